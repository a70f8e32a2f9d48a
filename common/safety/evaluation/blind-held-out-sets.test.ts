import { describe, expect, it } from 'vitest';
import { RISK_CATEGORIES, SCREEN_LANGUAGES } from '../taxonomy';
import { HELD_OUT_SET_4 } from './held-out-set-4';
import { HELD_OUT_SET_5 } from './held-out-set-5';
import { HELD_OUT_SET_6 } from './held-out-set-6';
import { HELD_OUT_SET_7 } from './held-out-set-7';
import { HELD_OUT_SET_8 } from './held-out-set-8';
import { HELD_OUT_SET_9 } from './held-out-set-9';

/**
 * Guards the shape of the held-out sets written blind (4 to 9), so that later edits cannot
 * quietly shrink one or drop a language or category. It never runs the screen: the sets are
 * measured in risk-screen-evaluation.test.ts, and their messages are never named there or here.
 */
describe.each([
  { name: 'HELD_OUT_SET_4', set: HELD_OUT_SET_4, messages: 380, conversations: 25, everydayInEveryLanguage: false },
  // The first held-out set whose negatives include everyday companion chat in every language.
  { name: 'HELD_OUT_SET_5', set: HELD_OUT_SET_5, messages: 420, conversations: 30, everydayInEveryLanguage: true },
  { name: 'HELD_OUT_SET_6', set: HELD_OUT_SET_6, messages: 500, conversations: 40, everydayInEveryLanguage: true },
  { name: 'HELD_OUT_SET_7', set: HELD_OUT_SET_7, messages: 520, conversations: 45, everydayInEveryLanguage: true },
  // Two blind writers' parts (8a, 8b), each with voices no earlier writer had.
  { name: 'HELD_OUT_SET_8', set: HELD_OUT_SET_8, messages: 518, conversations: 45, everydayInEveryLanguage: true },
  // Two more blind writers (9a, 9b), new voices again, written before tuning round 8.
  { name: 'HELD_OUT_SET_9', set: HELD_OUT_SET_9, messages: 510, conversations: 49, everydayInEveryLanguage: true },
])('$name shape', ({ set, messages, conversations, everydayInEveryLanguage }) => {
  it(`has at least ${messages} messages`, () => {
    expect(set.length).toBeGreaterThanOrEqual(messages);
  });

  it('covers every screen language', () => {
    const languages = new Set(set.map((message) => message.lang));
    expect([...SCREEN_LANGUAGES].filter((lang) => !languages.has(lang))).toEqual([]);
  });

  it('has every risk category among the messages that need the crisis reply, and distress as concern', () => {
    const positives = new Set(
      set.filter((m) => m.level === 'crisis' || m.level === 'emergency').map((m) => m.category),
    );
    const concerns = new Set(set.filter((m) => m.level === 'concern').map((m) => m.category));
    const missing = RISK_CATEGORIES.filter((category) =>
      category === 'distress' ? !concerns.has(category) : !positives.has(category),
    );
    expect(missing).toEqual([]);
  });

  it('gives concern messages only the distress category and negatives only trader-idiom or ordinary', () => {
    const mislabelled = set.filter((m) =>
      m.level === 'concern'
        ? m.category !== 'distress'
        : m.level === 'none'
          ? m.category !== 'trader-idiom' && m.category !== 'ordinary'
          : m.category === 'trader-idiom' || m.category === 'ordinary' || m.category === 'distress',
    );
    expect(mislabelled.length).toBe(0);
  });

  it('includes trader-idiom negatives', () => {
    expect(set.filter((m) => m.level === 'none' && m.category === 'trader-idiom').length).toBeGreaterThan(0);
  });

  if (everydayInEveryLanguage)
    it('has ordinary negatives in every language', () => {
      const languages = new Set(set.filter((m) => m.level === 'none' && m.category === 'ordinary').map((m) => m.lang));
      expect([...SCREEN_LANGUAGES].filter((lang) => !languages.has(lang))).toEqual([]);
    });

  it(`has at least ${conversations} conversations with earlier turns`, () => {
    expect(set.filter((m) => m.history && m.history.length > 0).length).toBeGreaterThanOrEqual(conversations);
  });

  it('has no duplicate texts', () => {
    const texts = set.map((m) => m.text.trim().toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('labels every emergency in-progress, and every in-progress an emergency', () => {
    expect(set.filter((m) => (m.level === 'emergency') !== (m.category === 'in-progress')).length).toBe(0);
  });
});
