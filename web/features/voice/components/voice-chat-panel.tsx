/** Voice mode of /chat: start/end control and Listening/Speaking badge (built in the voice issue). */
export function VoiceChatPanel() {
  return null;
}
