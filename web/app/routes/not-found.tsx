export function NotFoundScreen() {
  return <section className="p-8">TheraAgent</section>;
}
