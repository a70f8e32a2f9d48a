import { describe, expect, it } from 'vitest';
import { breathAt, formatRemaining } from './cooling-off';

describe('breathAt', () => {
  it('breathes in for 4 s, then out for 6 s, and repeats', () => {
    expect(breathAt(0).phase).toBe('in');
    expect(breathAt(3999).phase).toBe('in');
    expect(breathAt(4000).phase).toBe('out');
    expect(breathAt(9999).phase).toBe('out');
    expect(breathAt(10_000).phase).toBe('in');
  });
});

describe('formatRemaining', () => {
  it('shows minutes and seconds, rounding up', () => {
    expect(formatRemaining(5 * 60_000)).toBe('5:00');
    expect(formatRemaining(4 * 60_000 + 500)).toBe('4:01');
    expect(formatRemaining(999)).toBe('0:01');
    expect(formatRemaining(0)).toBe('0:00');
    expect(formatRemaining(-50)).toBe('0:00');
  });
});
