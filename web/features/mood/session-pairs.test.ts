import { describe, expect, it } from 'vitest';
import { describeChange, pairSessionMoods } from './session-pairs';
import type { CheckinContext, MoodValue } from './mood-options';

const checkin = (context: CheckinContext, mood: MoodValue, minute: number) => ({
  context,
  mood,
  created_at: new Date(Date.UTC(2026, 10, 26, 9, minute)).toISOString(),
});

describe('pairSessionMoods', () => {
  it('pairs a before with the after that follows it, newest pair first', () => {
    const pairs = pairSessionMoods([
      checkin('before_session', 2, 0),
      checkin('after_session', 4, 10),
      checkin('before_session', 3, 30),
      checkin('after_session', 3, 45),
    ]);
    expect(pairs.map((pair) => [pair.before.mood, pair.after.mood, pair.change])).toEqual([
      [3, 3, 0],
      [2, 4, 2],
    ]);
  });

  it('uses the latest before when a session was started twice, and leaves skipped ones out', () => {
    const pairs = pairSessionMoods([
      checkin('before_session', 1, 0),
      checkin('before_session', 2, 5),
      checkin('after_session', 5, 20),
      checkin('after_session', 4, 40), // its before was skipped
      checkin('daily', 3, 50),
    ]);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]?.change).toBe(3);
  });

  it('does not pair check-ins too far apart to be one session', () => {
    expect(pairSessionMoods([checkin('before_session', 2, 0), checkin('after_session', 4, 121)])).toEqual([]);
  });

  it('reads input in any order', () => {
    expect(pairSessionMoods([checkin('after_session', 1, 10), checkin('before_session', 3, 0)])[0]?.change).toBe(-2);
  });
});

describe('describeChange', () => {
  it('states the direction plainly', () => {
    expect(describeChange(0)).toBe('no change');
    expect(describeChange(1)).toBe('up 1 step');
    expect(describeChange(-2)).toBe('down 2 steps');
  });
});
