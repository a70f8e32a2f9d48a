import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TUNING_SET } from '../evaluation/tuning-set';
import { learnedLayerSignals, screenConversation, setLearnedLayer } from '../risk-screen';
import { levelRank, needsCrisisReply } from '../taxonomy';
import { decodeWeights, encodeWeights } from './quantised-weights';
import { contextFeatures, messageFeatures, signalFeatures } from './risk-features';
import {
  conversationFeatures,
  layerSignalFeatures,
  likeliestCategory,
  loadRiskModel,
  RiskModelReader,
  scoreFeatures,
} from './risk-model';
import { RISK_MODEL } from './risk-model-weights';
import { tuningSetFingerprint } from './tuning-set-fingerprint';

const SHAPE = { buckets: 1 << 12, maxNgram: 4 };
/** Screening the whole tuning set twice takes a while on a busy machine. */
const SLOW = 300_000;

function asMap({ indices, values }: { indices: Int32Array; values: Float32Array }) {
  return new Map([...indices].map((index, k) => [index, values[k]!]));
}

describe('the learned layer of the risk screen', () => {
  it('was trained on the tuning set as it is now (else run: npx tsx scripts/train-risk-model.ts)', () => {
    expect(RISK_MODEL.tuningSetFingerprint).toBe(tuningSetFingerprint(TUNING_SET));
    expect(RISK_MODEL.trainedOn).toBe(TUNING_SET.length);
  });

  it('notices a changed label in the tuning set', () => {
    const changed = TUNING_SET.map((message, i) => (i === 7 ? { ...message, level: 'none' as const } : message));
    expect(tuningSetFingerprint(changed)).not.toBe(tuningSetFingerprint(TUNING_SET));
  });

  it('keeps its weights file small enough for the browser to load for voice calls', () => {
    expect(statSync(new URL('./risk-model-weights.ts', import.meta.url)).size).toBeLessThan(250_000);
  });

  it('stores weights as bytes that come back within half a step, signs kept', () => {
    const weights = [0.5, -1.27, 0, 0.013, -0.0049, 1.27, -0.7];
    const { scale, data } = encodeWeights(weights);
    const decoded = decodeWeights({ scale, data }, weights.length);
    weights.forEach((weight, i) => expect(Math.abs(decoded[i]! - weight)).toBeLessThanOrEqual(scale / 2 + 1e-9));
    expect(Math.sign(decoded[1]!)).toBe(-1);
  });

  it('reads text in the screen normal form, so leetspeak and case do not change what the model sees', () => {
    expect(asMap(messageFeatures('I want to K1LL myself', SHAPE))).toEqual(
      asMap(messageFeatures('i want to kill myself', SHAPE)),
    );
    expect(asMap(messageFeatures('i want to kill myself', SHAPE))).not.toEqual(
      asMap(messageFeatures('i want to sell my bags', SHAPE)),
    );
  });

  it('gives every message unit length, and keeps context in its own buckets at its own weight', () => {
    const message = messageFeatures('I cannot do this anymore, the loan is gone', SHAPE);
    const length = Math.hypot(...message.values);
    expect(length).toBeCloseTo(1, 5);
    const context = contextFeatures([message, messageFeatures('tonight', SHAPE)], SHAPE, 0.5);
    expect(Math.hypot(...context.values)).toBeCloseTo(0.5, 5);
    expect(Math.min(...context.indices)).toBeGreaterThanOrEqual(SHAPE.buckets);
    expect(Math.max(...message.indices)).toBeLessThan(SHAPE.buckets);
  });

  it('gives each signal one feature of its own weight, in the message buckets, however often it is named', () => {
    const once = signalFeatures(['concept:medication', 'distress'], SHAPE, 0.5);
    expect(asMap(signalFeatures(['distress', 'concept:medication', 'distress'], SHAPE, 0.5))).toEqual(asMap(once));
    expect(once.values.map(Math.abs)).toEqual(Float32Array.from([0.5, 0.5]));
    expect(Math.max(...once.indices)).toBeLessThan(SHAPE.buckets);
  });

  it('names the same concepts for the same words in different languages, so what is learned in one holds in another', () => {
    const concepts = (text: string) => learnedLayerSignals(text).concepts;
    const english = concepts('how many sleeping pills would be enough');
    expect(english).toContain('concepts:medication+quantity');
    expect(concepts('cuantas pastillas para dormir serian suficientes')).toContain('concepts:medication+quantity');
    expect(concepts('wie viele schlaftabletten wären genug')).toContain('concepts:medication+quantity');
    expect(concepts('what a nice day for a walk')).toEqual([]);
  });

  it('reads a conversation as the trainer scored it, with earlier turns remembered instead of summed again', () => {
    const model = loadRiskModel(RISK_MODEL);
    const reader = new RiskModelReader(model);
    const features = (text: string) => messageFeatures(text, RISK_MODEL.shape);
    let hits = 0;
    TUNING_SET.filter((_, i) => i % 10 === 0).forEach((message, i) => {
      const own = (message.history ?? []).filter((turn) => turn.role === 'user').map((turn) => turn.content);
      const others = [3, 5, 7, 11].map((step) => TUNING_SET[(i * step) % TUNING_SET.length]!.text);
      for (const earlier of [own, others]) {
        const history = earlier.map((content) => ({ role: 'user' as const, content }));
        const signals = learnedLayerSignals(message.text, history);
        const reference = [
          ...conversationFeatures(RISK_MODEL, features(message.text), earlier.slice(-3).map(features)),
          ...layerSignalFeatures(RISK_MODEL, signals),
        ];
        expect(reader.score(message.text, earlier, signals)).toBeCloseTo(scoreFeatures(model, reference), 5);
        const category = reader.read(message.text, earlier, signals);
        if (category) {
          hits += 1;
          expect(category).toBe(likeliestCategory(model, reference));
        }
      }
    });
    expect(hits).toBeGreaterThan(0);
  });

  it('names a risk category for a hit, never distress and never an act under way', () => {
    const reader = new RiskModelReader(loadRiskModel(RISK_MODEL));
    const hits = TUNING_SET.slice(0, 400)
      .map((message) => reader.read(message.text, []))
      .filter((category) => category !== null);
    expect(hits.length).toBeGreaterThan(0);
    for (const category of hits) expect(['distress', 'in-progress']).not.toContain(category);
  });

  it(
    'only ever raises the rules level, to crisis at most, and raises tuning-set recall within the false-alarm target',
    () => {
      const levels = (on: boolean) => {
        setLearnedLayer(on);
        try {
          return TUNING_SET.map((message) => screenConversation(message.text, message.history ?? []).level);
        } finally {
          setLearnedLayer(true);
        }
      };
      const rules = levels(false);
      const withModel = levels(true);
      let raised = 0;
      withModel.forEach((level, i) => {
        expect(levelRank(level)).toBeGreaterThanOrEqual(levelRank(rules[i]!));
        if (level !== rules[i]) {
          expect(level).toBe('crisis');
          raised += 1;
        }
      });
      expect(raised).toBeGreaterThan(0);
      const falseAlarms = withModel.filter(
        (level, i) => needsCrisisReply(level) && !needsCrisisReply(TUNING_SET[i]!.level),
      ).length;
      const negatives = TUNING_SET.filter((message) => !needsCrisisReply(message.level)).length;
      expect(falseAlarms / negatives).toBeLessThanOrEqual(0.02);
    },
    SLOW,
  );
});
