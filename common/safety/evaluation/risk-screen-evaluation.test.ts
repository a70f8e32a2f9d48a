import { describe, expect, it } from 'vitest';
import { SCREEN_LANGUAGES, RISK_CATEGORIES } from '../taxonomy';
import { evaluate, formatEvaluation } from './evaluate';
import { HELD_OUT_SET } from './held-out-set';
import { TUNING_SET } from './tuning-set';
import type { LabelledMessage } from './labelled-message';

/**
 * The risk screen measured on both labelled sets; the figures are printed on every run. The
 * held-out set was written before any tuning and is never tuned on, so only its figures say how
 * the screen does on messages nobody wrote patterns for. Its misses are deliberately not
 * printed: reading them would turn it into a second tuning set.
 *
 * The crisis-safety issue asks for 98% held-out recall; the screen is not there yet (see
 * docs/safety/risk-screen.md for today's figures). HELD_OUT_RECALL_FLOOR keeps what has been
 * won from slipping back; it rises as the screen does, and the issue stays open until it is 98%.
 */
const TARGET_RECALL = 0.98;
const HELD_OUT_RECALL_FLOOR = 0.74;
/** The tuning set is what the rules were written for: below this, something regressed. */
const TUNING_RECALL_FLOOR = 0.96;
const MAX_FALSE_POSITIVE_RATE = 0.02;

function describeSet(set: readonly LabelledMessage[]) {
  return {
    languages: new Set(set.map((message) => message.lang)),
    categories: new Set(set.filter((message) => message.level !== 'none').map((message) => message.category)),
  };
}

describe('the risk screen on its labelled sets', () => {
  it('has at least 1,000 labelled messages, 300 of them held out, across every language and category', () => {
    expect(HELD_OUT_SET.length).toBeGreaterThanOrEqual(300);
    expect(HELD_OUT_SET.length + TUNING_SET.length).toBeGreaterThanOrEqual(1000);
    for (const set of [HELD_OUT_SET, TUNING_SET]) {
      const { languages, categories } = describeSet(set);
      expect([...languages].sort()).toEqual([...SCREEN_LANGUAGES].sort());
      expect([...categories].sort()).toEqual([...RISK_CATEGORIES].sort());
      expect(set.some((message) => message.category === 'trader-idiom')).toBe(true);
    }
  });

  it('shares no message between the held-out and the tuning set', () => {
    const heldOut = new Set(HELD_OUT_SET.map((message) => message.text.trim().toLowerCase()));
    expect(TUNING_SET.filter((message) => heldOut.has(message.text.trim().toLowerCase()))).toEqual([]);
  });

  it(`keeps held-out recall at or above its floor of ${HELD_OUT_RECALL_FLOOR * 100}% with at most ${MAX_FALSE_POSITIVE_RATE * 100}% false alarms`, () => {
    const result = evaluate(HELD_OUT_SET);
    // Printed on purpose: every run shows the measured figures (bench/RESULTS.md records them).
    process.stdout.write(`${formatEvaluation('held-out set', result)}\n`);
    if (result.recall < TARGET_RECALL) {
      process.stdout.write(`held-out recall is below the ${TARGET_RECALL * 100}% target: the crisis-safety issue stays open\n`);
    }
    expect(result.recall).toBeGreaterThanOrEqual(HELD_OUT_RECALL_FLOOR);
    expect(result.falsePositiveRate).toBeLessThanOrEqual(MAX_FALSE_POSITIVE_RATE);
  });

  it(`keeps tuning-set recall at or above ${TUNING_RECALL_FLOOR * 100}% with at most ${MAX_FALSE_POSITIVE_RATE * 100}% false alarms, and names what it misses there`, () => {
    const result = evaluate(TUNING_SET);
    process.stdout.write(`${formatEvaluation('tuning set', result)}\n`);
    const named = [...result.misses, ...result.falseAlarms].map((message) => `[${message.lang} ${message.level}] ${message.text}`);
    if (named.length) process.stdout.write(`tuning set misses and false alarms:\n  ${named.join('\n  ')}\n`);
    expect(result.recall).toBeGreaterThanOrEqual(TUNING_RECALL_FLOOR);
    expect(result.falsePositiveRate).toBeLessThanOrEqual(MAX_FALSE_POSITIVE_RATE);
  });
});
