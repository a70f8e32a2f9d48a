import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { levelToVolume, rootMeanSquare, startAudioLevelMonitor } from './audio-level-monitor';

describe('audio level rules (docs/product-behaviour.md)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function monitor(levels: number[]) {
    let index = 0;
    const events: string[] = [];
    const volumes: number[] = [];
    const handle = startAudioLevelMonitor({
      readLevel: () => levels[Math.min(index++, levels.length - 1)]!,
      onVolume: (volume) => volumes.push(volume),
      onSpeechStart: () => events.push('speech-start'),
      onSpeechEnd: () => events.push('speech-end'),
    });
    return { events, volumes, handle };
  }

  it('samples every 100 ms', () => {
    const { volumes, handle } = monitor([0.03]);
    vi.advanceTimersByTime(99);
    expect(volumes).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(volumes).toHaveLength(1);
    vi.advanceTimersByTime(900);
    expect(volumes).toHaveLength(10);
    handle.stop();
  });

  it('maps level to volume as level / 0.15, capped at 1', () => {
    expect(levelToVolume(0)).toBe(0);
    expect(levelToVolume(0.075)).toBeCloseTo(0.5);
    expect(levelToVolume(0.15)).toBe(1);
    expect(levelToVolume(0.6)).toBe(1);
    expect(levelToVolume(Number.NaN)).toBe(0);
  });

  it('starts speech only above 0.01', () => {
    const { events, handle } = monitor([0.01, 0.01, 0.011]);
    vi.advanceTimersByTime(200);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(events).toEqual(['speech-start']);
    handle.stop();
  });

  it('ends speech after 1 s of silence, and a sound within that second keeps it going', () => {
    // speaking, then 0.5 s quiet, a sound, then silence
    const { events, handle } = monitor([0.05, 0, 0, 0, 0, 0.05, 0]);
    vi.advanceTimersByTime(100);
    expect(events).toEqual(['speech-start']);
    vi.advanceTimersByTime(500); // quiet for 4 samples, then the sound at 600 ms
    expect(events).toEqual(['speech-start']);
    vi.advanceTimersByTime(100); // silence starts at 700 ms
    vi.advanceTimersByTime(999);
    expect(events).toEqual(['speech-start']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['speech-start', 'speech-end']);
    vi.advanceTimersByTime(5000);
    expect(events).toEqual(['speech-start', 'speech-end']);
    handle.stop();
  });

  it('stops sampling when stopped', () => {
    const { volumes, events, handle } = monitor([0.05, 0]);
    vi.advanceTimersByTime(200);
    handle.stop();
    vi.advanceTimersByTime(3000);
    expect(volumes).toHaveLength(2);
    expect(events).toEqual(['speech-start']);
  });

  it('measures the level as the RMS of the waveform', () => {
    expect(rootMeanSquare(new Float32Array([0, 0, 0]))).toBe(0);
    expect(rootMeanSquare(new Float32Array([0.1, -0.1, 0.1, -0.1]))).toBeCloseTo(0.1);
  });
});
