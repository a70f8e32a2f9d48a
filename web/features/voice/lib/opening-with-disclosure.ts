import { AI_DISCLOSURE_TEXT } from '@common/ai-disclosure';
import type { ScriptLine } from '../scripts/voice-script';

/**
 * A session's opening with Thera's AI disclosure as its second line, right after her hello:
 * every voice session starts by saying she is an AI (docs/ai-disclosure.md), on either engine.
 */
export function openingWithDisclosure(opening: readonly ScriptLine[]): ScriptLine[] {
  const disclosure: ScriptLine = { text: AI_DISCLOSURE_TEXT, pauseAfterMs: 600 };
  const [hello, ...rest] = opening;
  return hello ? [hello, disclosure, ...rest] : [disclosure];
}
