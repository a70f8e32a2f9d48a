/**
 * The risk screen's cost beside an earlier version of it, interleaved message by message so both
 * see the same machine load (useful on a shared machine, where absolute figures swing):
 * `npx tsx bench/risk-screen-before-after.ts [commit]` (default 14f0ee6, before language markers).
 * Each new message is new text; its 40-turn history (20 of the person's turns) was read before,
 * as in a conversation. MESSAGES sets how many (default 600).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { screenConversation as current, type ConversationTurn } from '../common/safety/risk-screen';
import { TUNING_SET } from '../common/safety/evaluation/tuning-set';

const commit = process.argv[2] ?? '14f0ee6';
const count = Number(process.env.MESSAGES ?? 600);
const folder = resolve('.tmp/risk-screen-before');
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
execSync(`git archive ${commit} common/safety | tar -x -C ${folder}`);
const earlierUrl = pathToFileURL(`${folder}/common/safety/risk-screen.ts`).href;
const { screenConversation: earlier } = (await import(earlierUrl)) as { screenConversation: typeof current };

const pick = (i: number) => TUNING_SET[i % TUNING_SET.length]!;
const history = (i: number): ConversationTurn[] =>
  Array.from({ length: 40 }, (_, k) =>
    k % 2
      ? { role: 'assistant', content: 'That sounds like a lot to carry.' }
      : { role: 'user', content: pick(i * 7 + k * 13).text },
  );
const screens = { before: earlier, after: current };
const times: Record<keyof typeof screens, number[]> = { before: [], after: [] };

// Warm both up, and let both read every history once (a conversation has read it before).
for (let i = 0; i < count; i += 1) for (const screen of Object.values(screens)) screen(`warm ${i}`, history(i));
for (let i = 0; i < count; i += 1) {
  const turns = history(i);
  const order = (i % 2 ? ['before', 'after'] : ['after', 'before']) as (keyof typeof screens)[];
  for (const name of order) {
    const started = performance.now();
    screens[name](`${pick(i * 7).text} [${i}]`, turns);
    times[name].push(performance.now() - started);
  }
}
const at = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(2);
for (const [name, list] of Object.entries(times)) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(
    `${name === 'before' ? commit : 'working tree'}: p50 ${at(sorted, 50)} ms, p99 ${at(sorted, 99)} ms, max ${at(sorted, 100)} ms (${count} messages)`,
  );
}
