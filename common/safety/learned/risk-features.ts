import { normaliseText } from '../normalise-text';

/**
 * The learned layer's features: hashed character n-grams and words of the screen's normal form
 * (normalise-text.ts), so "k1ll", "diiiie" and "muốn chết" reach the model as they reach the
 * rules. Character n-grams carry over to spellings, inflections and scripts without spaces
 * (Chinese, Japanese) that no word list names; word unigrams and bigrams add word order.
 * Everything is hashed into a fixed number of buckets (the hashing trick), so the weights are
 * one flat array and an unseen word costs nothing to store.
 */
export interface FeatureShape {
  /** Buckets of the hashed space: a power of two. */
  buckets: number;
  /** Character n-grams from 2 up to this many characters. */
  maxNgram: number;
}

/** A sparse feature vector: bucket indices and their values (L2-normalised to 1). */
export interface SparseFeatures {
  indices: Int32Array;
  values: Float32Array;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Separate namespaces keep "ab" the bigram of letters apart from "ab" the word. */
const CHAR_SEED = 0x9e3779b1;
const WORD_SEED = 0x85ebca77;
const BIGRAM_SEED = 0xc2b2ae3d;
const SIGNAL_SEED = 0x27d4eb2f;
const MIN_NGRAM = 2;

function fnvStep(hash: number, code: number): number {
  return Math.imul(hash ^ code, FNV_PRIME) >>> 0;
}

/** A final mix so that buckets taken from the low bits spread evenly. */
function mix(hash: number): number {
  let h = hash >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

function hashWord(word: string, seed: number): number {
  let hash = (FNV_OFFSET ^ seed) >>> 0;
  for (let i = 0; i < word.length; i += 1) hash = fnvStep(hash, word.charCodeAt(i));
  return hash;
}

/**
 * Adds every feature of one normalised text to `counts` (bucket -> signed count). A sign taken
 * from the hash makes two features that share a bucket cancel out on average instead of adding.
 */
function countFeatures(text: string, shape: FeatureShape, counts: Counts): void {
  const mask = shape.buckets - 1;
  const add = (hash: number) => {
    const mixed = mix(hash);
    const bucket = mixed & mask;
    if (counts.byBucket[bucket] === 0) counts.touched.push(bucket);
    counts.byBucket[bucket]! += mixed & 0x80000000 ? -1 : 1;
  };
  const padded = ` ${text} `;
  for (let start = 0; start + MIN_NGRAM <= padded.length; start += 1) {
    let hash = (FNV_OFFSET ^ CHAR_SEED) >>> 0;
    for (let length = 1; length <= shape.maxNgram && start + length <= padded.length; length += 1) {
      hash = fnvStep(hash, padded.charCodeAt(start + length - 1));
      if (length >= MIN_NGRAM) add(hash ^ length);
    }
  }
  const words = text.split(' ').filter(Boolean);
  let previous: number | null = null;
  for (const word of words) {
    const hash = hashWord(word, WORD_SEED);
    add(hash);
    if (previous !== null) add(fnvStep(fnvStep(previous ^ BIGRAM_SEED, hash & 0xffff), hash >>> 16));
    previous = hash;
  }
}

/**
 * Signed counts by bucket, in one array reused for every message (a Map per message cost more
 * than the rest of the model), with the buckets touched so only those are read and reset.
 */
interface Counts {
  byBucket: Int32Array;
  touched: number[];
}
const countsBySize = new Map<number, Counts>();

/** Counts become log-scaled values with unit length: a long message does not outweigh a short one. */
function toSparse(counts: Counts): SparseFeatures {
  const buckets = Int32Array.from(counts.touched).sort();
  counts.touched.length = 0;
  let kept = 0;
  const raw = new Float64Array(buckets.length);
  let norm = 0;
  for (const bucket of buckets) {
    const count = counts.byBucket[bucket]!;
    counts.byBucket[bucket] = 0;
    if (count === 0) continue;
    const value = Math.sign(count) * Math.log1p(Math.abs(count));
    buckets[kept] = bucket;
    raw[kept] = value;
    kept += 1;
    norm += value * value;
  }
  const factor = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  const values = new Float32Array(kept);
  for (let k = 0; k < kept; k += 1) values[k] = Math.fround(raw[k]!) * factor;
  return { indices: buckets.slice(0, kept), values };
}

/** The features of one message, in buckets [0, shape.buckets). */
export function messageFeatures(raw: string, shape: FeatureShape): SparseFeatures {
  let counts = countsBySize.get(shape.buckets);
  if (!counts) countsBySize.set(shape.buckets, (counts = { byBucket: new Int32Array(shape.buckets), touched: [] }));
  countFeatures(normaliseText(raw), shape, counts);
  return toSparse(counts);
}

/**
 * The features of the person's recent turns, together, in their own buckets
 * [shape.buckets, 2 * shape.buckets): a word in the context means something other than the same
 * word in the message ("tonight" alone is nothing; after "I want to die" it is a plan).
 */
export function contextFeatures(turns: readonly SparseFeatures[], shape: FeatureShape, weight: number): SparseFeatures {
  const summed = new Map<number, number>();
  for (const turn of turns)
    for (let k = 0; k < turn.indices.length; k += 1)
      summed.set(turn.indices[k]!, (summed.get(turn.indices[k]!) ?? 0) + turn.values[k]!);
  const entries = [...summed].filter(([, value]) => value !== 0).sort(([a], [b]) => a - b);
  let norm = 0;
  for (const [, value] of entries) norm += value * value;
  const factor = norm > 0 ? weight / Math.sqrt(norm) : 0;
  return {
    indices: Int32Array.from(entries, ([bucket]) => bucket + shape.buckets),
    values: Float32Array.from(entries, ([, value]) => value * factor),
  };
}

/**
 * The rules' signals (risk-screen.ts, ruleSignals) as features in the message's buckets, each worth
 * `weight` (signed by its hash, as every feature is), beside the message's unit-length n-grams.
 */
export function signalFeatures(signals: readonly string[], shape: FeatureShape, weight: number): SparseFeatures {
  const byBucket = new Map<number, number>();
  for (const signal of new Set(signals)) {
    const mixed = mix(hashWord(signal, SIGNAL_SEED));
    const bucket = mixed & (shape.buckets - 1);
    byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + (mixed & 0x80000000 ? -weight : weight));
  }
  const entries = [...byBucket].sort(([a], [b]) => a - b);
  return {
    indices: Int32Array.from(entries, ([bucket]) => bucket),
    values: Float32Array.from(entries, ([, value]) => value),
  };
}
