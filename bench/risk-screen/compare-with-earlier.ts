import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { screenConversation as current, warmUpRiskScreen } from '../../common/safety/risk-screen';
import { fortyTurnHistory, tuningMessage } from './conversations';
import { percentile } from './percentile';

/**
 * The working tree's risk screen beside a copy of it in which `files` (paths under common/safety)
 * are as they were at `commit`, interleaved message by message so both see the same machine
 * load (on a shared machine absolute figures swing). Each new message is new text; its 40-turn
 * history (20 of the person's turns) was read before, as in a conversation. MESSAGES sets how
 * many (default 600); WARM, how many other messages both screen first (default 0: cold); WARM_UP=1,
 * the start-up warm-up (warmUpRiskScreen) first, for each screen that has one. Prints
 * wall-clock and CPU p50/p99 per message for both, and the load average.
 */
export async function compareWithEarlierScreen(options: { commit: string; files: string[]; label: string }) {
  const count = Number(process.env.MESSAGES ?? 600);
  const folder = resolve(`.tmp/risk-screen-at-${options.commit}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  cpSync('common/safety', `${folder}/common/safety`, { recursive: true });
  cpSync('common/chat.ts', `${folder}/common/chat.ts`);
  for (const file of options.files) {
    const target = `${folder}/common/safety/${file}`;
    try {
      writeFileSync(
        target,
        execFileSync('git', ['show', `${options.commit}:common/safety/${file}`], { stdio: 'pipe' }),
      );
    } catch {
      rmSync(target, { force: true }); // not there yet at that commit
    }
  }
  const earlierUrl = pathToFileURL(`${folder}/common/safety/risk-screen.ts`).href;
  const earlierModule = (await import(earlierUrl)) as {
    screenConversation: typeof current;
    warmUpRiskScreen?: typeof warmUpRiskScreen;
  };
  const earlier = earlierModule.screenConversation;
  // WARM_UP=1: each screen that has it first runs warmUpRiskScreen, as the server does when it
  // starts (a screen from before it existed runs cold).
  if (process.env.WARM_UP === '1') {
    const pause = () => new Promise<void>((done) => setImmediate(done));
    const warmed = await Promise.all([warmUpRiskScreen(pause), earlierModule.warmUpRiskScreen?.(pause)]);
    console.log(`warmed up: working tree ${warmed[0]} patterns, ${options.label} ${warmed[1] ?? 'none (no warm-up)'}`);
  }

  const screens = { before: earlier, after: current };
  const times: Record<keyof typeof screens, number[]> = { before: [], after: [] };
  /** CPU time this process spent per message (ms): on a busy machine, wall time also counts waiting for a core. */
  const cpu: Record<keyof typeof screens, number[]> = { before: [], after: [] };

  // Warm both up, and let both read every history once (a conversation has read it before).
  for (let i = 0; i < count; i += 1)
    for (const screen of Object.values(screens)) screen(`warm ${i}`, fortyTurnHistory(i));
  // WARM=messages: screen that many other tuning messages first, as a server that has been
  // answering for a while has (V8 compiles each pattern, and optimises the learned layer's
  // code, on first use: those first-use costs otherwise land in the measured p99). Default 0,
  // the cold figure the earlier sections of bench/RESULTS.md report.
  const warm = Number(process.env.WARM ?? 0);
  for (let i = 0; i < warm; i += 1)
    for (const screen of Object.values(screens)) screen(tuningMessage(i * 7 + 3).text, []);
  for (let i = 0; i < count; i += 1) {
    const turns = fortyTurnHistory(i);
    const order = (i % 2 ? ['before', 'after'] : ['after', 'before']) as (keyof typeof screens)[];
    for (const name of order) {
      const usage = process.cpuUsage();
      const started = performance.now();
      screens[name](`${tuningMessage(i * 7).text} [${i}]`, turns);
      times[name].push(performance.now() - started);
      const spent = process.cpuUsage(usage);
      cpu[name].push((spent.user + spent.system) / 1000);
    }
  }
  const at = (sorted: number[], p: number) => percentile(sorted, p).toFixed(2);
  for (const name of ['before', 'after'] as const) {
    const sorted = [...times[name]].sort((a, b) => a - b);
    const cpuSorted = [...cpu[name]].sort((a, b) => a - b);
    console.log(
      `${name === 'before' ? options.label : 'working tree'}: p50 ${at(sorted, 50)} ms, p99 ${at(sorted, 99)} ms, max ${at(sorted, 100)} ms, CPU p50 ${at(cpuSorted, 50)} ms, p99 ${at(cpuSorted, 99)} ms (${count} messages)`,
    );
  }
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
}
