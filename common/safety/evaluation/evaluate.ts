import { screenConversation } from '../risk-screen';
import { needsCrisisReply } from '../taxonomy';
import type { LabelledMessage } from './labelled-message';

/** How the screen did on one labelled set. A "positive" is a message labelled crisis or emergency. */
export interface Evaluation {
  total: number;
  positives: number;
  negatives: number;
  recall: number;
  falsePositiveRate: number;
  /** Emergencies the screen raised to emergency, of those labelled emergency. */
  emergencyRecall: number;
  misses: LabelledMessage[];
  falseAlarms: LabelledMessage[];
  byCategory: Map<string, { caught: number; total: number }>;
  byLanguage: Map<string, { caught: number; total: number; falseAlarms: number; negatives: number }>;
}

export function flagsCrisis(message: LabelledMessage): boolean {
  return needsCrisisReply(screenConversation(message.text, message.history ?? []).level);
}

export function evaluate(set: readonly LabelledMessage[]): Evaluation {
  const misses: LabelledMessage[] = [];
  const falseAlarms: LabelledMessage[] = [];
  const byCategory = new Map<string, { caught: number; total: number }>();
  const byLanguage = new Map<string, { caught: number; total: number; falseAlarms: number; negatives: number }>();
  let positives = 0;
  let emergencies = 0;
  let emergenciesCaught = 0;
  for (const message of set) {
    const level = screenConversation(message.text, message.history ?? []).level;
    const flagged = needsCrisisReply(level);
    const language = byLanguage.get(message.lang) ?? { caught: 0, total: 0, falseAlarms: 0, negatives: 0 };
    byLanguage.set(message.lang, language);
    if (needsCrisisReply(message.level)) {
      positives += 1;
      const category = byCategory.get(message.category) ?? { caught: 0, total: 0 };
      byCategory.set(message.category, category);
      category.total += 1;
      language.total += 1;
      if (flagged) {
        category.caught += 1;
        language.caught += 1;
      } else misses.push(message);
      if (message.level === 'emergency') {
        emergencies += 1;
        if (level === 'emergency') emergenciesCaught += 1;
      }
    } else {
      language.negatives += 1;
      if (flagged) {
        language.falseAlarms += 1;
        falseAlarms.push(message);
      }
    }
  }
  const negatives = set.length - positives;
  return {
    total: set.length,
    positives,
    negatives,
    recall: positives ? (positives - misses.length) / positives : 1,
    falsePositiveRate: negatives ? falseAlarms.length / negatives : 0,
    emergencyRecall: emergencies ? emergenciesCaught / emergencies : 1,
    misses,
    falseAlarms,
    byCategory,
    byLanguage,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** A plain-text report: overall figures, then per category and per language. */
export function formatEvaluation(name: string, result: Evaluation): string {
  const lines = [
    `${name}: ${result.total} messages, recall ${percent(result.recall)} (${result.positives - result.misses.length}/${result.positives}), ` +
      `false positives ${percent(result.falsePositiveRate)} (${result.falseAlarms.length}/${result.negatives}), ` +
      `emergencies raised to emergency ${percent(result.emergencyRecall)}`,
    '  recall by category: ' +
      [...result.byCategory].map(([category, { caught, total }]) => `${category} ${caught}/${total}`).join(', '),
    '  by language (recall, false alarms): ' +
      [...result.byLanguage]
        .map(
          ([lang, { caught, total, falseAlarms, negatives }]) =>
            `${lang} ${caught}/${total} ${falseAlarms}/${negatives}`,
        )
        .join(', '),
  ];
  return lines.join('\n');
}
