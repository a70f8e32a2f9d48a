import { THERA_PERSONA } from '@common/thera-persona';
import { BEAT, LONG_BEAT, type VoiceScript } from './voice-script';

export const motivationTheraScript: VoiceScript = {
  intro:
    'Reconnect with why you trade and what you want beyond the next candle. Thera helps you find a steady source of motivation.',
  opening: [
    { text: "Hi, I'm Thera. Let's find your spark again.", pauseAfterMs: BEAT },
    {
      text: 'Motivation that lasts comes from knowing why you do this, not from the last trade.',
      pauseAfterMs: LONG_BEAT,
    },
    { text: 'So tell me: what first drew you to crypto, and what do you want it to give your life?', pauseAfterMs: 0 },
  ],
  systemPrompt: `${THERA_PERSONA}\n\nThis is the Motivation session: help the user reconnect with their values and long-term goals, celebrate small wins, and set one achievable intention for today.`,
};
