/** What other features use of voice: the chat screen's voice panel and its privacy notice. */
export { VoiceChatPanel } from './components/voice-chat-panel';
export { VoicePrivacyNotice } from './components/voice-privacy-notice';
