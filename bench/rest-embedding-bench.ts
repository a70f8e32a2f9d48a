/**
 * /rest/v1 resource embedding on PostgreSQL: a user's 20 completions with their exercise titles
 * in one request (`select=*,mental_health_exercises(title)`, what the dashboard's history asks),
 * beside the same 20 rows without the embed and the plain single-row read, at 50 connections.
 * It creates a database of its own on DATABASE_URL's server, starts the compiled server on it,
 * signs a user up through supabase-js and gives them 20 completions, then drives each read with
 * autocannon (bench/rest-scenarios.ts).
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/rest-embedding-bench.ts
 *      (BENCH_SECONDS=10 BENCH_CONNECTIONS=50 by default)
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { driveRead } from './rest-scenarios';
import { startServerProcess } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 3930);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server this bench may create a database on');

const name = `theraagent_embed_bench_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

const server = await startServerProcess(PORT, { DATABASE_URL: databaseUrl, HOST: '127.0.0.1', LOG_LEVEL: 'error' });
const url = server.url.replace('localhost', '127.0.0.1');
try {
  const { supabaseAnonKey: anonKey } = (await (await fetch(`${url}/app-config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const signUp = await client.auth.signUp({
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    password: 'calm-waters-42',
  });
  if (signUp.error || !signUp.data.session) throw new Error(`sign-up failed: ${signUp.error?.message ?? 'no session'}`);
  const { access_token: token, user } = signUp.data.session;

  // 20 completions over the six exercises, written as the database owner (as the seed would).
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ id: string }>(
    `insert into public.user_exercise_completions (exercise_id, user_id, rating, completed_at)
     select e.id, $1, 1 + (n % 5), now() - n * interval '1 hour'
       from generate_series(1, 20) n
       join (select id, row_number() over (order by created_at) - 1 as k from public.mental_health_exercises) e on e.k = n % 6
     returning id`,
    [user.id],
  );
  await db.end();

  const reads = [
    {
      title: 'single completion by id (1 row)',
      path: `/rest/v1/user_exercise_completions?select=*&id=eq.${rows[0]!.id}`,
      token,
    },
    {
      title: 'completions, no embedding (20 rows)',
      path: `/rest/v1/user_exercise_completions?select=*&user_id=eq.${user.id}&order=completed_at.desc`,
      token,
    },
    {
      title: 'completions with exercise titles, embedded (20 rows)',
      path: `/rest/v1/user_exercise_completions?select=*,mental_health_exercises(title)&user_id=eq.${user.id}&order=completed_at.desc`,
      token,
    },
  ];
  // Check once that the embedded read answers what it should before measuring.
  const sample = (await (
    await fetch(`${url}${reads[2]!.path}`, { headers: { apikey: anonKey, Authorization: `Bearer ${token}` } })
  ).json()) as {
    mental_health_exercises: { title: string } | null;
  }[];
  if (sample.length !== 20 || sample.some((row) => !row.mental_health_exercises?.title))
    throw new Error('embedded read did not return 20 titled rows');

  const results = [];
  for (const read of reads) {
    const line = await driveRead({ url, anonKey, seconds: SECONDS, connections: CONNECTIONS }, read);
    console.log(JSON.stringify(line));
    results.push(line);
  }
  console.log(
    `\nPostgreSQL; load average (1 min) at the end: ${loadavg()[0]?.toFixed(1)}; ${CONNECTIONS} connections, ${SECONDS} s per scenario`,
  );
  console.log('| scenario | req/s | p50 ms | p99 ms | non-2xx |\n|---|---|---|---|---|');
  for (const r of results)
    console.log(`| ${r.scenario} | ${r.requestsPerSecond} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.non2xx} |`);
} finally {
  await server.stop();
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${name} with (force)`);
  await cleanup.end();
}
