/**
 * Server memory at idle and under the REST benchmark's load, and where it goes.
 *   npx tsx bench/memory.ts                       PGlite
 *   DATABASE_URL=postgres://... npx tsx bench/memory.ts    PGlite, then PostgreSQL (a database of its own)
 * For each database it runs the server two ways: compiled (`node dist/server/main.js`, as
 * `npm start` does now) and through tsx (`tsx server/main.ts`, as it did before). Each gets a fresh
 * data folder (or database) that a first start creates, then a restart on it: 10 s to settle, a
 * user with 20 completions made through the API, the REST benchmark's two reads (20 connections,
 * 2 s warm-up + BENCH_SECONDS each), 10 s to settle again.
 * RSS comes from /proc; the compiled run also preloads bench/memory-probe.ts, which reports the
 * V8 heap and the WebAssembly memory, and /proc/<pid>/smaps says how much of that is resident.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { randomBytes } from 'node:crypto';
import { build } from 'esbuild';
import pg from 'pg';
import { driveRead, restReads } from './rest-scenarios';
import { startServerProcess, type RunningServer } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 3920);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const SETTLE_MS = 10_000;
const PROBE_DIR = '.tmp/memory-bench';
const MB = 1024 * 1024;

type Probe = {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  bytecodeAndCode: number;
  wasmBytes: number;
  wasmMemories: number[];
};

/** kB figures of /proc/<pid>/status, in bytes. */
function status(pid: number) {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM'), anon: field('RssAnon'), file: field('RssFile') };
}

/**
 * Resident bytes of the mappings that hold the WebAssembly memories (each an anonymous read-write
 * mapping of exactly its size), and of anonymous executable mappings (JIT code: JS and WASM).
 */
function residentParts(pid: number, wasmSizes: number[]) {
  const unmatched = [...wasmSizes];
  let wasm = 0;
  let jit = 0;
  let current = { perms: '', anonymous: false, size: 0 };
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ (\S+) \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (header) {
      current = { perms: header[1]!, anonymous: header[2] === '0' && header[3] === '', size: 0 };
      continue;
    }
    const size = /^Size:\s+(\d+) kB/.exec(line);
    if (size) current.size = Number(size[1]) * 1024;
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (!rss || !current.anonymous) continue;
    const memory = current.perms === 'rw-p' ? unmatched.indexOf(current.size) : -1;
    if (memory >= 0) {
      unmatched.splice(memory, 1);
      wasm += Number(rss[1]) * 1024;
    }
    if (current.perms.includes('x')) jit += Number(rss[1]) * 1024;
  }
  return { wasm, jit };
}

function commandLine(pid: number) {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
}

/** Every process below `pid` (the tsx CLI runs the server in a child, which runs esbuild in one). */
function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const below = [...parents].filter(([, parent]) => parent === pid).map(([child]) => child);
  return below.flatMap((child) => [child, ...descendantsOf(child)]);
}

/** Under tsx the server is the child whose command line names server/main.ts. */
function serverPid(server: RunningServer, runner: 'compiled' | 'tsx') {
  const outer = server.process.pid!;
  return runner === 'tsx'
    ? descendantsOf(outer).find((child) => commandLine(child).includes('server/main.ts'))!
    : outer;
}

/** The main thread's figures (asked for with SIGUSR2) plus the latest of each worker thread's. */
async function readProbe(pid: number, file: string): Promise<Probe> {
  const linesIn = async () => (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  const mainLines = async () => (await linesIn()).filter((line) => line.includes('"thread":"main"')).length;
  const before = await mainLines();
  process.kill(pid, 'SIGUSR2');
  for (let tries = 0; tries < 50 && (await mainLines()) === before; tries++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const lines = (await linesIn()).map((line) => JSON.parse(line) as Probe & { thread: string });
  const main = lines.filter((line) => line.thread === 'main').at(-1);
  if (!main || lines.filter((line) => line.thread === 'main').length === before)
    throw new Error('the memory probe did not answer');
  const worker = lines.filter((line) => line.thread === 'worker').at(-1);
  if (!worker) return main;
  return {
    ...main,
    heapTotal: main.heapTotal + worker.heapTotal,
    heapUsed: main.heapUsed + worker.heapUsed,
    bytecodeAndCode: main.bytecodeAndCode + worker.bytecodeAndCode,
    wasmBytes: main.wasmBytes + worker.wasmBytes,
    wasmMemories: [...main.wasmMemories, ...worker.wasmMemories],
  };
}

async function createDatabase(adminUrl: string) {
  const name = `theraagent_memory_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** One user with 20 completions, made through the API as the app would. */
async function seed(url: string) {
  const anonKey = ((await (await fetch(`${url}/app-config.json`)).json()) as { supabaseAnonKey: string })
    .supabaseAnonKey;
  const headers = { apikey: anonKey, 'Content-Type': 'application/json' };
  const signUp = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: `memory-${randomBytes(4).toString('hex')}@example.com`, password: 'calm-seas-42' }),
  });
  const session = (await signUp.json()) as { access_token: string; user: { id: string } };
  if (!session.access_token) throw new Error(`sign-up failed: ${signUp.status}`);
  const exercises = (await (await fetch(`${url}/rest/v1/mental_health_exercises?select=id`, { headers })).json()) as {
    id: string;
  }[];
  // completed_at is the server's own now() (clients may not set it).
  const rows = Array.from({ length: 20 }, (_, n) => ({
    exercise_id: exercises[n % exercises.length]!.id,
    rating: 1 + (n % 5),
  }));
  const insert = await fetch(`${url}/rest/v1/user_exercise_completions`, {
    method: 'POST',
    headers: { ...headers, Authorization: `Bearer ${session.access_token}` },
    body: JSON.stringify(rows),
  });
  if (!insert.ok) throw new Error(`seeding completions failed: ${insert.status} ${await insert.text()}`);
  return { anonKey, userId: session.user.id, userToken: session.access_token };
}

interface Measured {
  database: string;
  runner: 'compiled' | 'tsx';
  loaderRss: number;
  firstStartRss: number;
  idle: ReturnType<typeof status>;
  loaded: ReturnType<typeof status>;
  after: ReturnType<typeof status>;
  probeIdle?: Probe & { wasmResident: number; jit: number };
  probeLoaded?: Probe & { wasmResident: number; jit: number };
  requestsPerSecond: number[];
}

async function measure(
  database: string,
  runner: 'compiled' | 'tsx',
  env: Record<string, string>,
  probe: string,
): Promise<Measured> {
  const probeFile = `${process.cwd()}/${PROBE_DIR}/${database}-${runner}.jsonl`;
  const dataDir = `${PROBE_DIR}/${database}-${runner}-data`;
  await rm(probeFile, { force: true });
  await rm(dataDir, { recursive: true, force: true });
  // The first start creates the database (PGlite's initdb alone takes ~800 MB for a moment) and
  // applies the migrations; a server spends its life after a restart, so that is what is measured.
  const firstStart = await startServerProcess(PORT, { ...env, DATA_DIR: dataDir }, { runner });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const firstStartRss = status(serverPid(firstStart, runner)).rss;
  await firstStart.stop();
  const server: RunningServer = await startServerProcess(
    PORT,
    { ...env, DATA_DIR: dataDir, MEMORY_PROBE_FILE: probeFile },
    { runner, nodeArgs: ['--import', probe] },
  );
  try {
    const outer = server.process.pid!;
    const pid = serverPid(server, runner);
    const probed = async () => {
      if (runner !== 'compiled') return undefined;
      const figures = await readProbe(pid, probeFile);
      return {
        ...figures,
        ...(({ wasm, jit }) => ({ wasmResident: wasm, jit }))(residentParts(pid, figures.wasmMemories)),
      };
    };
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const idle = status(pid);
    const probeIdle = await probed();
    // What runs beside the server only to run TypeScript: the tsx CLI and esbuild's service.
    const loaderRss = [outer, ...descendantsOf(outer)]
      .filter((other) => other !== pid)
      .reduce((sum, other) => sum + status(other).rss, 0);

    const { anonKey, userId, userToken } = await seed(server.url);
    const load = { url: server.url, anonKey, seconds: SECONDS, connections: CONNECTIONS };
    const requestsPerSecond: number[] = [];
    let probeLoaded: Measured['probeLoaded'];
    for (const read of restReads(userId, userToken, anonKey)) {
      // A probe halfway through each read's measured seconds; the fuller one is kept.
      const halfway = setTimeout(
        () => {
          void probed().then((figures) => {
            if (figures && (!probeLoaded || figures.rss > probeLoaded.rss)) probeLoaded = figures;
          });
        },
        (2 + SECONDS / 2) * 1000,
      );
      const result = await driveRead(load, read);
      clearTimeout(halfway);
      requestsPerSecond.push(result.requestsPerSecond);
      if (result.non2xx + result.errors > 0)
        throw new Error(`${read.title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    const loaded = status(pid);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const after = status(pid);
    return {
      database,
      runner,
      loaderRss,
      firstStartRss,
      idle,
      loaded,
      after,
      probeIdle,
      probeLoaded,
      requestsPerSecond,
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const mb = (bytes: number | undefined) => (bytes === undefined ? '' : (bytes / MB).toFixed(0));

function report(results: Measured[]) {
  console.log(
    `\nload average (1 min) at the end: ${loadavg()[0]?.toFixed(1)}; ${CONNECTIONS} connections, ${SECONDS} s per read\n`,
  );
  console.log(
    '| database | runner | loader processes MB | server RSS after first start MB | idle after restart MB | peak under load MB | 10 s after MB | req/s (the two reads) |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    console.log(
      `| ${r.database} | ${r.runner} | ${r.loaderRss ? mb(r.loaderRss) : 'none'} | ${mb(r.firstStartRss)} | ${mb(r.idle.rss)} | ${mb(r.loaded.peak)} | ${mb(r.after.rss)} | ${r.requestsPerSecond.join(', ')} |`,
    );
  }
  console.log("\nWhere the compiled server's RSS goes (MB; idle / under load):\n");
  console.log(
    '| database | RSS | JS heap used (committed) | WASM memory resident (committed) | JIT code | code and data of node and its libraries (file-backed) | the rest: native allocations |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    if (!r.probeIdle || !r.probeLoaded) continue;
    const cell = (pick: (p: NonNullable<Measured['probeIdle']>, s: Measured['idle']) => string) =>
      `${pick(r.probeIdle!, r.idle)} / ${pick(r.probeLoaded!, r.loaded)}`;
    const rest = (p: NonNullable<Measured['probeIdle']>, s: Measured['idle']) =>
      mb(p.rss - s.file - p.heapTotal - p.wasmResident - p.jit);
    console.log(
      `| ${r.database} | ${cell((p) => mb(p.rss))} | ${cell((p) => `${mb(p.heapUsed)} (${mb(p.heapTotal)})`)} | ${cell((p) => `${mb(p.wasmResident)} (${mb(p.wasmBytes)})`)} | ${cell((p) => mb(p.jit))} | ${cell((_, s) => mb(s.file))} | ${cell(rest)} |`,
    );
  }
}

await mkdir(PROBE_DIR, { recursive: true });
const probe = `./${PROBE_DIR}/memory-probe.mjs`;
await build({
  entryPoints: ['bench/memory-probe.ts'],
  outfile: probe,
  format: 'esm',
  platform: 'node',
  logLevel: 'warning',
});

const results: Measured[] = [];
for (const runner of ['tsx', 'compiled'] as const)
  results.push(await measure('PGlite', runner, { DATABASE_URL: '' }, probe));
const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  for (const runner of ['tsx', 'compiled'] as const) {
    const database = await createDatabase(adminUrl);
    try {
      results.push(await measure('PostgreSQL', runner, { DATABASE_URL: database.url }, probe));
    } finally {
      await database.drop();
    }
  }
}
report(results);
