export function DashboardScreen() {
  return <section className="p-8">TheraAgent</section>;
}
