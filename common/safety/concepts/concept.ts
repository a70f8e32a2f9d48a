import type { ScreenLanguage } from '../taxonomy';

/**
 * Classes of words and phrasings the learned layer reads as features of their own
 * (docs/decisions/0025-learned-risk-layer.md, "Concepts"). A rule needs a whole construction to
 * fire; a concept is one ingredient of many constructions ("pills", "enough", "tonight"). The
 * layer learns which ingredients, and which pairs of them, make a crisis, and because a concept
 * has the same name in every language, what it learns from one language holds in the others.
 */
export const CONCEPTS = [
  /** Dying, death, suicide, not existing, not waking up, disappearing for good; euphemisms and filter-dodges. */
  'death',
  /** Pills, sleeping tablets, named medicines, overdose, alcohol with pills. */
  'medication',
  /** Heights to fall from: bridge, roof, balcony, a high floor, cliff, jumping. */
  'height',
  /** Other means: rope and hanging, gun, blade, poison, pesticide, charcoal, gas, exhaust, train and tracks, drowning, a car into a wall. */
  'means',
  /** How much, how many, enough, lethal, fatal, dose, sure to work, painless, quick, how long it takes. */
  'quantity',
  /** When: tonight, tomorrow, this weekend, weekday names, a date, at midnight, after an event, when a price is hit. */
  'time',
  /** Farewells: goodbye, forgive me, sorry for everything, thank you for everything, the last message, tell them I loved them. */
  'farewell',
  /** Putting affairs in order: giving things away, a will, insurance, passing on passwords or a seed phrase, someone to take the pet. */
  'affairs',
  /** Hurting oneself: cutting, burning, hitting oneself, blood, scars, punishing oneself. */
  'self-harm',
  /** Violence against another person: kill, stab, shoot, beat, make them pay, revenge, where someone lives. */
  'violence',
  /** Hopelessness: no way out, no point, a burden, better off without me, can't go on, tired of living. */
  'hopeless',
  /** Finality: won't need it any more, won't be here, no more, for the last time, never again, it ends. */
  'finality',
  /** Happening now: already took, just swallowed, standing on the edge now, bleeding, can't breathe, it's started. */
  'now',
  /**
   * Wanting and wishing: I want, I'd like, I wish, if only, would be nice, wouldn't mind, I pray,
   * tempting, I'd rather. With death or an accident it is the passive wish no single word names.
   */
  'wish',
  /** Asking for facts: how, how long, which, where, what happens if, does anyone know, tell me, is it true. */
  'question',
  /** The people closest: wife, husband, kids, mum, dad, parents, siblings, partner, best friend, family. */
  'loved-ones',
  /** People a threat is aimed at outside the family: a scammer, the boss, a broker, exchange staff, a landlord, an ex, "that guy". */
  'target',
  /** Dying without choosing it: an accident, a crash, hit by a truck, a heart attack, cancer, a stray shell, an earthquake. */
  'accident',
] as const;
export type Concept = (typeof CONCEPTS)[number];

/**
 * One language's concepts as patterns over the screen's normal form (normalise-text.ts: lower case,
 * no punctuation, Latin letters without accents, single spaces), matched after trader idioms are
 * cut. A pattern should name the ingredient however people type it, not a whole message.
 */
export interface ConceptLexicon {
  lang: ScreenLanguage;
  concepts: Readonly<Partial<Record<Concept, RegExp>>>;
}

/**
 * Latin-script words joined as alternatives and bounded as whole words; each may carry its own
 * `\w*` for endings. The concept lists of the Latin-script languages are built with it.
 */
export const wholeWords = (...parts: readonly string[]): RegExp => new RegExp(String.raw`\b(?:${parts.join('|')})\b`);
