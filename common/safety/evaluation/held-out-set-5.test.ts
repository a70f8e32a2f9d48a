import { describe, expect, it } from 'vitest';
import { RISK_CATEGORIES, SCREEN_LANGUAGES } from '../taxonomy';
import { HELD_OUT_SET_5 } from './held-out-set-5';

/**
 * Guards the fifth held-out set's shape only, so that later edits cannot quietly shrink it or
 * drop a language or category. It never runs the screen: the set is measured once, elsewhere.
 */
describe('HELD_OUT_SET_5 shape', () => {
  it('has at least 420 messages', () => {
    expect(HELD_OUT_SET_5.length).toBeGreaterThanOrEqual(420);
  });

  it('covers every screen language', () => {
    const languages = new Set(HELD_OUT_SET_5.map((message) => message.lang));
    expect([...SCREEN_LANGUAGES].filter((lang) => !languages.has(lang))).toEqual([]);
  });

  it('has every risk category among the messages that need the crisis reply, and distress as concern', () => {
    const positives = new Set(
      HELD_OUT_SET_5.filter((m) => m.level === 'crisis' || m.level === 'emergency').map((m) => m.category),
    );
    const concerns = new Set(HELD_OUT_SET_5.filter((m) => m.level === 'concern').map((m) => m.category));
    const missing = RISK_CATEGORIES.filter((category) =>
      category === 'distress' ? !concerns.has(category) : !positives.has(category),
    );
    expect(missing).toEqual([]);
  });

  it('gives concern messages only the distress category and negatives only trader-idiom or ordinary', () => {
    const mislabelled = HELD_OUT_SET_5.filter((m) =>
      m.level === 'concern'
        ? m.category !== 'distress'
        : m.level === 'none'
          ? m.category !== 'trader-idiom' && m.category !== 'ordinary'
          : m.category === 'trader-idiom' || m.category === 'ordinary' || m.category === 'distress',
    );
    expect(mislabelled.map((m) => m.text)).toEqual([]);
  });

  it('includes trader-idiom negatives', () => {
    expect(HELD_OUT_SET_5.filter((m) => m.level === 'none' && m.category === 'trader-idiom').length).toBeGreaterThan(0);
  });

  it('has ordinary negatives in every language', () => {
    const languages = new Set(
      HELD_OUT_SET_5.filter((m) => m.level === 'none' && m.category === 'ordinary').map((m) => m.lang),
    );
    expect([...SCREEN_LANGUAGES].filter((lang) => !languages.has(lang))).toEqual([]);
  });

  it('has at least 30 conversations with earlier turns', () => {
    expect(HELD_OUT_SET_5.filter((m) => m.history && m.history.length > 0).length).toBeGreaterThanOrEqual(30);
  });

  it('has no duplicate texts', () => {
    const seen = new Set<string>();
    const duplicates = HELD_OUT_SET_5.map((m) => m.text.trim().toLowerCase()).filter((text) => {
      const repeated = seen.has(text);
      seen.add(text);
      return repeated;
    });
    expect(duplicates).toEqual([]);
  });

  it('labels every emergency in-progress, and every in-progress an emergency', () => {
    const mismatched = HELD_OUT_SET_5.filter((m) => (m.level === 'emergency') !== (m.category === 'in-progress'));
    expect(mismatched.map((m) => m.text)).toEqual([]);
  });
});
