import { EN } from './en';
import { ES } from './es';
import { PT } from './pt';
import { FR } from './fr';
import { DE } from './de';
import { IT } from './it';
import { RU } from './ru';
import { UK } from './uk';
import { TR } from './tr';
import { ZH } from './zh';
import { JA } from './ja';
import { KO } from './ko';
import { VI } from './vi';
import { ID } from './id';
import { HI } from './hi';
import { PLAIN_PASSIVE_WISH_RULES } from './plain-passive-wishes';
import { FAMILY_RULES } from './families';
import type { Lexicon } from './lexicon';

/** Every language the risk screen reads, English first. */
export const LEXICONS: readonly Lexicon[] = [EN, ES, PT, FR, DE, IT, RU, UK, TR, ZH, JA, KO, VI, ID, HI].map(
  (lexicon) => ({
    ...lexicon,
    // Each family's broad pattern (families.ts, plain-passive-wishes.ts) after the lexicon's own phrase rules.
    rules: [...lexicon.rules, ...(FAMILY_RULES[lexicon.lang] ?? []), ...(PLAIN_PASSIVE_WISH_RULES[lexicon.lang] ?? [])],
  }),
);
