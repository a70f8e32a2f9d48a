import { describe, expect, it } from 'vitest';
import { formatClock, fullMs, halfwayMs } from './session-run-timing';

describe('session run timing', () => {
  it('puts the halfway mark at half the minutes and the natural end at all of them', () => {
    expect(halfwayMs(5)).toBe(150_000);
    expect(fullMs(15)).toBe(900_000);
  });

  it('formats elapsed time as mm:ss, never below zero', () => {
    expect(formatClock(187_400)).toBe('03:07');
    expect(formatClock(-5)).toBe('00:00');
    expect(formatClock(15 * 60_000)).toBe('15:00');
  });
});
