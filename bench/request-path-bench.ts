/**
 * The request path's own cost (issue 18): req/s of our cheapest routes and of the authenticated
 * single-row REST read, as a share of a bare node:http server answering a fixed JSON body,
 * measured in the same run.
 *
 *   npx tsx bench/request-path-bench.ts [--before <worktree of an older commit>]
 *
 * Each server is a compiled build (`node main.js`, as `npm start` runs it) on PGlite (or a fresh
 * PostgreSQL database when DATABASE_URL is set), rate
 * limits off, one at a time; autocannon runs in a process of its own, 32 connections, 5 s per
 * route after a 1 s warm-up. The bare server is measured first and last; ratios use the mean.
 * Beside req/s it reports the server process's CPU per request (/proc), which a busy shared
 * machine distorts far less than req/s.
 * With --before, that tree's server (built by its own build script) is measured too, so the
 * before/after table comes from one run. Needs the web build (dist/web) for the static asset.
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startBareNodeServer } from './request-path/bare-node-server';
import { buildServerOf, startCompiledServer } from './request-path/compiled-server';
import { runLoad, type LoadOptions, type LoadResult } from './request-path/load';
import { processCpuSeconds } from './request-path/process-cpu';
import { requestPathScenarios, smallestAsset } from './request-path/scenarios';

const CONNECTIONS = 32;
const SECONDS = 5;
const PORTS = { bare: 4710, before: 4711, after: 4712 };
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = '.tmp/request-path-bench';

const beforeIndex = process.argv.indexOf('--before');
const beforeTree = beforeIndex > 0 ? process.argv[beforeIndex + 1] : undefined;

interface Measured extends LoadResult {
  /** CPU the server process used per answered request, in microseconds. */
  cpuMicroseconds: number;
}

async function measureOne(pid: number, options: LoadOptions): Promise<Measured> {
  await runLoad({ ...options, seconds: 1 });
  const cpuBefore = processCpuSeconds(pid);
  const result = await runLoad(options);
  return { ...result, cpuMicroseconds: ((processCpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(1, result.total ?? 0) };
}

async function measureBare(): Promise<Measured> {
  const bare = await startBareNodeServer(PORTS.bare);
  try {
    return await measureOne(bare.pid, { url: bare.url, connections: CONNECTIONS, seconds: SECONDS });
  } finally {
    await bare.stop();
  }
}

async function measureServer(mainJs: string, port: number): Promise<Map<string, Measured>> {
  const server = await startCompiledServer(mainJs, port);
  const results = new Map<string, Measured>();
  try {
    const scenarios = await requestPathScenarios(server.url, smallestAsset(`${ROOT}dist/web`));
    for (const scenario of scenarios) {
      results.set(
        scenario.name,
        await measureOne(server.process.pid!, { ...scenario.request, connections: CONNECTIONS, seconds: SECONDS }),
      );
    }
  } finally {
    await server.stop();
  }
  return results;
}

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

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

  const bareFirst = await measureBare();
  const measured: { label: string; results: Map<string, Measured> }[] = [];
  for (const build of builds)
    measured.push({ label: build.label, results: await measureServer(build.mainJs, build.port) });
  const bareLast = await measureBare();
  const bare = (bareFirst.reqPerSec + bareLast.reqPerSec) / 2;
  const bareCpu = (bareFirst.cpuMicroseconds + bareLast.cpuMicroseconds) / 2;
  const loadAfter = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

  console.log(
    `\nRequest path, ${CONNECTIONS} connections, ${SECONDS} s per route, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, rate limits off; load average before: ${loadBefore}, after: ${loadAfter}`,
  );
  console.log(
    `bare node:http: ${fmt(bareFirst.reqPerSec)} req/s first, ${fmt(bareLast.reqPerSec)} last (mean ${fmt(bare)}); CPU ${fmt(bareFirst.cpuMicroseconds)} and ${fmt(bareLast.cpuMicroseconds)} µs per request (mean ${fmt(bareCpu)})`,
  );
  console.log(
    '"CPU % of bare": bare node\'s CPU per request over ours, the share of bare Node\'s rate our route can reach on the same CPU.\n',
  );
  const header = measured
    .map(
      ({ label }) =>
        `${label} req/s | ${label} % of bare | ${label} CPU µs/req | ${label} CPU % of bare | ${label} p99 ms`,
    )
    .join(' | ');
  console.log(`| route | ${header} |`);
  console.log(`| --- |${measured.map(() => ' ---: | ---: | ---: | ---: | ---: |').join('')}`);
  const names = [...measured[0]!.results.keys()];
  let failures = 0;
  for (const name of names) {
    const cells = measured.map(({ results }) => {
      const result = results.get(name)!;
      failures += result.failures;
      return `${fmt(result.reqPerSec)} | ${fmt((100 * result.reqPerSec) / bare)}% | ${fmt(result.cpuMicroseconds)} | ${fmt((100 * bareCpu) / result.cpuMicroseconds)}% | ${fmt(result.p99, 1)}`;
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
  if (failures > 0) {
    console.error(`\n${failures} requests failed or were not 2xx.`);
    process.exitCode = 1;
  }
}

await main();
