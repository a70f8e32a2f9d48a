/**
 * Fairness on the embedded database (issue 11, item 6): one signed-in user with 20,000 rows of
 * their own runs four `ilike` + `count=exact` reads back to back (ignoring Retry-After, as an
 * attacker would), while an unrelated visitor reads the exercise catalogue with the anon key,
 * one request at a time. Reports the visitor's latency with and without the attack.
 *
 * Run: npx tsx bench/pglite-fairness.ts
 *   DATABASE_URL=postgres://...   measure on PostgreSQL (a fresh database is created and dropped)
 *   PGLITE_SLICE_MS=0             PGlite without preemption (fair turns only)
 *   FAIRNESS_SERVER_DIR=<dir>     run the server from another checkout (e.g. a git worktree of
 *                                 the commit before the change); the data is prepared by this one
 *   BENCH_SECONDS=15              length of each measurement
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createContext } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { createLogger } from '../server/logger';
import { withDatabaseName } from '../server/test-support/test-database';

const PORT = Number(process.env.BENCH_PORT ?? 3920);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ATTACKERS = 4;
const ROWS = 20_000;
const serverDir = process.env.FAIRNESS_SERVER_DIR ?? process.cwd();
const url = `http://localhost:${PORT}`;

// A fresh database: a PGlite folder, or a new database on the PostgreSQL server named.
const dataDir = await mkdtemp(join(tmpdir(), 'theraagent-fairness-'));
const adminUrl = process.env.DATABASE_URL || undefined;
const databaseName = `theraagent_fairness_${randomBytes(4).toString('hex')}`;
const databaseUrl = adminUrl ? withDatabaseName(adminUrl, databaseName) : undefined;
if (adminUrl) await admin(`create database ${databaseName}`);

const config = loadConfig({ PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
const db = await openDatabase({ databaseUrl, dataDir });
const ctx = await createContext(config, db, createLogger('warn'));
const userId = randomUUID();
const sessionId = randomUUID();
await db.query(
  `insert into auth.users (id, email, encrypted_password) values ($1, 'heavy@example.com', 'bench-no-password')`,
  [userId],
);
await db.query(`insert into auth.sessions (id, user_id) values ($1, $2)`, [sessionId, userId]);
// Notes of 192 characters: an ilike that matches nothing reads every one of them.
await db.query(
  `insert into public.user_exercise_completions (exercise_id, user_id, rating, notes, completed_at)
   select (select id from public.mental_health_exercises order by created_at limit 1), $1, 1 + (n % 5),
          repeat(md5(n::text), 6), now() - n * interval '1 minute'
   from generate_series(1, ${ROWS}) n`,
  [userId],
);
const attackerToken = await ctx.keys.sign(
  {
    sub: userId,
    role: 'authenticated',
    aud: 'authenticated',
    session_id: sessionId,
    aal: 'aal1',
    amr: [],
    email: 'heavy@example.com',
  },
  3600,
);
const anonKey = ctx.anonKey;
await db.close();

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: serverDir,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'error',
    RATE_LIMITS: 'off',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise((resolve) => server.once('exit', resolve));

const attackPath = `/rest/v1/user_exercise_completions?select=*&notes=ilike.*zz*`;
const victimPath = `/rest/v1/mental_health_exercises?select=*&order=created_at`;
const attackHeaders = { apikey: anonKey, Authorization: `Bearer ${attackerToken}`, Prefer: 'count=exact' };
const victimHeaders = { apikey: anonKey };

async function timed(path: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, { headers });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** The visitor: one read at a time for `seconds`, with a short pause so samples spread out. */
async function victim(seconds: number) {
  const samples: number[] = [];
  const statuses = new Map<number, number>();
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const { status, ms } = await timed(victimPath, victimHeaders);
    samples.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { samples, statuses };
}

async function attacker(stop: { done: boolean }, statuses: Map<number, number>) {
  while (!stop.done) {
    const { status } = await timed(attackPath, attackHeaders);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function report(scenario: string, samples: number[], extra: Record<string, unknown>) {
  const sorted = [...samples].sort((a, b) => a - b);
  const line = {
    scenario,
    engine: adminUrl ? 'postgres' : 'pglite',
    server: serverDir,
    pgliteSliceMs: process.env.PGLITE_SLICE_MS ?? 'default',
    victimRequests: samples.length,
    victimP50Ms: Number(percentile(sorted, 50).toFixed(1)),
    victimP99Ms: Number(percentile(sorted, 99).toFixed(1)),
    victimMaxMs: Number((sorted.at(-1) ?? NaN).toFixed(1)),
    ...extra,
    loadAverage: loadavg().map((load) => Number(load.toFixed(2))),
  };
  console.log(JSON.stringify(line));
}

try {
  await waitForServer();
  const check = await fetch(`${url}/rest/v1/user_exercise_completions?select=id&limit=1`, { headers: attackHeaders });
  if (check.headers.get('content-range') !== `0-0/${ROWS}`)
    throw new Error(`the heavy user should see ${ROWS} rows: ${check.headers.get('content-range')}`);
  const single = await timed(attackPath, attackHeaders);
  console.log(JSON.stringify({ attackQueryAloneMs: Number(single.ms.toFixed(1)), status: single.status }));

  // Warm-up (JIT, caches), not counted.
  await victim(2);
  const quiet = await victim(SECONDS);
  report('visitor alone', quiet.samples, { victimStatuses: Object.fromEntries(quiet.statuses) });

  const stop = { done: false };
  const attackStatuses = new Map<number, number>();
  const attacks = Array.from({ length: ATTACKERS }, () => attacker(stop, attackStatuses));
  const underAttack = await victim(SECONDS);
  stop.done = true;
  await Promise.all(attacks);
  report(`visitor during ${ATTACKERS} ilike + count=exact readers`, underAttack.samples, {
    victimStatuses: Object.fromEntries(underAttack.statuses),
    attackerStatuses: Object.fromEntries(attackStatuses),
  });
} finally {
  server.kill('SIGTERM');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
  if (adminUrl) await admin(`drop database if exists ${databaseName} with (force)`);
}

async function waitForServer() {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/app-config.json`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
