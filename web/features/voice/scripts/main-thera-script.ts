import { THERA_PERSONA } from '@common/thera-persona';
import { BEAT, type VoiceScript } from './voice-script';

export const mainTheraScript: VoiceScript = {
  intro:
    'Talk with Thera about how the markets are making you feel. Thera listens, reflects and helps you steady yourself.',
  opening: [
    { text: "Hi, I'm Thera.", pauseAfterMs: 600 },
    { text: "I'm here to listen, whatever the charts are doing today.", pauseAfterMs: BEAT },
    { text: 'How are you feeling right now?', pauseAfterMs: 0 },
  ],
  systemPrompt: `${THERA_PERSONA}\n\nThis is an open voice conversation. Listen, reflect feelings back, and offer one small, practical grounding step at a time.`,
};
