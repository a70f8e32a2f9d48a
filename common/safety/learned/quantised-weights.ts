/**
 * Weights are stored as signed bytes in base64 with one scale per array: a quarter of the size of
 * 32-bit floats, which matters because the browser loads the screen for voice calls. Written here
 * by hand because the common code has no `atob` or `Buffer` (tsconfig.common.json: no DOM, no Node).
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export interface QuantisedWeights {
  /** Multiply a stored byte by this to get the weight. */
  scale: number;
  /** Signed bytes, base64. */
  data: string;
}

export function encodeWeights(weights: ArrayLike<number>): QuantisedWeights {
  let largest = 0;
  for (let i = 0; i < weights.length; i += 1) largest = Math.max(largest, Math.abs(weights[i]!));
  const scale = largest > 0 ? largest / 127 : 1;
  const bytes = new Uint8Array(weights.length);
  for (let i = 0; i < weights.length; i += 1) bytes[i] = Math.round(weights[i]! / scale) & 0xff;
  let data = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < 4; k += 1) data += k < chars ? ALPHABET[(chunk >>> (18 - 6 * k)) & 63] : '=';
  }
  return { scale, data };
}

export function decodeWeights({ scale, data }: QuantisedWeights, length: number): Float32Array {
  const lookup = new Uint8Array(128);
  for (let i = 0; i < ALPHABET.length; i += 1) lookup[ALPHABET.charCodeAt(i)] = i;
  const weights = new Float32Array(length);
  let byte = 0;
  for (let i = 0; i < data.length && byte < length; i += 4) {
    const chunk =
      (lookup[data.charCodeAt(i)]! << 18) |
      (lookup[data.charCodeAt(i + 1)]! << 12) |
      (lookup[data.charCodeAt(i + 2)]! << 6) |
      lookup[data.charCodeAt(i + 3)]!;
    for (let k = 0; k < 3 && byte < length; k += 1, byte += 1) {
      const unsigned = (chunk >>> (16 - 8 * k)) & 0xff;
      weights[byte] = (unsigned > 127 ? unsigned - 256 : unsigned) * scale;
    }
  }
  return weights;
}
