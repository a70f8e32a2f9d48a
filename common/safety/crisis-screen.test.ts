import { describe, expect, it } from 'vitest';
import { CRISIS_PHRASES, ORDINARY_PHRASES } from './crisis-phrases';
import { screenForCrisis } from './crisis-screen';
import { buildCrisisReply } from './crisis-reply';

describe('the crisis screen against the labelled phrase set', () => {
  it('has a realistic set of at least 200 labelled phrases', () => {
    expect(CRISIS_PHRASES.length).toBeGreaterThanOrEqual(90);
    expect(ORDINARY_PHRASES.length).toBeGreaterThanOrEqual(110);
    expect(CRISIS_PHRASES.length + ORDINARY_PHRASES.length).toBeGreaterThanOrEqual(200);
  });

  it('catches every crisis phrase and raises at most 2% false alarms', () => {
    const missed = CRISIS_PHRASES.filter((phrase) => !screenForCrisis(phrase).crisis);
    const falseAlarms = ORDINARY_PHRASES.filter((phrase) => screenForCrisis(phrase).crisis);
    const recall = (CRISIS_PHRASES.length - missed.length) / CRISIS_PHRASES.length;
    const falsePositiveRate = falseAlarms.length / ORDINARY_PHRASES.length;
    // Printed on purpose: the issue asks every run to show the measured figures.
    process.stdout.write(
      `crisis screen: recall ${(recall * 100).toFixed(1)}% (${CRISIS_PHRASES.length - missed.length}/${CRISIS_PHRASES.length}), ` +
        `false positives ${(falsePositiveRate * 100).toFixed(1)}% (${falseAlarms.length}/${ORDINARY_PHRASES.length})` +
        (falseAlarms.length ? `; false alarms: ${JSON.stringify(falseAlarms)}` : '') +
        '\n',
    );
    expect(missed).toEqual([]);
    expect(falsePositiveRate).toBeLessThanOrEqual(0.02);
  });
});

describe('screenForCrisis', () => {
  it.each([
    ['liquidated and want to end it', 'suicide', true],
    ['I want to hurt myself', 'self-harm', false],
    ['I want to kill him', 'harm-to-others', false],
  ] as const)('labels %j as %s (money loss: %s)', (text, category, moneyLoss) => {
    expect(screenForCrisis(text)).toEqual({ crisis: true, category, moneyLoss });
  });

  it('lets trader idioms through', () => {
    for (const text of ['rekt', 'this chart is killing me', "I'm dying to buy the dip", 'kill the position']) {
      expect(screenForCrisis(text)).toEqual({ crisis: false, moneyLoss: false });
    }
  });

  it('reads curly apostrophes, capitals and punctuation like plain text', () => {
    expect(screenForCrisis('I DON’T want to LIVE anymore!!!').crisis).toBe(true);
  });
});

describe('buildCrisisReply', () => {
  it('gives 988, the Crisis Text Line, emergency services and findahelpline.com', () => {
    const reply = buildCrisisReply({ category: 'suicide', moneyLoss: false });
    expect(reply).toContain('Call or text 988');
    expect(reply).toContain('988lifeline.org');
    expect(reply).toContain('Text HOME to 741741');
    expect(reply).toContain('911');
    expect(reply).toContain('findahelpline.com');
    expect(reply).not.toContain('1-800-522-4700');
  });

  it('adds the problem gambling helpline when money loss drives the crisis', () => {
    expect(buildCrisisReply({ category: 'suicide', moneyLoss: true })).toContain('1-800-522-4700');
  });
});
