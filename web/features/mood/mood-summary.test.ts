import { describe, expect, it } from 'vitest';
import { moodByDay, summariseMoods } from './mood-summary';

// Local times, so the tests hold in any time zone.
const now = new Date(2026, 10, 26, 18, 0);
const at = (daysAgo: number, hour = 9) => new Date(2026, 10, 26 - daysAgo, hour, 0).toISOString();

describe('moodByDay', () => {
  it('averages each local day and orders days oldest first', () => {
    const days = moodByDay(
      [
        { mood: 2, created_at: at(0, 8) },
        { mood: 5, created_at: at(3) },
        { mood: 4, created_at: at(0, 17) },
        { mood: 3, created_at: at(0, 12) },
      ],
      now,
    );
    expect(days).toEqual([
      { day: '2026-11-23', daysAgo: 3, average: 5, count: 1 },
      { day: '2026-11-26', daysAgo: 0, average: 3, count: 3 },
    ]);
  });

  it('keeps the last 30 days only', () => {
    const days = moodByDay(
      [
        { mood: 1, created_at: at(30) },
        { mood: 2, created_at: at(29) },
      ],
      now,
    );
    expect(days.map((day) => day.daysAgo)).toEqual([29]);
  });

  it('rounds averages to one decimal', () => {
    const days = moodByDay(
      [
        { mood: 1, created_at: at(1) },
        { mood: 2, created_at: at(1, 10) },
        { mood: 2, created_at: at(1, 11) },
      ],
      now,
    );
    expect(days[0]?.average).toBe(1.7);
  });
});

describe('summariseMoods', () => {
  it('says calmly when there is nothing yet', () => {
    expect(summariseMoods([], now)).toBe('No check-ins in the last 30 days yet. Check in whenever you like.');
  });

  it('gives count, days, average in words, range and the latest', () => {
    const text = summariseMoods(
      [
        { mood: 4, created_at: at(0) },
        { mood: 2, created_at: at(5) },
        { mood: 3, created_at: at(5, 20) },
      ],
      now,
    );
    expect(text).toBe(
      'In the last 30 days: 3 check-ins on 2 days. Average mood 3 of 5 (Okay). Moods ranged from Low (2) to Good (4). Latest: Good (4).',
    );
  });

  it('speaks of one check-in in the singular', () => {
    expect(summariseMoods([{ mood: 5, created_at: at(2) }], now)).toBe(
      'In the last 30 days: 1 check-in on 1 day. Average mood 5 of 5 (Great). Every check-in was Great (5). Latest: Great (5).',
    );
  });
});
