import type { RiskCategory } from '../taxonomy';
import {
  contextFeatures,
  messageFeatures,
  signalFeatures,
  type FeatureShape,
  type SparseFeatures,
} from './risk-features';
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
  /** The weight of each rule signal (risk-features.ts, signalFeatures); 0 or absent: signals are not read. */
  signalWeight?: number;
  /** The weight of each concept signal (the same way); 0 or absent: concepts are not read. */
  conceptWeight?: number;
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

/** What the screen tells the layer beside the text (risk-screen.ts): the rules' signals and the concepts named. */
export interface LayerSignals {
  rules: readonly string[];
  concepts: readonly string[];
}
const NO_SIGNALS: LayerSignals = { rules: [], concepts: [] };

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

/** Each category's score from `features`, before its bias. */
function categoryScores(model: LoadedRiskModel, features: readonly SparseFeatures[]): Float64Array {
  const { labels, buckets } = model.file.categories;
  const mask = buckets - 1;
  const scores = new Float64Array(labels.length);
  for (let label = 0; label < labels.length; label += 1) {
    const row = model.categoryWeights.subarray(label * buckets, (label + 1) * buckets);
    for (const { indices, values } of features)
      for (let k = 0; k < indices.length; k += 1) scores[label]! += row[indices[k]! & mask]! * values[k]!;
  }
  return scores;
}

function likeliest(model: LoadedRiskModel, scores: ArrayLike<number>): RiskCategory {
  const { labels, biases } = model.file.categories;
  let best = 0;
  for (let label = 1; label < labels.length; label += 1)
    if (scores[label]! + biases[label]! > scores[best]! + biases[best]!) best = label;
  return labels[best]!;
}

export function likeliestCategory(model: LoadedRiskModel, features: readonly SparseFeatures[]): RiskCategory {
  return likeliest(model, categoryScores(model, features));
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

/** The features of the screen's signals (risk-screen.ts) as this model reads them: none for a weight of 0. */
export function layerSignalFeatures(
  model: Pick<RiskModelFile, 'shape' | 'signalWeight' | 'conceptWeight'>,
  signals: LayerSignals,
): SparseFeatures[] {
  const features: SparseFeatures[] = [];
  if ((model.signalWeight ?? 0) > 0 && signals.rules.length > 0)
    features.push(signalFeatures(signals.rules, model.shape, model.signalWeight!));
  if ((model.conceptWeight ?? 0) > 0 && signals.concepts.length > 0)
    features.push(signalFeatures(signals.concepts, model.shape, model.conceptWeight!));
  return features;
}

/** The dot product of two sparse vectors whose indices are in ascending order. */
function sparseDot(a: SparseFeatures, b: SparseFeatures): number {
  let sum = 0;
  for (let i = 0, j = 0; i < a.indices.length && j < b.indices.length;) {
    const left = a.indices[i]!;
    const right = b.indices[j]!;
    if (left === right) sum += a.values[i++]! * b.values[j++]!;
    else if (left < right) i += 1;
    else j += 1;
  }
  return sum;
}

/** One earlier turn as the reader remembers it: its features and their products with the context's weights. */
interface RememberedTurn {
  features: SparseFeatures;
  contextScore: number;
  categoryScores: Float64Array;
}

/**
 * Reads messages with one model, remembering each turn it has read (the same history comes with
 * every message of a conversation), least recently used out first.
 *
 * It gives what scoreFeatures and likeliestCategory give on conversationFeatures(...) (to rounding),
 * without building the summed context vector for every message: the context is linear in its
 * turns, so its scores are the turns' remembered scores over the length of their sum, and that
 * length needs only the turns' dot products with each other.
 */
export class RiskModelReader {
  private readonly remembered = new Map<string, RememberedTurn>();
  /** Whether the model reads the rules' signals: the screen works them out only then. */
  readonly readsSignals: boolean;
  /** Whether it reads concepts (concepts/concept.ts). */
  readonly readsConcepts: boolean;

  constructor(
    private readonly model: LoadedRiskModel,
    private readonly memory = 5_000,
  ) {
    this.readsSignals = (model.file.signalWeight ?? 0) > 0;
    this.readsConcepts = (model.file.conceptWeight ?? 0) > 0;
  }

  private turn(raw: string): RememberedTurn {
    const known = this.remembered.get(raw);
    if (known) {
      this.remembered.delete(raw);
      this.remembered.set(raw, known);
      return known;
    }
    const features = messageFeatures(raw, this.model.file.shape);
    const offset = this.model.file.shape.buckets;
    let contextScore = 0;
    for (let k = 0; k < features.indices.length; k += 1)
      contextScore += this.model.weights[features.indices[k]! + offset]! * features.values[k]!;
    // The category model folds both spaces into its own buckets, so a turn's products are the same there.
    const turn = { features, contextScore, categoryScores: categoryScores(this.model, [features]) };
    if (this.remembered.size >= this.memory) this.remembered.delete(this.remembered.keys().next().value!);
    this.remembered.set(raw, turn);
    return turn;
  }

  /** What each earlier turn counts for: the context weight over the length of the turns' sum. */
  private contextScale(earlier: readonly RememberedTurn[]): number {
    let squaredLength = 0;
    earlier.forEach((turn, t) => {
      squaredLength += sparseDot(turn.features, turn.features);
      for (let s = 0; s < t; s += 1) squaredLength += 2 * sparseDot(earlier[s]!.features, turn.features);
    });
    return squaredLength > 1e-12 ? this.model.file.contextWeight / Math.sqrt(squaredLength) : 0;
  }

  /** The model's score (log-odds) for `message` after `earlierUserTurns`, with the rules' `signals`. */
  score(message: string, earlierUserTurns: readonly string[], signals: LayerSignals = NO_SIGNALS): number {
    return this.scored(message, earlierUserTurns, signals).score;
  }

  private scored(message: string, earlierUserTurns: readonly string[], signals: LayerSignals) {
    const { file } = this.model;
    const earlier =
      file.contextTurns > 0 ? earlierUserTurns.slice(-file.contextTurns).map((turn) => this.turn(turn)) : [];
    const features = [messageFeatures(message, file.shape), ...layerSignalFeatures(file, signals)];
    const scale = this.contextScale(earlier);
    let score = scoreFeatures(this.model, features);
    for (const turn of earlier) score += scale * turn.contextScore;
    return { score, features, earlier, scale };
  }

  /** The category to add when the model flags `message` (read with the person's earlier turns and the rules' signals), else null. */
  read(message: string, earlierUserTurns: readonly string[], signals: LayerSignals = NO_SIGNALS): RiskCategory | null {
    const { score, features, earlier, scale } = this.scored(message, earlierUserTurns, signals);
    if (score < this.model.file.threshold) return null;
    const scores = categoryScores(this.model, features);
    for (const turn of earlier)
      for (let c = 0; c < scores.length; c += 1) scores[c]! += scale * turn.categoryScores[c]!;
    return likeliest(this.model, scores);
  }
}
