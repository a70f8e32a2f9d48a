/**
 * What the lexicon content costs: the working tree's risk screen beside the same machinery reading
 * the lexicons (lexicons/<lang>.ts and families.ts) as they were at an earlier commit, interleaved
 * message by message so both see the same machine load. `npx tsx bench/risk-screen-lexicon-cost.ts
 * [commit]` (default afa5040, before tuning round 3). Each new message has a 40-turn history (20 of
 * the person's turns) read before, as in a conversation. MESSAGES sets how many (default 600).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { screenConversation as current, type ConversationTurn } from '../common/safety/risk-screen';
import { TUNING_SET } from '../common/safety/evaluation/tuning-set';

const commit = process.argv[2] ?? 'afa5040';
const count = Number(process.env.MESSAGES ?? 600);
const folder = resolve('.tmp/risk-screen-lexicons-before');
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
cpSync('common/safety', `${folder}/common/safety`, { recursive: true });
cpSync('common/chat.ts', `${folder}/common/chat.ts`);
const content = readdirSync('common/safety/lexicons').filter((file) => !['index.ts', 'lexicon.ts'].includes(file));
for (const file of content)
  writeFileSync(
    `${folder}/common/safety/lexicons/${file}`,
    execFileSync('git', ['show', `${commit}:common/safety/lexicons/${file}`], { stdio: 'pipe' }),
  );
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
const cpu: Record<keyof typeof screens, number> = { before: 0, after: 0 };
for (let i = 0; i < count; i += 1) for (const screen of Object.values(screens)) screen(`warm ${i}`, history(i));
for (let i = 0; i < count; i += 1) {
  const turns = history(i);
  for (const name of (i % 2 ? ['before', 'after'] : ['after', 'before']) as (keyof typeof screens)[]) {
    const usage = process.cpuUsage();
    const started = performance.now();
    screens[name](`${pick(i * 7).text} [${i}]`, turns);
    times[name].push(performance.now() - started);
    const spent = process.cpuUsage(usage);
    cpu[name] += spent.user + spent.system;
  }
}
const at = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(2);
for (const name of ['before', 'after'] as const) {
  const sorted = [...times[name]].sort((a, b) => a - b);
  console.log(
    `${name === 'before' ? `lexicons at ${commit}` : 'working tree'}: p50 ${at(sorted, 50)} ms, p99 ${at(sorted, 99)} ms, max ${at(sorted, 100)} ms, CPU ${(cpu[name] / 1000 / count).toFixed(2)} ms per message (${count} messages)`,
  );
}
console.log(
  `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
