/**
 * Runs every benchmark in bench/, one after another, with short durations: a check that each
 * still runs and a first look at its figures, not a measurement to quote (bench/RESULTS.md says
 * how each was run for the figures it quotes).
 *
 * Run: npm run bench                      every benchmark
 *      BENCH_ONLY=rest-bench,chat-bench npm run bench    only those
 *
 * A benchmark is a file in bench/ whose header says how to run it (`tsx bench/<its name>`);
 * helpers it imports do not, so a new benchmark is picked up without editing this file.
 * Each gets BENCH_SECONDS (default 3) and BENCH_CONNECTIONS (default 4) unless already set; the
 * few that take their length as an argument get a short one below. Some build the web app
 * first (page-load, stream-latency), as their headers say.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const SHORT_ARGS: Record<string, string[]> = {
  'stream-latency.ts': ['5'],
  'request-path-profile.ts': ['--seconds', '2'],
};

async function benchmarkFiles(): Promise<string[]> {
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim().replace(/\.ts$/, ''));
  const names = (await readdir(BENCH_DIR)).filter((name) => name.endsWith('.ts') && name !== 'run-all.ts').sort();
  const runnable: string[] = [];
  for (const name of names) {
    const header = (await readFile(new URL(name, import.meta.url), 'utf8')).slice(0, 2000);
    if (!header.includes(`tsx bench/${name}`)) continue;
    if (only && !only.includes(name.replace(/\.ts$/, ''))) continue;
    runnable.push(name);
  }
  return runnable;
}

function runOne(name: string): Promise<number> {
  const env = {
    ...process.env,
    BENCH_SECONDS: process.env.BENCH_SECONDS ?? '3',
    BENCH_CONNECTIONS: process.env.BENCH_CONNECTIONS ?? '4',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', `bench/${name}`, ...(SHORT_ARGS[name] ?? [])], {
    env,
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const files = await benchmarkFiles();
if (files.length === 0) throw new Error(`no benchmark matched BENCH_ONLY=${process.env.BENCH_ONLY ?? ''}`);
const outcomes: string[] = [];
for (const name of files) {
  console.log(`\n=== ${name}`);
  const started = performance.now();
  const code = await runOne(name);
  outcomes.push(`${code === 0 ? 'ok    ' : 'FAILED'} ${name} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
console.log(`\n${outcomes.join('\n')}`);
if (outcomes.some((line) => line.startsWith('FAILED'))) process.exitCode = 1;
