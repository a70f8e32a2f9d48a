/**
 * The risk screen's vocabulary: levels, categories and the languages it reads. The categories
 * follow the Columbia Suicide Severity Rating Scale's ladder (wish to be dead, ideation, method,
 * intent, plan, preparation), plus self-harm, acts under way and harm to others; see
 * docs/safety/risk-taxonomy.md for what each means and examples.
 */
export const RISK_LEVELS = ['none', 'concern', 'crisis', 'emergency'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const RISK_CATEGORIES = [
  /** Wishing to be dead, not to wake up, to disappear, without a plan ("wish I didn't wake up"). */
  'passive-wish',
  /** Thinking about or wanting to kill oneself ("I want to kill myself", "kms"). */
  'active-ideation',
  /** Means and methods, including research questions ("how many pills is lethal"). */
  'method',
  /** Stated intent to act ("I'm going to do it", "I've decided"). */
  'intent',
  /** A time, place or trigger ("tonight", "if BTC breaks 50k", "at the bridge"). */
  'plan',
  /** Preparations and farewells (a note, giving things away, goodbyes, a will). */
  'preparation',
  /** Hurting oneself without intent to die (cutting, burning, hitting oneself). */
  'self-harm',
  /** An act already taken or under way, or imminent danger ("I took the whole bottle"). */
  'in-progress',
  /** Threats or intent to hurt another person. */
  'harm-to-others',
  /** Hopelessness and distress without risk signals: the "concern" level. */
  'distress',
] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

/** English plus the languages of the countries where most crypto traders live. */
export const SCREEN_LANGUAGES = [
  'en',
  'es',
  'pt',
  'fr',
  'de',
  'it',
  'ru',
  'uk',
  'tr',
  'zh',
  'ja',
  'ko',
  'vi',
  'id',
  'hi',
] as const;
export type ScreenLanguage = (typeof SCREEN_LANGUAGES)[number];

export function levelRank(level: RiskLevel): number {
  return RISK_LEVELS.indexOf(level);
}

export function higherLevel(a: RiskLevel, b: RiskLevel): RiskLevel {
  return levelRank(a) >= levelRank(b) ? a : b;
}

/** crisis and emergency carry the crisis reply; none and concern go the normal path. */
export function needsCrisisReply(level: RiskLevel): boolean {
  return level === 'crisis' || level === 'emergency';
}
