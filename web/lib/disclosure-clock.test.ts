import { describe, expect, it } from 'vitest';
import { createDisclosureClock } from './disclosure-clock';

describe('the disclosure clock', () => {
  it('knows nothing until the disclosure is shown, then counts from that moment', () => {
    let now = 1_000;
    const clock = createDisclosureClock(() => now);
    expect(clock.sinceShownMs()).toBeUndefined();
    clock.markShown();
    now += 3 * 60 * 60 * 1000;
    expect(clock.sinceShownMs()).toBe(3 * 60 * 60 * 1000);
    clock.markShown();
    expect(clock.sinceShownMs()).toBe(0);
  });

  it('never reports a negative time when the device clock is set back', () => {
    let now = 50_000;
    const clock = createDisclosureClock(() => now);
    clock.markShown();
    now -= 10_000;
    expect(clock.sinceShownMs()).toBe(0);
  });
});
