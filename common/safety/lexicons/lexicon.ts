import type { RiskCategory, ScreenLanguage } from '../taxonomy';

/** Writing systems a lexicon reads; the screen runs a lexicon only on text in one of them. */
export type Script = 'latin' | 'cyrillic' | 'han' | 'kana' | 'hangul' | 'devanagari';

/**
 * One risk signal. Patterns run on normalised text (normalise-text.ts): lower case, no
 * punctuation or apostrophes, single spaces, Latin letters without accents. `\b` only works
 * for ASCII words; for other scripts use `(?:^| )` and `(?= |$)` or no boundary (CJK).
 */
export interface RiskRule {
  category: RiskCategory;
  pattern: RegExp;
  /**
   * Omitted: the signal alone means crisis. 'distress': only when the message or the recent
   * conversation also shows distress, money loss or risk (a question about the tallest bridge
   * after "I lost everything"). 'risk': only when the message or a recent turn already carries
   * a standalone risk signal ("tonight." after "I want to die"). 'pair': only with another
   * signal that needs context in the same message ("thank you for everything" with "take
   * care of my dog"); never from the conversation alone.
   */
  needs?: 'distress' | 'risk' | 'pair';
}

/** Everything the screen knows about one language. */
export interface Lexicon {
  lang: ScreenLanguage;
  scripts: readonly Script[];
  /** Whole-token rewrites applied before the rules: txt-speak and abbreviations ("2nite" -> "tonight"). */
  expansions?: Readonly<Record<string, string>>;
  /** Key words that misspelled tokens are corrected toward ("sucide" -> "suicide"); Latin or Cyrillic. */
  anchors?: readonly string[];
  /** Real words that look like a misspelled anchor and must stay as they are ("bride", "skill"). */
  keep?: readonly string[];
  /** Harmless look-alikes (trader idioms), cut out of the text before any rule runs. */
  idioms: readonly RegExp[];
  rules: readonly RiskRule[];
  /** Hopelessness and distress without risk: the concern level, and context for 'distress' rules. */
  distress: readonly RegExp[];
  /** Money lost, debt, liquidation: context for 'distress' rules and the gambling helpline. */
  loss: readonly RegExp[];
  /** "I'm safe", "I called the helpline": a short reply like this does not carry a recent risk over. */
  reassurance?: readonly RegExp[];
  /**
   * Thera asking about risk ("are you safe right now?", "do you mean ending your life?"): a short
   * answer that does not say the person is safe is read as an answer to it.
   */
  riskQuestions?: readonly RegExp[];
}
