import { THERA_PERSONA } from '@common/thera-persona';
import { BEAT, LONG_BEAT, type VoiceScript } from './voice-script';

export const resilienceBuildingScript: VoiceScript = {
  intro:
    'Turn drawdowns into lessons. Thera helps you build the steadiness to stick to your plan when the market tests you.',
  opening: [
    { text: "Hi, I'm Thera. Let's work on resilience together.", pauseAfterMs: BEAT },
    {
      text: 'Resilience is not never falling. It is how you get back up, and what you learn on the way.',
      pauseAfterMs: LONG_BEAT,
    },
    { text: 'Think of a hard moment in the market that you came through. What helped you then?', pauseAfterMs: 0 },
  ],
  systemPrompt: `${THERA_PERSONA}\n\nThis is the Resilience Building session: help the user reframe setbacks as lessons, recall past strengths, and plan how to respond to the next drawdown calmly.`,
};
