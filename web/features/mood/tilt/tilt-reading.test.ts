import { describe, expect, it } from 'vitest';
import { readTilt } from './tilt-reading';

describe('readTilt', () => {
  it('reads calm, planned and sleep-proof as no tilt', () => {
    expect(readTilt({ feelings: ['calm'], inPlan: 'yes', afterSleep: 'yes' })).toEqual({ tilt: false, reasons: [] });
  });

  it('reads no named feeling with a planned, sleep-proof trade as no tilt', () => {
    expect(readTilt({ feelings: [], inPlan: 'yes', afterSleep: 'yes' }).tilt).toBe(false);
  });

  it('reads a pull feeling alone as tilt, naming it', () => {
    expect(readTilt({ feelings: ['calm', 'fomo', 'revenge'], inPlan: 'yes', afterSleep: 'yes' })).toEqual({
      tilt: true,
      reasons: ['you named FOMO and Revenge'],
    });
  });

  it('reads fear on its own as no tilt: caution is not a pull toward a trade', () => {
    expect(readTilt({ feelings: ['fear'], inPlan: 'yes', afterSleep: 'yes' }).tilt).toBe(false);
  });

  it('reads an unplanned or unslept trade as tilt, and doubt too', () => {
    expect(readTilt({ feelings: ['calm'], inPlan: 'no', afterSleep: 'yes' }).reasons).toEqual([
      'this trade is outside your plan',
    ]);
    expect(readTilt({ feelings: ['calm'], inPlan: 'unsure', afterSleep: 'no' }).reasons).toEqual([
      'you are not sure it is in your plan',
      "you would not take it after a night's sleep",
    ]);
    expect(readTilt({ feelings: [], inPlan: 'yes', afterSleep: 'unsure' }).tilt).toBe(true);
  });
});
