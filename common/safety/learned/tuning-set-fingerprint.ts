import type { LabelledMessage } from '../evaluation/labelled-message';

/**
 * A fingerprint of a labelled set (texts, labels and histories, in order), recorded in the
 * committed weights so a test can tell when the tuning set changed and the model was not
 * retrained. Two 32-bit FNV-1a hashes with different seeds: not for security, only to notice an
 * edit; written here because the common code has no Node crypto.
 */
export function tuningSetFingerprint(set: readonly LabelledMessage[]): string {
  const canonical = JSON.stringify(
    set.map((message) => [
      message.text,
      message.lang,
      message.level,
      message.category,
      (message.history ?? []).map((turn) => [turn.role, turn.content]),
    ]),
  );
  let first = 0x811c9dc5;
  let second = 0x050c5d1f;
  for (let i = 0; i < canonical.length; i += 1) {
    const code = canonical.charCodeAt(i);
    first = Math.imul(first ^ code, 0x01000193) >>> 0;
    second = Math.imul(second ^ code, 0x01000193) >>> 0;
  }
  return `${set.length}-${first.toString(16).padStart(8, '0')}${second.toString(16).padStart(8, '0')}`;
}
