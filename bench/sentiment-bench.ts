/**
 * community_sentiment() under load on PostgreSQL: 50 connections, each calling it in a closed
 * loop the way an RPC request does (a transaction that takes the `authenticated` role and a
 * user's claims, then `select * from public.community_sentiment()`), timing each transaction.
 *
 * It (re)creates the database `sentiment_bench` on DATABASE_URL's server, migrates it, and loads
 * 100,000 check-ins from 10,000 users (10 each; random mood, tags and token or none). Two
 * spreads: over the last 30 days (a check-in every three days each: the realistic case, about
 * 6,700 rows in the 48 hours the function reads) and all within the last 48 hours (the worst case).
 * Then, on one connection: a call served from the stored answer, and a forced recomputation.
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/sentiment-bench.ts
 *      (BENCH_SECONDS=10 BENCH_CONNECTIONS=50 by default)
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { createContext } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { openPostgres } from '../server/db/postgres';
import { createLogger } from '../server/logger';
import { withDatabaseName } from '../server/test-support/test-database';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const USERS = 10_000;
const CHECKINS_PER_USER = 10;
const DB_NAME = 'sentiment_bench';
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl)
  throw new Error('Set DATABASE_URL to a PostgreSQL server (the database sentiment_bench is created on it)');
const databaseUrl = withDatabaseName(baseUrl, DB_NAME);

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`drop database if exists ${DB_NAME} with (force)`);
await admin.query(`create database ${DB_NAME}`);
await admin.end();

// Migrations run as the server runs them at start.
const db = await openPostgres(databaseUrl);
await createContext(loadConfig({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' }), db, createLogger('warn'));
await db.query(
  `insert into auth.users (id, email, encrypted_password)
   select gen_random_uuid(), 'bench-' || i || '@example.com', 'bench-no-password' from generate_series(1, $1::int) i`,
  [USERS],
);
const { rows: someUsers } = await db.query<{ id: string }>(`select id from auth.users limit $1`, [CONNECTIONS]);
await db.close();

async function loadCheckins(spreadHours: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('truncate public.mood_checkins');
  await client.query(
    `insert into public.mood_checkins (user_id, mood, tags, token, created_at)
     select u.id,
            1 + floor(random() * 5)::int,
            (array['[]', '["fear"]', '["calm"]', '["fomo"]', '["greed", "euphoria"]', '["tired"]', '["revenge", "fear"]'])[1 + floor(random() * 7)::int]::jsonb,
            (array['BTC', 'ETH', 'ADA', 'SOL', null])[1 + floor(random() * 5)::int],
            now() - random() * make_interval(hours => $2::int)
       from auth.users u, generate_series(1, $1::int)`,
    [CHECKINS_PER_USER, spreadHours],
  );
  await client.query('vacuum analyze public.mood_checkins');
  const { rows } = await client.query<{ total: number; in_reach: number }>(
    `select count(*)::int as total, count(*) filter (where created_at > now() - interval '48 hours')::int as in_reach from public.mood_checkins`,
  );
  await client.end();
  return rows[0]!;
}

/** 50 connections reading in a closed loop; with checkinsPerSecond, new check-ins arrive meanwhile (each makes the stored answer stale). */
async function drive(seconds: number, checkinsPerSecond = 0) {
  const writer = new pg.Client({ connectionString: databaseUrl });
  await writer.connect();
  const clients = await Promise.all(
    someUsers.map(async (user) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return { client, claims: JSON.stringify({ sub: user.id, role: 'authenticated', aal: 'aal1' }) };
    }),
  );
  const latencies: number[] = [];
  let rowsSeen = 0;
  const until = performance.now() + seconds * 1000;
  let checkinsWritten = 0;
  const writing = (async () => {
    if (checkinsPerSecond <= 0) return;
    const gapMs = 1000 / checkinsPerSecond;
    for (let next = performance.now(); performance.now() < until; next += gapMs) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      await writer.query(
        `insert into public.mood_checkins (user_id, mood, tags, token) values ($1, 1 + floor(random() * 5)::int, '["fear"]', 'BTC')`,
        [someUsers[checkinsWritten % someUsers.length]!.id],
      );
      checkinsWritten++;
    }
  })();
  await Promise.all(
    clients.map(async ({ client, claims }) => {
      while (performance.now() < until) {
        const started = performance.now();
        await client.query('begin');
        await client.query(
          `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
          [claims],
        );
        const { rows } = await client.query('select * from public.community_sentiment()');
        await client.query('commit');
        latencies.push(performance.now() - started);
        rowsSeen = rows.length;
      }
    }),
  );
  await writing;
  await writer.end();
  await Promise.all(clients.map(({ client }) => client.end()));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return {
    calls: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    rowsSeen,
    checkinsWritten,
  };
}

/** One connection, one call after another: the function's own cost, from the stored answer or recomputed. */
async function serialCost(recompute: boolean, calls: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const claims = JSON.stringify({ sub: someUsers[0]!.id, role: 'authenticated', aal: 'aal1' });
  const latencies: number[] = [];
  for (let i = 0; i < calls; i++) {
    if (recompute) await client.query('delete from private.community_sentiment_snapshot');
    const started = performance.now();
    await client.query('begin');
    await client.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
      claims,
    ]);
    await client.query('select * from public.community_sentiment()');
    await client.query('commit');
    latencies.push(performance.now() - started);
  }
  await client.end();
  latencies.sort((a, b) => a - b);
  return { p50: latencies[Math.floor(calls / 2)]!, max: latencies[calls - 1]! };
}

const results = [];
for (const [title, spreadHours, checkinsPerSecond] of [
  ['spread over 30 days', 24 * 30, 0],
  ['all within 48 hours', 48, 0],
  ['all within 48 hours, 2 new check-ins/s during the run', 48, 2],
] as const) {
  const loaded = await loadCheckins(spreadHours);
  await drive(2); // warm-up, not counted
  const run = await drive(SECONDS, checkinsPerSecond);
  const stored = await serialCost(false, 200);
  const recomputed = await serialCost(true, 10);
  const line = {
    scenario: title,
    ...loaded,
    ...run,
    storedP50: stored.p50,
    recomputedP50: recomputed.p50,
    recomputedMax: recomputed.max,
  };
  console.log(JSON.stringify(line));
  results.push(line);
}
console.log(
  `load average (1 min) at the end: ${loadavg()[0]?.toFixed(1)}; ${CONNECTIONS} connections, ${SECONDS} s per scenario, PostgreSQL`,
);
console.log(
  '| check-ins (10,000 users) | rows in the 48 h read | calls/s | p50 ms | p99 ms | rows returned | one call, stored answer, p50 ms | one recomputation, p50 (max) ms |\n|---|---|---|---|---|---|---|---|',
);
for (const r of results) {
  console.log(
    `| ${r.total.toLocaleString('en')}, ${r.scenario} | ${r.in_reach.toLocaleString('en')} | ${r.perSecond} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rowsSeen} | ${r.storedP50.toFixed(1)} | ${r.recomputedP50.toFixed(0)} (${r.recomputedMax.toFixed(0)}) |`,
  );
}
// BENCH_KEEP_DB=1 leaves the worst case loaded, for EXPLAIN ANALYZE by hand.
if (process.env.BENCH_KEEP_DB !== '1') {
  const cleanup = new pg.Client({ connectionString: baseUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${DB_NAME} with (force)`);
  await cleanup.end();
}
