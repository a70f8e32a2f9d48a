/**
 * TheraPoints and check-ins through /rest/v1 on PostgreSQL, beside the plain single-row read:
 *   - POST /rest/v1/rpc/complete_exercise (each request completes its own backdated run; 500
 *     users, 40 runs each over the six exercises: a user's first run of each exercise awards
 *     points, the rest are recorded without, as the one-award-a-day rule says),
 *   - POST /rest/v1/mood_checkins (one check-in row, Prefer: return=minimal),
 *   - GET /rest/v1/mental_health_exercises?id=eq.<id> (one row, anon).
 * It creates a fresh database on DATABASE_URL's server, prepares it with the code the server
 * runs at start, starts the compiled server on it and drives it with autocannon.
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/points-bench.ts
 *      (BENCH_SECONDS=10 BENCH_CONNECTIONS=50 by default)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { EXERCISES } from '../common/exercises';
import { createContext } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { openPostgres } from '../server/db/postgres';
import { createLogger } from '../server/logger';
import { withDatabaseName } from '../server/test-support/test-database';
import { startServerProcess } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 3920);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const USERS = 500;
const RUNS_PER_USER = 40;
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server (a fresh database is created on it)');

const dbName = `theraagent_points_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const databaseUrl = withDatabaseName(baseUrl, dbName);

const config = loadConfig({ PORT: String(PORT), DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
const db = await openPostgres(databaseUrl);
const ctx = await createContext(config, db, createLogger('warn'));
const users: { id: string; token: string }[] = [];
for (let i = 0; i < USERS; i++) {
  const id = randomUUID();
  const sessionId = randomUUID();
  const email = `bench-${i}@example.com`;
  await db.query(`insert into auth.users (id, email, encrypted_password) values ($1, $2, 'bench-no-password')`, [
    id,
    email,
  ]);
  await db.query(`insert into auth.sessions (id, user_id) values ($1, $2)`, [sessionId, id]);
  const token = await ctx.keys.sign(
    { sub: id, role: 'authenticated', aud: 'authenticated', session_id: sessionId, aal: 'aal1', amr: [], email },
    3600,
  );
  users.push({ id, token });
}
// Runs started an hour ago (past every exercise's halfway mark), interleaved user by user.
const { rows: runRows } = await db.query<{ id: string; user_id: string }>(
  `insert into public.exercise_runs (user_id, exercise_id, started_at)
   select u.id, (array[${EXERCISES.map((exercise) => `'${exercise.id}'::uuid`).join(', ')}])[1 + (n % 6)], now() - interval '1 hour'
     from unnest($1::uuid[]) with ordinality as u(id, i), generate_series(0, $2::int - 1) n
    order by n, u.i
   returning id, user_id`,
  [users.map((user) => user.id), RUNS_PER_USER],
);
const tokenOf = new Map(users.map((user) => [user.id, user.token]));
const runs = runRows.map((row) => ({ runId: row.id, token: tokenOf.get(row.user_id) as string }));
const anonKey = ctx.anonKey;
await db.close();

const server = await startServerProcess(PORT, { DATABASE_URL: databaseUrl, RATE_LIMITS: 'off' });
const url = `http://localhost:${PORT}`;

interface Scenario {
  title: string;
  method: 'GET' | 'POST';
  path: string;
  token: string;
  body?: string;
  /** Per request: a different body and bearer (complete_exercise needs a fresh run each time). */
  next?: () => { body: string; token: string };
}

async function drive(scenario: Scenario, seconds: number) {
  const result = await autocannon({
    url: `${url}${scenario.path}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: scenario.method,
        headers: {
          apikey: anonKey,
          Authorization: `Bearer ${scenario.token}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: scenario.body,
        ...(scenario.next && {
          setupRequest: (request: autocannon.Request) => {
            const { body, token } = scenario.next!();
            return { ...request, body, headers: { ...request.headers, Authorization: `Bearer ${token}` } };
          },
        }),
      },
    ],
  });
  return {
    scenario: scenario.title,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

let nextRun = 0;
const scenarios: Scenario[] = [
  {
    title: 'GET one exercise by id (anon)',
    method: 'GET',
    path: `/rest/v1/mental_health_exercises?select=*&id=eq.${EXERCISES[0]!.id}`,
    token: anonKey,
  },
  {
    title: 'POST mood_checkins (one row, user)',
    method: 'POST',
    path: '/rest/v1/mood_checkins',
    token: users[0]!.token,
    body: JSON.stringify({ mood: 3, tags: ['calm'], token: 'BTC', context: 'daily' }),
  },
  {
    title: 'POST rpc/complete_exercise (user)',
    method: 'POST',
    path: '/rest/v1/rpc/complete_exercise',
    token: users[0]!.token,
    next: () => {
      const run = runs[nextRun++ % runs.length]!;
      return { body: JSON.stringify({ run_id: run.runId, rating: 4 }), token: run.token };
    },
  },
];

try {
  const results = [];
  for (const scenario of scenarios) {
    // Two seconds of warm-up (JIT, caches) not counted; complete_exercise warms on runs of its own.
    await drive(scenario, 2);
    const line = await drive(scenario, SECONDS);
    console.log(JSON.stringify(line));
    results.push(line);
  }
  const awarded = await fetch(`${url}/rest/v1/user_points?select=id`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${users[0]!.token}` },
  });
  console.log(
    `\ncomplete_exercise used ${nextRun} of ${runs.length} runs; user 0 holds ${((await awarded.json()) as unknown[]).length} points rows`,
  );
  console.log(
    `load average (1 min) at the end: ${loadavg()[0]?.toFixed(1)}; ${CONNECTIONS} connections, ${SECONDS} s per scenario, PostgreSQL`,
  );
  console.log('| scenario | req/s | p50 ms | p99 ms | requests | non-2xx |\n|---|---|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.scenario} | ${r.requestsPerSecond} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.requests} | ${r.non2xx} |`,
    );
} finally {
  await server.stop();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
