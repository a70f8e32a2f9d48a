import { describe, expect, it } from 'vitest';
import { normaliseText } from './normalise-text';
import { createTypoCorrector, editDistance } from './typo-correction';

describe('normaliseText', () => {
  it.each([
    ['I DON’T want to LIVE anymore!!!', 'i dont want to live anymore'],
    ['k1ll mys3lf', 'kill myself'],
    ['su!c!dal', 'suicidal'],
    ['s*icide', 'sicide'],
    ['k m s', 'kms'],
    ['diiiiie', 'diie'],
    ['💊💊 and 🔫', 'pills pills and gun'],
    ['Quiero morir, ¡ya!', 'quiero morir ya'],
    ['Tôi muốn chết', 'toi muon chet'],
    ['ölmek istiyorum', 'olmek istiyorum'],
    ['İNTİHAR', 'intihar'],
    ['死にたい。', '死にたい'],
  ])('reads %j as %j', (raw, normalised) => {
    expect(normaliseText(raw)).toBe(normalised);
  });

  it('keeps prices, leverage and time frames as they are', () => {
    expect(normaliseText('if BTC < 50k on the 4h, 100x long')).toBe('if btc 50k on the 4h 100x long');
  });

  it('leaves the one-letter words of "i m a burden" apart', () => {
    expect(normaliseText('i m a burden')).toBe('i m a burden');
  });
});

describe('typo correction', () => {
  const corrector = createTypoCorrector(['suicide', 'myself', 'pills', 'tonight', 'want'], ['will']);

  it('corrects misspellings, swaps and stretched words toward the key words', () => {
    expect(corrector.correct('sucide myslef pils tonigt wnat')).toBe('suicide myself pills tonight want');
  });

  it('leaves real words alone: one edit from a short key word is another word', () => {
    expect(corrector.correct('kills will wants')).toBe('kills will wants');
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('myslef', 'myself')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
