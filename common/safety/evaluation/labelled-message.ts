import type { RiskCategory, RiskLevel, ScreenLanguage } from '../taxonomy';

/**
 * One message of a labelled evaluation set. `level` is what a caring human reader would say:
 * `crisis` or `emergency` must get crisis resources, `none` and `concern` must not.
 */
export interface LabelledMessage {
  text: string;
  lang: ScreenLanguage;
  level: RiskLevel;
  /**
   * The main taxonomy category for crisis, emergency and concern messages; for `none`,
   * `trader-idiom` (death or violence words used about markets) or `ordinary`.
   */
  category: RiskCategory | 'trader-idiom' | 'ordinary';
  /** Earlier turns of the same conversation, oldest first, when the message needs them. */
  history?: readonly { role: 'user' | 'assistant'; content: string }[];
}
