import type { ContactStepKey, PlanStepKey, TextStepKey } from './types';

interface StepBase {
  /** Short name, used in the step list and on the SOS screen. */
  title: string;
  /** The gentle question the step asks. */
  prompt: string;
  /** Ideas a tap adds to the answer (text steps) or shows as a hint (contact steps). */
  examples: readonly string[];
}
export type PlanStep =
  (StepBase & { key: TextStepKey; kind: 'text' }) | (StepBase & { key: ContactStepKey; kind: 'contacts' });

/**
 * The Stanley-Brown safety plan in plain words, in its order: notice, cope alone, be around
 * others, ask for help, reach professionals, make things safer, and why. Every step can be
 * skipped and come back to.
 */
export const PLAN_STEPS: readonly PlanStep[] = [
  {
    key: 'warning_signs',
    kind: 'text',
    title: 'My warning signs',
    prompt: 'What tells you a hard time is starting? Thoughts, feelings, things you catch yourself doing.',
    examples: [
      'Checking the charts all night',
      'Chasing a loss with a bigger trade',
      'Not eating or sleeping',
      'Pulling away from people',
    ],
  },
  {
    key: 'coping_on_my_own',
    kind: 'text',
    title: 'Things I can do on my own',
    prompt: 'What helps you feel even a little calmer, without anyone else?',
    examples: [
      'Close the exchange app and go for a walk',
      'A shower or a cold glass of water',
      'Music I love',
      'A guided breathing session',
    ],
  },
  {
    key: 'distractions',
    kind: 'text',
    title: 'People and places that take my mind off it',
    prompt:
      'Where can you go, or who can you be around, that takes your mind off things? You do not have to talk about it.',
    examples: ['A café or the gym', "A friend's place", 'Calling family for a chat', 'A park nearby'],
  },
  {
    key: 'people_to_ask',
    kind: 'contacts',
    title: 'People I can ask for help',
    prompt: 'Who could you reach out to when it gets hard? Add their number to call or text them in one tap.',
    examples: ['A friend, a partner, a sibling, a parent'],
  },
  {
    key: 'professionals',
    kind: 'contacts',
    title: 'Professionals and services',
    prompt:
      'Crisis lines and professionals you can contact. We started you with the lines for your country; change them as you like.',
    examples: ['Your doctor or therapist', 'A gambling or debt helpline'],
  },
  {
    key: 'safer_surroundings',
    kind: 'text',
    title: 'Making my surroundings safer',
    prompt: 'What could you put out of reach for a while, so a bad moment passes without harm?',
    examples: [
      'Hand my exchange logins to someone I trust for a while',
      'Give my hardware wallet to someone I trust for a while',
      'Turn on withdrawal or deposit limits',
      'Keep medicines somewhere else',
    ],
  },
  {
    key: 'reasons_for_living',
    kind: 'text',
    title: 'My reasons for living',
    prompt: 'What matters most to you, and is worth staying for?',
    examples: ['My family', 'My pet', 'Places I still want to see', 'People who would miss me'],
  },
];

export const stepIndexOf = (key: PlanStepKey) => PLAN_STEPS.findIndex((step) => step.key === key);
