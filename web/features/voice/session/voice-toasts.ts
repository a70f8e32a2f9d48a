/** The voice toasts of docs/product-behaviour.md, word for word. */
export const VOICE_TOASTS = {
  started: { title: 'Voice session started', description: 'You can now speak with Thera' },
  ended: { title: 'Voice session ended', description: 'Voice conversation has been disconnected' },
  error: { title: 'Voice Error', description: 'There was an issue with the voice connection' },
  startFailed: { title: 'Connection Failed', description: 'Unable to start voice chat. Please try again.' },
  configurationMissing: { title: 'Configuration Missing', description: 'Please ensure Vapi public key is configured' },
} as const;

export type VoiceToast = (typeof VOICE_TOASTS)[keyof typeof VOICE_TOASTS];

/** How the machine tells the user things; the React hook plugs sonner in, tests a recorder. */
export interface VoiceNotifier {
  info(toast: VoiceToast): void;
  error(toast: VoiceToast): void;
}
