import type { CrisisScreenResult } from './crisis-screen';

/**
 * Thera's fixed reply when the safety screen finds crisis language. Written by people, never
 * generated: the message that triggered it does not reach any model.
 */
const OPENING_FOR_SELF =
  "I'm really glad you told me, and I'm so sorry you're carrying this much pain right now. You matter far more than any trade, any loss or any number on a screen.";

const OPENING_FOR_OTHERS =
  "I can hear how much anger and pain you're holding right now, and I'm glad you said it here instead of acting on it. Feelings this strong deserve real support, right now.";

const RESOURCES = [
  '- Call or text 988 (Suicide & Crisis Lifeline, US), or chat at 988lifeline.org',
  '- Text HOME to 741741 (Crisis Text Line)',
  '- If anyone is in immediate danger, call 911 in the US or your local emergency services',
  '- Outside the US, findahelpline.com lists free, confidential helplines in your country',
];

const GAMBLING_LINE =
  '- If money losses are driving this, the National Problem Gambling Helpline is there 24/7: call or text 1-800-522-4700';

const CLOSING =
  "I'm an AI, not a counsellor, so please reach out to one of them or to someone you trust now, and stay near other people if you can. I'm still here to keep talking with you.";

export function buildCrisisReply(result: Pick<CrisisScreenResult, 'category' | 'moneyLoss'>): string {
  const opening = result.category === 'harm-to-others' ? OPENING_FOR_OTHERS : OPENING_FOR_SELF;
  const lines = result.moneyLoss ? [...RESOURCES, GAMBLING_LINE] : RESOURCES;
  return `${opening}\n\nPlease talk to someone who can help you through this right now:\n${lines.join('\n')}\n\n${CLOSING}`;
}
