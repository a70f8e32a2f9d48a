import { THERA_IS_NOT } from './thera-persona';

/**
 * The AI disclosure (docs/ai-disclosure.md): Thera says plainly that she is an AI, not a person
 * or a therapist, at the start of every chat and voice session and again once three hours of
 * one conversation have passed since she last said it.
 */
export const AI_DISCLOSURE_TEXT = `Just so you know: I'm an AI, ${THERA_IS_NOT}.`;

/** How long one conversation may go on before Thera says it again. */
export const DISCLOSURE_INTERVAL_MS = 3 * 60 * 60 * 1000;

/**
 * Whether chat-with-ai must send the disclosure with this reply. `sinceDisclosureMs` is how long
 * ago the app last showed it in this conversation, by the app's own clock (so a device whose
 * clock is wrong still measures three hours right); absent means never.
 */
export function disclosureDue(sinceDisclosureMs: number | undefined): boolean {
  return sinceDisclosureMs === undefined || sinceDisclosureMs >= DISCLOSURE_INTERVAL_MS;
}
