export function AboutScreen() {
  return <section className="p-8">TheraAgent</section>;
}
