import { describe, expect, it } from 'vitest';
import { GROUNDING_STEPS, GROUNDING_TOTAL_MS, groundingStepAt } from './grounding';

describe('groundingStepAt', () => {
  it('moves through the five senses in one minute, twelve seconds each', () => {
    expect(GROUNDING_TOTAL_MS).toBe(60_000);
    expect(groundingStepAt(0)).toBe(0);
    expect(groundingStepAt(11_999)).toBe(0);
    expect(groundingStepAt(12_000)).toBe(1);
    expect(GROUNDING_STEPS[groundingStepAt(59_999)!]!.prompt).toBe('1 thing you can taste');
    expect(groundingStepAt(60_000)).toBeNull();
  });
});
