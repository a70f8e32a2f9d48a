export function ChatScreen() {
  return <section className="p-8">TheraAgent</section>;
}
