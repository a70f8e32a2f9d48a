export function WhitepaperScreen() {
  return <section className="p-8">TheraAgent</section>;
}
