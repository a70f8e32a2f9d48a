import { HELD_OUT_SET_8A } from './held-out-set-8a';
import { HELD_OUT_SET_8B } from './held-out-set-8b';
import type { LabelledMessage } from './labelled-message';

/**
 * The eighth held-out set: two blind writers' parts (8a: English and the European languages; 8b:
 * Turkish and the Asian languages), written on 2026-11-27 before tuning round 7 and never tuned
 * on. Their headers say what each writer opened and which voices they wrote in.
 */
export const HELD_OUT_SET_8: readonly LabelledMessage[] = [...HELD_OUT_SET_8A, ...HELD_OUT_SET_8B];
