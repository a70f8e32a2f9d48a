import { describe, expect, it } from 'vitest';
import { totalPoints } from './total-points';

describe('totalPoints', () => {
  it('is zero for a user with no points yet', () => {
    expect(totalPoints([])).toBe(0);
  });

  it('adds up every ledger row', () => {
    expect(totalPoints([{ points: 10 }, { points: 15 }, { points: 20 }])).toBe(45);
  });

  it('counts repeated rewards for the same amount each time', () => {
    expect(totalPoints([{ points: 18 }, { points: 18 }])).toBe(36);
  });
});
