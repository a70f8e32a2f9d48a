import { THERA_PERSONA } from '@common/thera-persona';
import { BEAT, type VoiceScript } from './voice-script';

/** The pacer (breathing/breathing-pacer.ts) speaks the cues; this is only the welcome. */
export const breathingExerciseScript: VoiceScript = {
  intro:
    'Five minutes of slow, paced breathing to settle your nervous system after a volatile session. ' +
    'Follow the circle: breathe in as it grows, hold, and breathe out slowly as it shrinks.',
  opening: [
    { text: "Welcome. Let's breathe together for five minutes.", pauseAfterMs: 800 },
    { text: 'Sit comfortably, and follow the circle with me.', pauseAfterMs: BEAT },
  ],
  systemPrompt: `${THERA_PERSONA}\n\nThis is the 5-minute guided breathing session: pace the user through 4-4-6 breathing (inhale 4 seconds, hold 4, exhale 6) with brief, soothing cues for five minutes.`,
};
