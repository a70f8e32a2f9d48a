export function LandingScreen() {
  return <section className="p-8">TheraAgent</section>;
}
