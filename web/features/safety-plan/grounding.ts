/**
 * The 60-second 5-4-3-2-1 grounding exercise: five senses, twelve seconds each, counting down
 * from five things seen to one thing tasted, while the pacer breathes in 4 s and out 6 s
 * (the same breath as the cooling-off pause).
 */
export const GROUNDING_STEPS = [
  { count: 5, sense: 'see', prompt: '5 things you can see' },
  { count: 4, sense: 'feel', prompt: '4 things you can feel' },
  { count: 3, sense: 'hear', prompt: '3 things you can hear' },
  { count: 2, sense: 'smell', prompt: '2 things you can smell' },
  { count: 1, sense: 'taste', prompt: '1 thing you can taste' },
] as const;

export const GROUNDING_STEP_MS = 12_000;
export const GROUNDING_TOTAL_MS = GROUNDING_STEPS.length * GROUNDING_STEP_MS;

/** Which step the exercise is on after `elapsedMs`; null once the minute is over. */
export function groundingStepAt(elapsedMs: number): number | null {
  if (elapsedMs >= GROUNDING_TOTAL_MS) return null;
  return Math.floor(Math.max(0, elapsedMs) / GROUNDING_STEP_MS);
}
