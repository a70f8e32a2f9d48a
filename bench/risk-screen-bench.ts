/**
 * The risk screen's in-process cost and quality, beside the keyword screen it replaced, in one
 * run: `npx tsx bench/risk-screen-bench.ts`. Target (crisis safety issue): p99 at most 2 ms per
 * message with 40 history turns.
 *
 * Cost: every labelled message, as new text, is screened with a 40-turn history (20 of the
 * person's turns, 20 of Thera's) drawn from the tuning set. "Never seen" makes every history
 * turn new text too, so the five turns the screen reads as context are read from scratch (a
 * first request with a long history, or another server process); "read before" is a
 * conversation, where earlier turns were screened when they were sent.
 * Quality: recall and false alarms of both screens on the held-out and tuning sets.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { screenConversation, type ConversationTurn } from '../common/safety/risk-screen';
import { needsCrisisReply } from '../common/safety/taxonomy';
import { evaluate } from '../common/safety/evaluation/evaluate';
import { HELD_OUT_SET } from '../common/safety/evaluation/held-out-set';
import { TUNING_SET } from '../common/safety/evaluation/tuning-set';
import type { LabelledMessage } from '../common/safety/evaluation/labelled-message';
import { percentile } from './risk-screen/percentile';

const HISTORY_TURNS = 40;
const OLD_SCREEN_COMMIT = '90cfbef';

function historyFor(index: number, unique: boolean): ConversationTurn[] {
  const turns: ConversationTurn[] = [];
  for (let i = 0; i < HISTORY_TURNS / 2; i += 1) {
    const source = TUNING_SET[(index * 7 + i * 13) % TUNING_SET.length]!;
    turns.push({ role: 'user', content: unique ? `${source.text} (${index}-${i})` : source.text });
    turns.push({ role: 'assistant', content: 'That sounds like a lot to carry. What would help most right now?' });
  }
  return turns;
}

function timeScreen(messages: readonly LabelledMessage[], unique: boolean, run = 0): number[] {
  const times: number[] = [];
  messages.forEach((message, index) => {
    const history = historyFor(index, unique);
    // The new message is always new text; only the history may have been read before.
    const text = `${message.text} [${run}-${index}]`;
    const started = performance.now();
    screenConversation(text, history);
    times.push(performance.now() - started);
  });
  return times.sort((a, b) => a - b);
}

// Warm up the JIT and the regex compiler on one pass, then measure.
const messages = [...TUNING_SET, ...HELD_OUT_SET];
timeScreen(messages.slice(0, 200), true);
const cold = timeScreen(messages, true, 1);
timeScreen(messages, false, 2);
const warm = timeScreen(messages, false, 3);

// The keyword screen this replaced, loaded from git so both run side by side.
mkdirSync('.tmp', { recursive: true });
const oldSource = execFileSync('git', ['show', `${OLD_SCREEN_COMMIT}:common/safety/crisis-screen.ts`], {
  encoding: 'utf8',
});
writeFileSync('.tmp/old-crisis-screen.ts', oldSource);
const oldScreenUrl = pathToFileURL(resolve('.tmp/old-crisis-screen.ts')).href;
const { screenForCrisis } = (await import(oldScreenUrl)) as { screenForCrisis: (text: string) => { crisis: boolean } };

function quality(set: readonly LabelledMessage[], flags: (message: LabelledMessage) => boolean) {
  const positives = set.filter((message) => needsCrisisReply(message.level));
  const negatives = set.filter((message) => !needsCrisisReply(message.level));
  const caught = positives.filter(flags).length;
  const alarms = negatives.filter(flags).length;
  return `${((caught / positives.length) * 100).toFixed(1)}% (${caught}/${positives.length}) | ${((alarms / negatives.length) * 100).toFixed(1)}% (${alarms}/${negatives.length})`;
}
const newScreen = (message: LabelledMessage) =>
  needsCrisisReply(screenConversation(message.text, message.history ?? []).level);
const oldScreen = (message: LabelledMessage) => screenForCrisis(message.text).crisis;

const ms = (value: number) => `${value.toFixed(3)} ms`;
console.log(`risk screen cost per message with ${HISTORY_TURNS} history turns (${messages.length} messages)`);
console.log(`| history | p50 | p99 | max |`);
console.log(`|---|---|---|---|`);
console.log(
  `| never seen (a first request with 40 turns) | ${ms(percentile(cold, 50))} | ${ms(percentile(cold, 99))} | ${ms(cold.at(-1)!)} |`,
);
console.log(
  `| read before (a conversation: only the new message is new) | ${ms(percentile(warm, 50))} | ${ms(percentile(warm, 99))} | ${ms(warm.at(-1)!)} |`,
);
console.log('');
console.log(`| set | screen | recall | false alarms |`);
console.log(`|---|---|---|---|`);
for (const [name, set] of [
  ['held-out', HELD_OUT_SET],
  ['tuning', TUNING_SET],
] as const) {
  console.log(`| ${name} | keyword screen (before) | ${quality(set, oldScreen)} |`);
  console.log(`| ${name} | risk screen v2 | ${quality(set, newScreen)} |`);
}

// Per category and per language, both sets side by side (docs/safety/risk-screen.md keeps a copy).
const heldOut = evaluate(HELD_OUT_SET);
const tuning = evaluate(TUNING_SET);
const cell = (entry: { caught: number; total: number } | undefined) =>
  entry ? `${((entry.caught / entry.total) * 100).toFixed(0)}% (${entry.caught}/${entry.total})` : '-';
console.log('');
console.log('| category | held-out recall | tuning recall |');
console.log('|---|---|---|');
for (const category of new Set([...heldOut.byCategory.keys(), ...tuning.byCategory.keys()])) {
  console.log(`| ${category} | ${cell(heldOut.byCategory.get(category))} | ${cell(tuning.byCategory.get(category))} |`);
}
console.log('');
console.log('| language | held-out recall | held-out false alarms | tuning recall | tuning false alarms |');
console.log('|---|---|---|---|---|');
for (const language of heldOut.byLanguage.keys()) {
  const h = heldOut.byLanguage.get(language)!;
  const t = tuning.byLanguage.get(language);
  console.log(
    `| ${language} | ${cell(h)} | ${h.falseAlarms}/${h.negatives} | ${cell(t)} | ${t ? `${t.falseAlarms}/${t.negatives}` : '-'} |`,
  );
}
