/**
 * Reads during a sign-in storm (issue 15 item 3): does password hashing take the reads' share?
 *
 *   npx tsx bench/sign-in-storm.ts [--before <worktree of an older commit>]
 *
 * Per server build (compiled, PGlite, rate limits off; with --before, that tree's build too):
 * the authenticated single-row REST read paced at READ_RATE a second over 16 connections,
 * first alone, then while 32 connections send POST /auth/v1/token?grant_type=password back to
 * back (autocannon). Each load generator is a process of its own. Target: the reads' p99 during
 * the storm at most twice their p99 alone. Sign-ins refused with 429 (the hashing queue full)
 * are counted, not failures.
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildServerOf, startCompiledServer } from './request-path/compiled-server';
import { runLoad, runPacedLoad, type LoadResult } from './request-path/load';
import { requestPathScenarios, smallestAsset } from './request-path/scenarios';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = '.tmp/sign-in-storm';
const PORTS = { before: 4714, after: 4715 };
const READ_RATE = 300;
const READ_CONNECTIONS = 16;
const STORM_CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const beforeIndex = process.argv.indexOf('--before');
const beforeTree = beforeIndex > 0 ? process.argv[beforeIndex + 1] : undefined;

interface StormResult {
  label: string;
  alone: LoadResult;
  during: LoadResult;
  storm: LoadResult;
}

async function measure(label: string, mainJs: string, port: number): Promise<StormResult> {
  const server = await startCompiledServer(mainJs, port);
  try {
    const scenarios = await requestPathScenarios(server.url, smallestAsset(`${ROOT}dist/web`));
    const read = scenarios.find((scenario) => scenario.name.includes('/rest/v1'))!.request;
    const apikey = read.headers!.apikey!;
    // The bench user's credentials: a fresh account for the storm, signed up through the API.
    const email = `storm-${Date.now()}@example.com`;
    const password = 'calm-seas-42';
    const signUp = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
    const paced = { url: read.url, headers: read.headers, connections: READ_CONNECTIONS, rate: READ_RATE };
    await runPacedLoad({ ...paced, seconds: 2 }); // warm-up
    const alone = await runPacedLoad({ ...paced, seconds: SECONDS });
    const [during, storm] = await Promise.all([
      runPacedLoad({ ...paced, seconds: SECONDS }),
      runLoad({
        url: `${server.url}/auth/v1/token?grant_type=password`,
        method: 'POST',
        headers: { apikey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
        connections: STORM_CONNECTIONS,
        seconds: SECONDS,
      }),
    ]);
    // Let sign-ins still hashing when autocannon hung up finish before shutdown.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { label, alone, during, storm };
  } finally {
    await server.stop();
  }
}

const fmt = (value: number | undefined, digits = 0) =>
  value === undefined || !Number.isFinite(value) ? 'n/a' : value.toFixed(digits);

async function main() {
  const loadBefore = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const builds: { label: string; mainJs: string; port: number }[] = [];
  if (beforeTree)
    builds.push({ label: 'before', mainJs: await buildServerOf(beforeTree, OUT_DIR), port: PORTS.before });
  builds.push({
    label: beforeTree ? 'after' : 'this tree',
    mainJs: await buildServerOf(ROOT, OUT_DIR),
    port: PORTS.after,
  });
  const results: StormResult[] = [];
  for (const build of builds) results.push(await measure(build.label, build.mainJs, build.port));
  const loadAfter = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

  console.log(
    `\nSign-in storm, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, rate limits off: reads paced at ${READ_RATE}/s over ${READ_CONNECTIONS} connections, ${STORM_CONNECTIONS} connections signing in, ${SECONDS} s; load average before: ${loadBefore}, after: ${loadAfter}\n`,
  );
  console.log(
    '| build | reads alone p50 / p99 ms | reads during storm p50 / p99 ms | p99 ratio (target <= 2) | reads failed | sign-ins/s | sign-ins refused 429 |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { label, alone, during, storm } of results) {
    const ratio = during.p99 / alone.p99;
    console.log(
      `| ${label} | ${fmt(alone.p50, 1)} / ${fmt(alone.p99, 1)} | ${fmt(during.p50, 1)} / ${fmt(during.p99, 1)} | ${fmt(ratio, 2)} ${ratio <= 2 ? 'met' : 'MISSED'} | ${alone.failures + during.failures} | ${fmt(storm.okPerSec, 1)} | ${storm.non2xx ?? 'n/a'} |`,
    );
  }
}

await main();
