import { HELD_OUT_SET_9A } from './held-out-set-9a';
import { HELD_OUT_SET_9B } from './held-out-set-9b';
import type { LabelledMessage } from './labelled-message';

/**
 * The ninth held-out set: two blind writers' parts (9a: English and the European languages; 9b:
 * Turkish and the Asian languages), written on 2026-11-27 before tuning round 8 and never tuned
 * on. Their headers say what each writer opened and which voices they wrote in.
 */
export const HELD_OUT_SET_9: readonly LabelledMessage[] = [...HELD_OUT_SET_9A, ...HELD_OUT_SET_9B];
