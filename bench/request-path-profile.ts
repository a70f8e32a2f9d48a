/**
 * CPU profile of the compiled server under load on each route (issue 18):
 *
 *   npx tsx bench/request-path-profile.ts [--tree <worktree of another commit>] [--seconds 5]
 *
 * One `node --cpu-prof <build>/main.js` (PGlite, rate limits off) is loaded route by route, 32
 * connections from autocannon in its own process; SIGTERM then writes the profile, and each
 * route's samples are picked out by the time it ran (V8 and process.hrtime share the monotonic
 * clock). Prints per route: req/s, CPU per request and the top frames by self and total time.
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  monotonicMicroseconds,
  summariseCpuProfile,
  type Frame,
  type Window,
} from './request-path/cpu-profile-summary';
import { buildServerOf, startCompiledServer } from './request-path/compiled-server';
import { runLoad } from './request-path/load';
import { requestPathScenarios, smallestAsset } from './request-path/scenarios';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = 4713;
const CONNECTIONS = 32;
const TOP = 10;

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const tree = argument('--tree') ?? ROOT;
const seconds = Number(argument('--seconds') ?? 5);

const ms = (value: number) => value.toFixed(0);
const share = (value: number, busy: number) => `${((100 * value) / busy).toFixed(1)}%`;
// The event loop's own frames (and V8's) sit above everything in "total"; they say nothing about us.
const RUNTIME_FRAME =
  /^(\((root|program|garbage collector)\)|processTicksAndRejections|listOnTimeout|processTimers|emit node:|(anonymous) node:)/;

function table(title: string, frames: Frame[], busyMs: number) {
  console.log(`\n${title}\n\n| frame | self ms | self | total ms | total |\n| --- | ---: | ---: | ---: | ---: |`);
  for (const f of frames.slice(0, TOP))
    console.log(
      `| \`${f.frame.replaceAll('|', '\\|')}\` | ${ms(f.selfMs)} | ${share(f.selfMs, busyMs)} | ${ms(f.totalMs)} | ${share(f.totalMs, busyMs)} |`,
    );
}

async function main() {
  const mainJs = await buildServerOf(tree, '.tmp/request-path-profile');
  const profileDir = await mkdtemp(join(tmpdir(), 'theraagent-cpu-prof-'));
  const server = await startCompiledServer(mainJs, PORT, {}, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  const measured: { name: string; window: Window; reqPerSec: number }[] = [];
  try {
    for (const scenario of await requestPathScenarios(server.url, smallestAsset(join(ROOT, 'dist/web')))) {
      await runLoad({ ...scenario.request, connections: CONNECTIONS, seconds: 1 });
      const startUs = monotonicMicroseconds();
      const result = await runLoad({ ...scenario.request, connections: CONNECTIONS, seconds });
      measured.push({
        name: scenario.name,
        window: { startUs, endUs: monotonicMicroseconds() },
        reqPerSec: result.reqPerSec,
      });
    }
  } finally {
    await server.stop();
  }
  // CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: thread 0 is the main thread (PGlite has a worker of its own).
  const [file] = (await readdir(profileDir)).filter(
    (entry) => entry.endsWith('.cpuprofile') && entry.split('.')[4] === '0',
  );
  if (!file) throw new Error(`no profile written in ${profileDir}`);
  console.log(`Profile of ${mainJs}: ${join(profileDir, file)}`);
  for (const { name, window, reqPerSec } of measured) {
    const { frames, busyMs } = summariseCpuProfile(join(profileDir, file), window);
    const requests = reqPerSec * ((window.endUs - window.startUs) / 1e6);
    console.log(
      `\n### ${name}\n\n${Math.round(reqPerSec)} req/s under the profiler; the server's main thread was busy ${ms(busyMs)} ms, ~${((busyMs / requests) * 1000).toFixed(0)} µs per request.`,
    );
    table(
      'Top frames by self time:',
      [...frames].sort((a, b) => b.selfMs - a.selfMs),
      busyMs,
    );
    table(
      'Top frames by total time (runtime frames left out):',
      frames.filter((f) => !RUNTIME_FRAME.test(f.frame)).sort((a, b) => b.totalMs - a.totalMs),
      busyMs,
    );
  }
}

await main();
