import { THERA_PERSONA } from '@common/thera-persona';
import { BEAT, LONG_BEAT, type VoiceScript } from './voice-script';

export const cryptoStressReleaseScript: VoiceScript = {
  intro:
    'Let go of the tension a red day leaves in your body and your head. Thera guides a short release, then listens.',
  opening: [
    { text: "Hi, I'm Thera. Let's let some of that market stress go.", pauseAfterMs: BEAT },
    { text: 'Lift your shoulders up toward your ears, hold for a moment.', pauseAfterMs: LONG_BEAT },
    { text: 'And let them drop. Feel the weight leave.', pauseAfterMs: LONG_BEAT },
    { text: 'Unclench your jaw, and take one slow breath out.', pauseAfterMs: LONG_BEAT },
    { text: "Now, what's weighing on you most today?", pauseAfterMs: 0 },
  ],
  systemPrompt: `${THERA_PERSONA}\n\nThis is the Crypto Stress Release session: guide brief body-based tension release, then help the user name and put down the stress a market day left behind.`,
};
