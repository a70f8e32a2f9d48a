import type { MoodTag } from '../mood-options';

/** The states the first question offers; the pull states are the ones that mark a trade on tilt. */
export const TRADE_FEELINGS = [
  'calm',
  'fomo',
  'revenge',
  'euphoria',
  'fear',
  'greed',
] as const satisfies readonly MoodTag[];
export type TradeFeeling = (typeof TRADE_FEELINGS)[number];

const PULL_FEELINGS: ReadonlySet<TradeFeeling> = new Set(['fomo', 'revenge', 'euphoria', 'greed']);

export type Answer = 'yes' | 'unsure' | 'no';

export interface TiltAnswers {
  feelings: TradeFeeling[];
  inPlan: Answer;
  afterSleep: Answer;
}

export interface TiltReading {
  tilt: boolean;
  /** Why, in plain words, for the result screen; empty when there is no tilt. */
  reasons: string[];
}

const FEELING_LABELS: Record<TradeFeeling, string> = {
  calm: 'Calm',
  fomo: 'FOMO',
  revenge: 'Revenge',
  euphoria: 'Euphoria',
  fear: 'Fear',
  greed: 'Greed',
};

export const feelingLabel = (feeling: TradeFeeling) => FEELING_LABELS[feeling];

/**
 * Reads the three answers. Any one sign is enough to offer a pause: a pull feeling (FOMO,
 * revenge, euphoria, greed), a trade outside the plan, or one that would not survive a night's
 * sleep. "Not sure" about the plan or the night counts too, since the question is whether this
 * decision is fully the person's own. The reading only offers; it never blocks.
 */
export function readTilt({ feelings, inPlan, afterSleep }: TiltAnswers): TiltReading {
  const reasons: string[] = [];
  const pulls = feelings.filter((feeling) => PULL_FEELINGS.has(feeling)).map(feelingLabel);
  if (pulls.length > 0) reasons.push(`you named ${pulls.join(' and ')}`);
  if (inPlan !== 'yes')
    reasons.push(inPlan === 'no' ? 'this trade is outside your plan' : 'you are not sure it is in your plan');
  if (afterSleep !== 'yes')
    reasons.push(
      afterSleep === 'no'
        ? "you would not take it after a night's sleep"
        : "you are not sure about it after a night's sleep",
    );
  return { tilt: reasons.length > 0, reasons };
}
