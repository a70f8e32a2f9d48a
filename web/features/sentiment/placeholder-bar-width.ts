/**
 * A random-looking but fixed bar width (35-90 %) per token, so the decorative placeholder bars
 * differ from each other yet never jump between renders or screenshots.
 */
export function placeholderBarWidth(symbol: string): number {
  let hash = 2166136261;
  for (const char of symbol) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 16777619);
  }
  return 35 + ((hash >>> 0) % 56);
}
