/**
 * The check-in's vocabulary, one home for it: the words for each mood, the tags and the tokens.
 * Tags and tokens match the mood_checkins table's checks (supabase/migrations/20250701000100_mood_checkins.sql).
 */
export const MOOD_LEVELS = [
  { value: 1, word: 'Very low' },
  { value: 2, word: 'Low' },
  { value: 3, word: 'Okay' },
  { value: 4, word: 'Good' },
  { value: 5, word: 'Great' },
] as const;

export type MoodValue = (typeof MOOD_LEVELS)[number]['value'];

export const MOOD_TAGS = [
  { value: 'calm', label: 'Calm' },
  { value: 'fear', label: 'Fear' },
  { value: 'greed', label: 'Greed' },
  { value: 'fomo', label: 'FOMO' },
  { value: 'revenge', label: 'Revenge' },
  { value: 'euphoria', label: 'Euphoria' },
  { value: 'tired', label: 'Tired' },
] as const;

export type MoodTag = (typeof MOOD_TAGS)[number]['value'];

export const MOOD_TOKENS = ['BTC', 'ETH', 'ADA', 'SOL'] as const;

export type MoodToken = (typeof MOOD_TOKENS)[number];

export const CHECKIN_CONTEXTS = ['daily', 'before_session', 'after_session', 'pre_trade'] as const;

export type CheckinContext = (typeof CHECKIN_CONTEXTS)[number];

export const NOTE_MAX_LENGTH = 500;

/** The word for a mood, or for an average rounded to the nearest mood. */
export function moodWord(mood: number): string {
  const nearest = Math.min(5, Math.max(1, Math.round(mood)));
  return MOOD_LEVELS.find((level) => level.value === nearest)?.word ?? '';
}
