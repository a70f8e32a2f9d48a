import { THERA_PERSONA } from '@common/thera-persona';
import { BEAT, LONG_BEAT, type VoiceScript } from './voice-script';

export const mindfulnessMeditationScript: VoiceScript = {
  intro: 'Step back from the charts. Thera guides you to notice your thoughts and feelings without acting on them.',
  opening: [
    { text: "Welcome. Let's take a few minutes away from the charts.", pauseAfterMs: BEAT },
    {
      text: 'Close your eyes if that feels right, and notice where your body touches the chair.',
      pauseAfterMs: LONG_BEAT,
    },
    { text: 'Notice your breath, without changing it.', pauseAfterMs: LONG_BEAT },
    {
      text: 'If a thought about prices comes up, just name it, thinking, and come back to the breath.',
      pauseAfterMs: LONG_BEAT,
    },
    { text: 'When you are ready, tell me what you noticed.', pauseAfterMs: 0 },
  ],
  systemPrompt: `${THERA_PERSONA}\n\nThis is the Mindfulness Meditation session: guide present-moment awareness (breath, body, sounds), help the user observe thoughts about markets without judging or acting on them.`,
};
