import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { breathingMomentAt, formatCountdown, startBreathingPacer, type BreathingMoment } from './breathing-pacer';

describe('breathing pacer: 4-4-6 for 5 minutes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('paces inhale 4 s, hold 4 s, exhale 6 s and repeats', () => {
    const phases: Array<[string, number, number]> = [];
    const start = Date.now();
    const pacer = startBreathingPacer({
      onTick: () => undefined,
      onPhase: (phase, breath) => phases.push([phase, breath, Date.now() - start]),
    });
    vi.advanceTimersByTime(28_000);
    expect(phases).toEqual([
      ['inhale', 0, 0],
      ['hold', 0, 4000],
      ['exhale', 0, 8000],
      ['inhale', 1, 14_000],
      ['hold', 1, 18_000],
      ['exhale', 1, 22_000],
      ['inhale', 2, 28_000],
    ]);
    pacer.stop();
  });

  it('counts down from 05:00 and finishes once after exactly 5 minutes', () => {
    const ticks: BreathingMoment[] = [];
    const onDone = vi.fn();
    startBreathingPacer({ onTick: (moment) => ticks.push(moment), onDone });
    expect(formatCountdown(ticks[0]!.remainingMs)).toBe('05:00');
    vi.advanceTimersByTime(61_000);
    expect(formatCountdown(ticks.at(-1)!.remainingMs)).toBe('03:59');
    vi.advanceTimersByTime(300_000 - 61_000 - 100);
    expect(onDone).not.toHaveBeenCalled();
    expect(formatCountdown(ticks.at(-1)!.remainingMs)).toBe('00:01');
    vi.advanceTimersByTime(100);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(ticks.at(-1)).toMatchObject({ phase: 'done', remainingMs: 0 });
    const count = ticks.length;
    vi.advanceTimersByTime(10_000);
    expect(ticks).toHaveLength(count);
  });

  it('reports progress through the current phase for the visual', () => {
    expect(breathingMomentAt(2000)).toMatchObject({ phase: 'inhale', phaseProgress: 0.5 });
    expect(breathingMomentAt(11_000)).toMatchObject({ phase: 'exhale', phaseProgress: 0.5 });
    expect(breathingMomentAt(299_999).phase).not.toBe('done');
    expect(breathingMomentAt(300_000).phase).toBe('done');
  });

  it('stops when the session ends early', () => {
    const onTick = vi.fn();
    const pacer = startBreathingPacer({ onTick });
    pacer.stop();
    onTick.mockClear();
    vi.advanceTimersByTime(5000);
    expect(onTick).not.toHaveBeenCalled();
  });
});
