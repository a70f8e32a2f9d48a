import { describe, expect, it } from 'vitest';
import { CONCEPT_LEXICONS } from '.';
import { TUNING_SET } from '../evaluation/tuning-set';
import { normaliseText } from '../normalise-text';
import { topLevelAlternatives } from '../rule-gate';
import { splitAlternatives } from './split-alternatives';

const matchesAnyPiece = (pattern: RegExp, text: string) => splitAlternatives(pattern).some((piece) => piece.test(text));

describe('splitAlternatives', () => {
  it('cuts a long word list into pieces that together match exactly what it matched', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}(?:s|es)?`);
    const pattern = new RegExp(String.raw`\b(?:${words.join('|')})\b`);
    const pieces = splitAlternatives(pattern);
    expect(pieces.length).toBeGreaterThan(1);
    for (const text of ['a word7 here', 'word79es', 'sword7', 'word80', 'the word0s end', 'word1x'])
      expect(matchesAnyPiece(pattern, text)).toBe(pattern.test(text));
  });

  it('keeps what is around the group, and cuts each top-level alternative on its own', () => {
    const latin = Array.from({ length: 60 }, (_, i) => `lat${i}`);
    const cyrillic = Array.from({ length: 60 }, (_, i) => `кир${i}`);
    const pattern = new RegExp(`(?:^| )(?:${cyrillic.join('|')})|\\b(?:${latin.join('|')})(?:nya|ku)?\\b`);
    for (const text of ['кир5', 'x кир59', 'xкир5', 'lat3nya', 'lat3nyaa', 'flat3', 'lat59ku ok'])
      expect(matchesAnyPiece(pattern, text)).toBe(pattern.test(text));
  });

  it('leaves alone what it cannot split exactly', () => {
    expect(splitAlternatives(/(a|b)\1/)).toHaveLength(1);
    expect(splitAlternatives(/(?:a|b)+c/)).toHaveLength(1);
    expect(splitAlternatives(/\b(?:a|b)\b/g)).toHaveLength(1);
  });

  it('does not split inside groups, character classes or escapes', () => {
    expect(topLevelAlternatives(String.raw`a(?:b|c)|[|]|\||d`)).toEqual(['a(?:b|c)', '[|]', String.raw`\|`, 'd']);
  });

  it("names the same concepts as the whole patterns on the tuning set's texts", () => {
    // Every tenth text and earlier turn, as the screen reads them; the held-out sets are not read here.
    const texts = [...new Set(TUNING_SET.flatMap((m) => [m.text, ...(m.history ?? []).map((t) => t.content)]))]
      .filter((_, i) => i % 10 === 0)
      .map(normaliseText);
    const differences: string[] = [];
    for (const { lang, concepts } of CONCEPT_LEXICONS)
      for (const [concept, pattern] of Object.entries(concepts)) {
        const pieces = splitAlternatives(pattern);
        for (const text of texts)
          if (pattern.test(text) !== pieces.some((piece) => piece.test(text))) differences.push(`${lang} ${concept}`);
      }
    expect(differences).toEqual([]);
  });
});
