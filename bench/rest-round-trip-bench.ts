/**
 * Issue 15 item 2: is /rest/v1 near the database's own speed? On PostgreSQL only.
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/rest-round-trip-bench.ts
 * (BENCH_SECONDS=10, BENCH_CONNECTIONS=50, BENCH_PORT=4510, BENCH_ONLY=<comma list of scenario keys>,
 * BENCH_NODE_ARGS=<flags for the server's node>).
 *
 * Makes a database of its own, starts the compiled server on it, signs up one user and records one
 * completion, then runs, side by side in one run, at the same number of connections:
 *   rest    the authenticated single-row RLS read through /rest/v1 (autocannon, apikey + bearer);
 *   and the same transaction sent straight to PostgreSQL with `pg`, in each way we considered
 *   (docs/decisions/0019-one-round-trip-per-request.md):
 *   four    four round trips: begin; set_config role, claims, statement_timeout; the query; commit;
 *   simple  one simple-protocol message, the claims and values inlined as literals;
 *   pipe    pg's pipeline mode: the four statements written at once (one round trip), unnamed;
 *   named   the same pipeline with the set_config and the query as named prepared statements.
 * Each direct loop builds the query with the server's own buildSelect, so the SQL is identical.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
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

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('Set DATABASE_URL: this bench compares against PostgreSQL itself.');
const PORT = Number(process.env.BENCH_PORT ?? 4510);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ONLY = process.env.BENCH_ONLY?.split(',');
const PASSWORD = 'calm-seas-42';

interface Row {
  key: string;
  scenario: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  failures: number;
  /** CPU milliseconds per request: the server process, this process (client/load), PostgreSQL. */
  cpuMs?: { server: number; bench: number; postgres: number };
}

/**
 * CPU time barely depends on how busy the machine is, unlike throughput: on a shared 2-core
 * machine it is the figure that compares ways of sending the same work. Linux /proc only.
 */
const CLOCK_TICKS_PER_SECOND = 100;
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
/** The PostgreSQL backends serving `databaseName` (their command line names it). */
function backendPids(databaseName: string): number[] {
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
let serverPid = 0;
let databaseName = '';
/** Starts counting; the returned function gives CPU ms per request over what ran since. */
function cpuMeter() {
  const backends = new Map(backendPids(databaseName).map((pid) => [pid, cpuSeconds(pid)]));
  const server = cpuSeconds(serverPid);
  const bench = process.cpuUsage();
  return (requests: number) => {
    let postgres = 0;
    for (const pid of backendPids(databaseName)) postgres += cpuSeconds(pid) - (backends.get(pid) ?? 0);
    const own = process.cpuUsage(bench);
    const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, requests);
    return {
      server: perRequest(cpuSeconds(serverPid) - server),
      bench: perRequest((own.user + own.system) / 1e6),
      postgres: perRequest(postgres),
    };
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** `CONNECTIONS` loops, each running `transaction` back to back for SECONDS (after one warm-up round). */
async function closedLoop(key: string, scenario: string, transaction: () => Promise<boolean>): Promise<Row> {
  await Promise.all(Array.from({ length: CONNECTIONS }, transaction));
  const meter = cpuMeter();
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        if (!(await transaction().catch(() => false))) failures++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuMs = meter(latencies.length);
  latencies.sort((a, b) => a - b);
  return {
    key,
    scenario,
    reqPerSec: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
    cpuMs,
  };
}

/** The values of the server's set_config statement (request-transaction.ts) for these claims. */
const CLAIMS_SQL = `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('statement_timeout', $3, true)`;

function inlined(sql: string, params: unknown[]) {
  // Replace from the highest number down so $1 does not eat the start of $10.
  let text = sql;
  for (let i = params.length; i >= 1; i--) {
    const value = params[i - 1];
    text = text.replaceAll(`$${i}`, value === null ? 'null' : pg.escapeLiteral(String(value)));
  }
  return text;
}

function directScenarios(url: string, claims: Record<string, unknown>, recordId: string) {
  const table = findExposedTable('user_exercise_completions')!;
  const read = buildSelect(
    table,
    parseQuery(table, [
      ['select', '*'],
      ['id', `eq.${recordId}`],
    ]),
    false,
  );
  const claimParams = ['authenticated', JSON.stringify(claims), '8s'];
  const found = (result: pg.QueryResult) => result.rows[0]?.row_count === 1;
  // One pool at a time (opened by the scenario that uses it): two pools of 50 would pass max_connections.
  let plain: pg.Pool;
  let pipelined: pg.Pool;
  const readName = `r${createHash('sha1').update(read.sql).digest('hex').slice(0, 16)}`;

  /** Writes the four statements in one go (one TCP write, one round trip) on a pipeline client. */
  async function pipeline(named: boolean) {
    const client = await pipelined.connect();
    try {
      const stream = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection
        .stream;
      stream.cork();
      const begin = client.query('begin');
      const role = client.query(
        named ? { name: 'claims', text: CLAIMS_SQL, values: claimParams } : { text: CLAIMS_SQL, values: claimParams },
      );
      const select = client.query(
        named ? { name: readName, text: read.sql, values: read.params } : { text: read.sql, values: read.params },
      );
      const commit = client.query('commit');
      stream.uncork();
      const [, , result] = await Promise.all([begin, role, select, commit]);
      return found(result);
    } finally {
      client.release();
    }
  }

  return {
    scenarios: [
      {
        key: 'four',
        title: 'direct pg, four round trips (begin; set_config; query; commit)',
        pipeline: false,
        run: async () => {
          const client = await plain.connect();
          try {
            await client.query('begin');
            await client.query(CLAIMS_SQL, claimParams);
            const result = await client.query(read.sql, read.params);
            await client.query('commit');
            return found(result);
          } finally {
            client.release();
          }
        },
      },
      {
        key: 'simple',
        title: 'direct pg, one simple-protocol message, literals inlined',
        pipeline: false,
        run: async () => {
          const text = `${inlined(CLAIMS_SQL, claimParams)}; ${inlined(read.sql, read.params)}`;
          const client = await plain.connect();
          try {
            const results = (await client.query(text)) as unknown as pg.QueryResult[];
            return found(results[1]!);
          } finally {
            client.release();
          }
        },
      },
      {
        key: 'pipe',
        title: 'direct pg, pipelined (one round trip), unnamed statements',
        pipeline: true,
        run: () => pipeline(false),
      },
      {
        key: 'named',
        title: 'direct pg, pipelined (one round trip), named prepared statements',
        pipeline: true,
        run: () => pipeline(true),
      },
    ],
    /** Opens the pool a scenario uses; the returned function closes it. */
    open(pipeline: boolean) {
      const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS, pipeline } as pg.PoolConfig);
      if (pipeline) pipelined = pool;
      else plain = pool;
      return () => pool.end();
    },
  };
}

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

async function main() {
  const loadBefore = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const name = `theraagent_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(adminUrl!);
  databaseUrl.pathname = `/${name}`;
  const server = await startServerProcess(
    PORT,
    { DATABASE_URL: databaseUrl.toString(), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
    // e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the server's CPU goes.
    { nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) },
  );
  const base = server.url.replace('localhost', '127.0.0.1');
  serverPid = server.process.pid!;
  databaseName = name;
  const rows: Row[] = [];
  try {
    const config = (await (await fetch(`${base}/app-config.json`)).json()) as { supabaseAnonKey: string };
    const client = createClient(base, config.supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const signUp = await client.auth.signUp({
      email: `bench-${randomUUID().slice(0, 8)}@example.com`,
      password: PASSWORD,
    });
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
    const headers = {
      apikey: config.supabaseAnonKey,
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
    };
    const check = await fetch(readUrl, { headers });
    const body = (await check.json()) as { id: string }[];
    if (check.status !== 200 || body[0]?.id !== recordId)
      throw new Error(`the read does not return the row: ${check.status}`);

    const direct = directScenarios(databaseUrl.toString(), decodeJwt(accessToken) as Record<string, unknown>, recordId);
    const wanted = (key: string) => !ONLY || ONLY.includes(key);
    {
      // REST first and last, so a drift in the machine's load shows as a difference between the two.
      const rest = async (key: string) => {
        await cannon({ url: readUrl, headers, connections: CONNECTIONS, duration: 2 });
        const meter = cpuMeter();
        const result = await cannon({ url: readUrl, headers, connections: CONNECTIONS, duration: SECONDS });
        const cpuMs = meter(result.requests.total);
        const failures = result.errors + result.timeouts + result.non2xx;
        rows.push({
          key,
          scenario: `/rest/v1 authenticated single-row RLS read (${key === 'rest' ? 'first' : 'again, last'})`,
          reqPerSec: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          failures,
          cpuMs,
        });
      };
      if (wanted('rest')) await rest('rest');
      for (const scenario of direct.scenarios) {
        if (!wanted(scenario.key)) continue;
        const close = direct.open(scenario.pipeline);
        try {
          rows.push(await closedLoop(scenario.key, scenario.title, scenario.run));
        } finally {
          await close();
        }
      }
      if (wanted('rest')) await rest('rest2');
    }
  } finally {
    await server.stop();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }

  const loadAfter = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s each; load average before: ${loadBefore}, after: ${loadAfter}\n`,
  );
  console.log(
    '| scenario | req/s | p50 ms | p99 ms | failures | CPU ms per request: server / load or client / PostgreSQL |\n| --- | ---: | ---: | ---: | ---: | --- |',
  );
  for (const row of rows) {
    const cpu = row.cpuMs
      ? `${fmt(row.cpuMs.server, 3)} / ${fmt(row.cpuMs.bench, 3)} / ${fmt(row.cpuMs.postgres, 3)}`
      : '';
    console.log(
      `| ${row.scenario} | ${fmt(row.reqPerSec)} | ${fmt(row.p50, 1)} | ${fmt(row.p99, 1)} | ${row.failures} | ${cpu} |`,
    );
  }
  const restRows = rows.filter((row) => row.key.startsWith('rest'));
  const restRate = restRows.reduce((sum, row) => sum + row.reqPerSec, 0) / (restRows.length || 1);
  for (const key of ['four', 'named', 'pipe']) {
    const row = rows.find((r) => r.key === key);
    if (row && restRows.length)
      console.log(
        `- /rest/v1 (mean of its runs, ${fmt(restRate)} req/s) is ${fmt((100 * restRate) / row.reqPerSec)}% of "${row.scenario}"`,
      );
  }
  if (rows.some((row) => row.failures > 0)) {
    console.error('\nSome requests failed (see the failures column).');
    process.exitCode = 1;
  }
}

await main();
