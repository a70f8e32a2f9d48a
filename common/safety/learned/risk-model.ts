import type { RiskCategory } from '../taxonomy';
import { contextFeatures, messageFeatures, type FeatureShape, type SparseFeatures } from './risk-features';
import { decodeWeights, type QuantisedWeights } from './quantised-weights';

/**
 * A small learned second reader beside the rules (docs/decisions/0025-learned-risk-layer.md):
 * logistic regression over hashed n-grams of the message and of the person's recent turns, trained
 * by scripts/train-risk-model.ts on the tuning set only. It can only raise a level: the screen
 * asks it only when the rules found no risk, and a hit means crisis, never emergency.
 */
export interface RiskModelFile {
  /** tuningSetFingerprint() of the set it was trained on: a test fails when the set changed since. */
  tuningSetFingerprint: string;
  trainedOn: number;
  shape: FeatureShape;
  /** How many of the person's earlier turns are read as context, and their weight beside the message's. */
  contextTurns: number;
  contextWeight: number;
  /** Logistic regression, crisis or emergency against none or concern: 2 * buckets weights (message, context). */
  bias: number;
  weights: QuantisedWeights;
  /** The score (log-odds) at or above which the model flags; chosen by cross-validation. */
  threshold: number;
  /** Which category a model-only hit gets: one softmax over `labels`, on features folded into `buckets`. */
  categories: {
    labels: RiskCategory[];
    buckets: number;
    biases: number[];
    weights: QuantisedWeights;
  };
}

export interface LoadedRiskModel {
  file: RiskModelFile;
  weights: Float32Array;
  categoryWeights: Float32Array;
}

export function loadRiskModel(file: RiskModelFile): LoadedRiskModel {
  return {
    file,
    weights: decodeWeights(file.weights, 2 * file.shape.buckets),
    categoryWeights: decodeWeights(file.categories.weights, file.categories.labels.length * file.categories.buckets),
  };
}

/** The log-odds the model gives: higher means more like a message that needs the crisis reply. */
export function scoreFeatures(model: LoadedRiskModel, features: readonly SparseFeatures[]): number {
  let score = model.file.bias;
  for (const { indices, values } of features)
    for (let k = 0; k < indices.length; k += 1) score += model.weights[indices[k]!]! * values[k]!;
  return score;
}

export function likeliestCategory(model: LoadedRiskModel, features: readonly SparseFeatures[]): RiskCategory {
  const { labels, buckets, biases } = model.file.categories;
  const mask = buckets - 1;
  let best = 0;
  let bestScore = -Infinity;
  labels.forEach((_, label) => {
    let score = biases[label]!;
    const row = model.categoryWeights.subarray(label * buckets, (label + 1) * buckets);
    for (const { indices, values } of features)
      for (let k = 0; k < indices.length; k += 1) score += row[indices[k]! & mask]! * values[k]!;
    if (score > bestScore) {
      bestScore = score;
      best = label;
    }
  });
  return labels[best]!;
}

/** Both feature spaces of a message in its conversation, given each earlier turn's own features. */
export function conversationFeatures(
  model: Pick<RiskModelFile, 'shape' | 'contextTurns' | 'contextWeight'>,
  message: SparseFeatures,
  earlierTurns: readonly SparseFeatures[],
): SparseFeatures[] {
  const recent = earlierTurns.slice(-model.contextTurns);
  if (recent.length === 0 || model.contextTurns === 0) return [message];
  return [message, contextFeatures(recent, model.shape, model.contextWeight)];
}

/**
 * Reads messages with one model, remembering the features of each turn it has read (the same
 * history comes with every message of a conversation), least recently used out first.
 */
export class RiskModelReader {
  private readonly remembered = new Map<string, SparseFeatures>();

  constructor(
    private readonly model: LoadedRiskModel,
    private readonly memory = 5_000,
  ) {}

  private featuresOf(raw: string): SparseFeatures {
    const known = this.remembered.get(raw);
    if (known) {
      this.remembered.delete(raw);
      this.remembered.set(raw, known);
      return known;
    }
    const features = messageFeatures(raw, this.model.file.shape);
    if (this.remembered.size >= this.memory) this.remembered.delete(this.remembered.keys().next().value!);
    this.remembered.set(raw, features);
    return features;
  }

  /** The category to add when the model flags `message` (read with the person's earlier turns), else null. */
  read(message: string, earlierUserTurns: readonly string[]): RiskCategory | null {
    const { file } = this.model;
    const earlier = earlierUserTurns.slice(-file.contextTurns).map((turn) => this.featuresOf(turn));
    const features = conversationFeatures(file, messageFeatures(message, file.shape), earlier);
    if (scoreFeatures(this.model, features) < file.threshold) return null;
    return likeliestCategory(this.model, features);
  }
}
