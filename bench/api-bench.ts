/**
 * API benchmark (run: `npx tsx bench/api-bench.ts`; with `DATABASE_URL=postgres://...` for
 * PostgreSQL, else PGlite). Starts the production server (`server/main.ts`, rate limits off) as a
 * child process, signs up one user, records one completion, then at 50 connections, ~10 s each:
 *
 *   (a) the authenticated single-row RLS read through /rest/v1 (bearer + apikey);
 *   (b) PostgreSQL only: the same transaction the server runs for (a), sent straight to the
 *       database with `pg` from a pool of 50 (begin; set role and claims; the same select; commit);
 *       PGlite is in-process in the server, so there is nothing to compare against;
 *   (c) a bare JSON route of the same server (GET /auth/v1/health);
 *   (d) sign-ins (POST /auth/v1/token?grant_type=password) alone, then while (a) runs.
 * Plus (a) paced at 1,000 req/s over the same 50 connections, for latency below saturation.
 *
 * Targets: (a) >= 2,000 req/s on PostgreSQL and >= half of (b); p99 < 25 ms at 50 connections;
 * sign-in >= 40/s without stalling the reads. The load generator shares the 2 cores with the
 * server (and the database), so absolute figures are lower bounds.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { createClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import pg from 'pg';
import WebSocket from 'ws';
import { EXERCISES } from '../common/exercises';
import { buildSelect } from '../server/rest/build-sql';
import { findExposedTable } from '../server/rest/exposed-tables';
import { parseQuery } from '../server/rest/parse-query';
import { startServerProcess } from './server-process';

const PORT = 3297;
const CONNECTIONS = 50;
const SECONDS = 10;
const SIGN_IN_CONNECTIONS = 8;
const PACED_RATE = 1000;
const PASSWORD = 'calm-seas-42';

interface Row {
  scenario: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  failures: number;
  /** Cores used during the scenario: the server process, this process (load), PostgreSQL. */
  cpu?: { server: number; load: number; postgres: number };
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds a process has used so far (Linux /proc), 0 if it is gone. */
function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** PostgreSQL backends serving `databaseName` (their command line names the database). */
function backendPids(databaseName: string | undefined): number[] {
  if (!databaseName) return [];
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${databaseName} `);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Runs a scenario and adds how many cores each party used while it ran. */
async function withCpu(
  serverPid: number,
  databaseName: string | undefined,
  scenario: () => Promise<Row>,
): Promise<Row> {
  const backends = backendPids(databaseName);
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + processCpuSeconds(pid), 0);
  const before = { server: processCpuSeconds(serverPid), load: process.cpuUsage(), postgres: sum(backends) };
  const started = performance.now();
  const row = await scenario();
  const seconds = (performance.now() - started) / 1000;
  const load = process.cpuUsage(before.load);
  // Backends opened during the scenario count from zero.
  const after = sum(backendPids(databaseName));
  return {
    ...row,
    cpu: {
      server: (processCpuSeconds(serverPid) - before.server) / seconds,
      load: (load.user + load.system) / 1e6 / seconds,
      // Backends that closed meanwhile take their CPU with them: then this is a lower bound.
      postgres: Math.max(0, after - before.postgres) / seconds,
    },
  };
}

const adminUrl = process.env.DATABASE_URL || undefined;
const engine = adminUrl ? 'postgres' : 'pglite';

async function createBenchDatabase(url: string) {
  const name = `theraagent_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return {
    name,
    url: parsed.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function fromCannon(scenario: string, result: autocannon.Result): Row {
  return {
    scenario,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** (b): `CONNECTIONS` loops, each running the server's exact read transaction back to back. */
async function directPg(pool: pg.Pool, claims: Record<string, unknown>, recordId: string): Promise<Row> {
  const table = findExposedTable('user_exercise_completions')!;
  const statement = buildSelect(
    table,
    parseQuery(table, [
      ['select', '*'],
      ['id', `eq.${recordId}`],
    ]),
    false,
  );
  const claimsJson = JSON.stringify(claims);
  const transaction = async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      // The statement /rest/v1 runs: role and claims for this transaction only.
      await client.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
        'authenticated',
        claimsJson,
      ]);
      const result = await client.query<{ row_count: number }>(statement.sql, statement.params);
      await client.query('commit');
      return result.rows[0]?.row_count === 1;
    } finally {
      client.release();
    }
  };
  // Warm up: open every connection before measuring.
  await Promise.all(Array.from({ length: CONNECTIONS }, transaction));
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        if (!(await transaction())) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    scenario: '(b) same transaction, direct pg (pool of 50)',
    reqPerSec: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}

/**
 * 50 keep-alive connections, each waiting a random (exponential) pause between requests so
 * that together they send about PACED_RATE a second, spread out in time. (autocannon's own
 * rate option sends each connection's quota back to back at the top of every second, so it
 * measures how long a burst of 50 takes to clear instead.)
 */
async function paced(scenario: string, url: string, headers: Record<string, string>): Promise<Row> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const meanPauseMs = (CONNECTIONS / PACED_RATE) * 1000;
  const latencies: number[] = [];
  let failures = 0;
  const get = () =>
    new Promise<number>((resolve) => {
      const request = httpGet(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', () => resolve(0));
    });
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * meanPauseMs));
        const t0 = performance.now();
        if ((await get()) !== 200) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    scenario,
    reqPerSec: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}

const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

async function main() {
  const loadBefore = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const database = adminUrl ? await createBenchDatabase(adminUrl) : undefined;
  // DATABASE_URL '' means PGlite in a fresh temporary DATA_DIR.
  const server = await startServerProcess(PORT, {
    DATABASE_URL: database?.url ?? '',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
  });
  const base = server.url.replace('localhost', '127.0.0.1');
  const rows: Row[] = [];
  try {
    const config = (await (await fetch(`${base}/app-config.json`)).json()) as { supabaseAnonKey: string };
    const client = createClient(base, config.supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await client.auth.signUp({ email, password: PASSWORD });
    if (signUp.error || !signUp.data.session)
      throw new Error(`sign-up failed: ${signUp.error?.message ?? 'no session'}`);
    const accessToken = signUp.data.session.access_token;
    const inserted = await client
      .from('user_exercise_completions')
      .insert({ exercise_id: EXERCISES[0]!.id, rating: 4, notes: 'bench' })
      .select('id')
      .single();
    if (inserted.error) throw new Error(`insert failed: ${inserted.error.message}`);
    const recordId = (inserted.data as { id: string }).id;

    const readUrl = `${base}/rest/v1/user_exercise_completions?select=*&id=eq.${recordId}`;
    const readHeaders = {
      apikey: config.supabaseAnonKey,
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
    };
    const check = await fetch(readUrl, { headers: readHeaders });
    const body = (await check.json()) as { id: string }[];
    if (check.status !== 200 || body.length !== 1 || body[0]!.id !== recordId)
      throw new Error(`the read does not return the row: ${check.status}`);
    const read = { url: readUrl, headers: readHeaders, connections: CONNECTIONS };

    await cannon({ ...read, duration: 2 }); // warm-up: JIT, pool connections
    const serverPid = server.process.pid!;
    const measured = (scenario: () => Promise<Row>) => withCpu(serverPid, database?.name, scenario);
    rows.push(
      await measured(async () =>
        fromCannon('(a) authenticated RLS read, /rest/v1', await cannon({ ...read, duration: SECONDS })),
      ),
    );

    if (database) {
      // Ended only after the measurement, so its backends' CPU is still there to be read.
      const pool = new pg.Pool({ connectionString: database.url, max: CONNECTIONS });
      rows.push(await measured(() => directPg(pool, decodeJwt(accessToken) as Record<string, unknown>, recordId)));
      await pool.end();
    }

    // A closed loop at 50 connections always queues (latency = connections / throughput), so
    // also measure the same read paced below saturation: the latency a user sees at that load.
    rows.push(
      await measured(() =>
        paced(`(a) same read, paced at ${PACED_RATE} req/s over 50 connections`, readUrl, readHeaders),
      ),
    );

    rows.push(
      await measured(async () =>
        fromCannon(
          '(c) bare JSON route, GET /auth/v1/health',
          await cannon({ url: `${base}/auth/v1/health`, connections: CONNECTIONS, duration: SECONDS }),
        ),
      ),
    );

    const signIn = {
      url: `${base}/auth/v1/token?grant_type=password`,
      method: 'POST' as const,
      headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
      connections: SIGN_IN_CONNECTIONS,
      duration: SECONDS,
    };
    rows.push(
      await measured(async () =>
        fromCannon(`(d) sign-ins alone (${SIGN_IN_CONNECTIONS} connections)`, await cannon(signIn)),
      ),
    );
    const [readsDuringSignIns, signIns] = await Promise.all([cannon({ ...read, duration: SECONDS }), cannon(signIn)]);
    rows.push(fromCannon(`(d) sign-ins (${SIGN_IN_CONNECTIONS} connections) during (a)`, signIns));
    rows.push(fromCannon('(d) the (a) reads during sign-ins', readsDuringSignIns));
  } finally {
    // autocannon drops its sockets at the deadline while sign-ins may still be hashing; let
    // them finish so the shutdown below does not close the database under them.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await server.stop();
    await database?.drop();
  }

  const loadAfter = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(
    `\nAPI benchmark on ${engine}, ${CONNECTIONS} connections, ${SECONDS} s each; load average before: ${loadBefore}, after: ${loadAfter}\n`,
  );
  console.log('| scenario | req/s | p50 ms | p99 ms | failures | cores: server / load gen / postgres |');
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) {
    const cpu = row.cpu
      ? `${fmt(row.cpu.server, 2)} / ${fmt(row.cpu.load, 2)} / ${database ? fmt(row.cpu.postgres, 2) : 'in server'}`
      : '';
    console.log(
      `| ${row.scenario} | ${fmt(row.reqPerSec)} | ${fmt(row.p50, 1)} | ${fmt(row.p99, 1)} | ${row.failures} | ${cpu} |`,
    );
  }

  const a = rows[0]!;
  const direct = rows.find((row) => row.scenario.startsWith('(b)'));
  const signInAlone = rows.find((row) => row.scenario.startsWith('(d) sign-ins alone'))!;
  const signIn = rows.find((row) => row.scenario.startsWith('(d) sign-ins ('))!;
  const pacedRead = rows.find((row) => row.scenario.includes('paced'))!;
  const readsDuring = rows.at(-1)!;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log('\nTargets:');
  if (engine === 'postgres')
    console.log(`- (a) >= 2,000 req/s: ${fmt(a.reqPerSec)} -> ${verdict(a.reqPerSec >= 2000)}`);
  if (direct)
    console.log(
      `- (a) >= half of direct pg (${fmt(direct.reqPerSec / 2)}): ${verdict(a.reqPerSec >= direct.reqPerSec / 2)}`,
    );
  console.log(`- (a) p99 < 25 ms: ${fmt(a.p99, 1)} ms -> ${verdict(a.p99 < 25)}`);
  console.log(
    `- (a) paced at ${PACED_RATE} req/s, p99 < 25 ms: ${fmt(pacedRead.p99, 1)} ms -> ${verdict(pacedRead.p99 < 25)}`,
  );
  console.log(`- sign-in >= 40/s alone: ${fmt(signInAlone.reqPerSec)} -> ${verdict(signInAlone.reqPerSec >= 40)}`);
  console.log(`- sign-in >= 40/s during (a): ${fmt(signIn.reqPerSec)} -> ${verdict(signIn.reqPerSec >= 40)}`);
  console.log(
    `- reads during sign-ins: ${fmt(readsDuring.reqPerSec)} req/s, p99 ${fmt(readsDuring.p99, 1)} ms (alone: ${fmt(a.reqPerSec)} req/s, p99 ${fmt(a.p99, 1)} ms)`,
  );
  if (rows.some((row) => row.failures > 0)) {
    console.error('\nSome requests failed (see the failures column).');
    process.exitCode = 1;
  }
}

await main();
