import type { ScreenLanguage } from '../taxonomy';
import { CONCEPTS, type Concept, type ConceptLexicon } from './concept';
import { EN_CONCEPTS } from './en';
import { ES_CONCEPTS } from './es';
import { PT_CONCEPTS } from './pt';
import { FR_CONCEPTS } from './fr';
import { DE_CONCEPTS } from './de';
import { IT_CONCEPTS } from './it';
import { RU_CONCEPTS } from './ru';
import { UK_CONCEPTS } from './uk';
import { TR_CONCEPTS } from './tr';
import { ZH_CONCEPTS } from './zh';
import { JA_CONCEPTS } from './ja';
import { KO_CONCEPTS } from './ko';
import { VI_CONCEPTS } from './vi';
import { ID_CONCEPTS } from './id';
import { HI_CONCEPTS } from './hi';
import { splitAlternatives } from './split-alternatives';

/** Every language's concepts (concept.ts); the learned layer reads them in any language at once. */
export const CONCEPT_LEXICONS: readonly ConceptLexicon[] = [
  EN_CONCEPTS,
  ES_CONCEPTS,
  PT_CONCEPTS,
  FR_CONCEPTS,
  DE_CONCEPTS,
  IT_CONCEPTS,
  RU_CONCEPTS,
  UK_CONCEPTS,
  TR_CONCEPTS,
  ZH_CONCEPTS,
  JA_CONCEPTS,
  KO_CONCEPTS,
  VI_CONCEPTS,
  ID_CONCEPTS,
  HI_CONCEPTS,
];

/**
 * One language's concepts as [concept, pattern] pairs, in CONCEPTS order (none for a language
 * without a file). A concept comes as several pieces of its pattern (split-alternatives.ts), so
 * that only the pieces a message's words call for are compiled and run; it is named when any
 * piece matches.
 */
export function conceptPatterns(lang: ScreenLanguage): ReadonlyArray<readonly [Concept, RegExp]> {
  const lexicon = CONCEPT_LEXICONS.find((candidate) => candidate.lang === lang);
  return CONCEPTS.flatMap((concept) => {
    const pattern = lexicon?.concepts[concept];
    return pattern ? splitAlternatives(pattern).map((piece) => [concept, piece] as const) : [];
  });
}
