import { squeeze } from './normalise-text';

/**
 * Corrects misspelled tokens toward a lexicon's key words, so "sucide", "kil myslef" and
 * "ovredose" read as "suicide", "kill myself" and "overdose". Deliberately narrow, because
 * one edit turns many real words into others ("kills" -> "pills", "doing" -> "going"): any
 * anchor matches a token that is the same word stretched or shrunk ("kiill", "kil", "blod")
 * or with two neighbouring letters swapped ("myslef", "wnat"); only anchors of seven letters
 * or more also match within one edit ("tonigt"), and of ten or more within two; real words
 * listed in `keep` never change.
 */
export interface TypoCorrector {
  correct(text: string): string;
}

const MAX_CACHED_TOKENS = 20_000;

export function createTypoCorrector(anchors: readonly string[], keep: readonly string[] = []): TypoCorrector {
  const exact = new Set(anchors);
  const kept = new Set(keep);
  const bySqueezed = new Map<string, string>();
  for (const anchor of anchors) if (!bySqueezed.has(squeeze(anchor))) bySqueezed.set(squeeze(anchor), anchor);
  const cache = new Map<string, string>();
  const candidatesOf = anchors.length > INDEX_FROM ? anchorIndex(anchors) : () => anchors;

  function correctToken(token: string): string {
    if (token.length < 3 || exact.has(token) || kept.has(token) || /\d/.test(token)) return token;
    const cached = cache.get(token);
    if (cached !== undefined) return cached;
    let best = bySqueezed.get(squeeze(token)) ?? token;
    if (best === token && token.length >= 4) {
      let bestDistance = Infinity;
      for (const anchor of candidatesOf(token)) {
        if (anchor.length >= 4 && isOneSwap(token, anchor)) {
          best = anchor;
          break;
        }
        if (anchor.length < 7) continue;
        const allowed = anchor.length >= 10 ? 2 : 1;
        if (Math.abs(anchor.length - token.length) > allowed) continue;
        const distance = editDistance(token, anchor, allowed);
        if (distance <= allowed && distance < bestDistance) {
          bestDistance = distance;
          best = anchor;
        }
      }
    }
    if (cache.size >= MAX_CACHED_TOKENS) cache.clear();
    cache.set(token, best);
    return best;
  }

  return {
    correct: (text) => (anchors.length === 0 ? text : text.split(' ').map(correctToken).join(' ')),
  };
}

/** From this many anchors on, a token is compared only with the anchors an index offers. */
const INDEX_FROM = 40;

/**
 * For a long list of anchors: the anchors (in their order) a token could be corrected to, found
 * without trying every one: those that are the token with two neighbouring letters swapped, and
 * those both reach with as many deletions as edits are allowed (every edit, a swap included,
 * costs at most one deletion on each side). Any other anchor would leave the token as it is, so
 * the correction is the same as trying every anchor.
 */
function anchorIndex(anchors: readonly string[]): (token: string) => readonly string[] {
  const bySwap = new Map<string, number[]>();
  const byDeletions = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, index: number) => {
    const list = map.get(key);
    if (!list) map.set(key, [index]);
    else if (list.at(-1) !== index) list.push(index);
  };
  /** Deletions needed for a token of each length (0: no anchor within reach of edits). */
  const depthFor: number[] = [];
  anchors.forEach((anchor, index) => {
    if (anchor.length >= 4) add(bySwap, anchor, index);
    if (anchor.length < 7) return;
    const allowed = anchor.length >= 10 ? 2 : 1;
    for (const variant of deletions(anchor, allowed)) add(byDeletions, variant, index);
    for (let length = anchor.length - allowed; length <= anchor.length + allowed; length += 1)
      depthFor[length] = Math.max(depthFor[length] ?? 0, allowed);
  });
  return (token) => {
    const found = new Set<number>();
    for (let i = 0; i + 1 < token.length; i += 1) {
      if (token[i] === token[i + 1]) continue;
      for (const index of bySwap.get(token.slice(0, i) + token[i + 1] + token[i] + token.slice(i + 2)) ?? [])
        found.add(index);
    }
    const depth = depthFor[token.length] ?? 0;
    if (depth > 0)
      for (const variant of deletions(token, depth))
        for (const index of byDeletions.get(variant) ?? []) found.add(index);
    return [...found].sort((a, b) => a - b).map((index) => anchors[index]!);
  };
}

/** `word` and every string it gives with up to `depth` letters deleted. */
function deletions(word: string, depth: number): Set<string> {
  const out = new Set([word]);
  let layer = [word];
  for (let level = 0; level < depth; level += 1) {
    const next: string[] = [];
    for (const text of layer) {
      for (let i = 0; i < text.length; i += 1) {
        const shorter = text.slice(0, i) + text.slice(i + 1);
        if (!out.has(shorter)) {
          out.add(shorter);
          next.push(shorter);
        }
      }
    }
    layer = next;
  }
  return out;
}

/** True when swapping two neighbouring letters of `a` gives `b`. */
function isOneSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return i < a.length - 1 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

let rows: Int32Array[] = [new Int32Array(16), new Int32Array(16), new Int32Array(16)];

/**
 * Optimal string alignment distance (Levenshtein plus swaps of neighbours), giving up early
 * once every path exceeds `limit`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  // Three rows, reused from call to call: a new token is compared with many anchors.
  if (rows[0]!.length < b.length + 1) rows = [0, 1, 2].map(() => new Int32Array(b.length + 1));
  let [beforePrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return rowMin;
    const free = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = free;
  }
  return previous[b.length]!;
}
