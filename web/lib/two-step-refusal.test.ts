import { describe, expect, it } from 'vitest';
import { isTwoStepRefusal } from './two-step-refusal';

describe('isTwoStepRefusal', () => {
  it('recognises the functions body and the PostgREST hint, nothing else', () => {
    expect(isTwoStepRefusal({ error: 'Two-step verification is on…', code: 'insufficient_aal' })).toBe(true);
    expect(isTwoStepRefusal({ code: '42501', hint: 'insufficient_aal', message: 'Two-step…' })).toBe(true);
    expect(isTwoStepRefusal({ code: '42501', hint: null, message: 'new row violates row-level security policy' })).toBe(
      false,
    );
    expect(isTwoStepRefusal(null)).toBe(false);
    expect(isTwoStepRefusal('insufficient_aal')).toBe(false);
  });
});
