/**
 * /rest/v1 load benchmark on PGlite: the two hottest reads of the product.
 *   - GET mental_health_exercises ordered by created_at, as a visitor (anon key),
 *   - GET user_exercise_completions by user_id newest first, as a signed-in user (RLS applies).
 * It prepares a data folder (migrations, signing key, one user with 20 completions), starts the
 * real server process on it (compiled, as `npm start` runs it), and drives it with autocannon.
 * Run: npx tsx bench/rest-bench.ts   (BENCH_SECONDS=10 BENCH_CONNECTIONS=20 by default)
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContext } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { openPglite } from '../server/db/pglite';
import { createLogger } from '../server/logger';
import { driveRead, restReads } from './rest-scenarios';
import { startServerProcess } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 3910);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const url = `http://localhost:${PORT}`;

const dataDir = await mkdtemp(join(tmpdir(), 'theraagent-rest-bench-'));
const config = loadConfig({ PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' });

// Prepare the data folder with the same code the server runs at start, then hand it over.
const db = await openPglite({ dataDir });
const ctx = await createContext(config, db, createLogger('warn'));
const userId = randomUUID();
const sessionId = randomUUID();
await db.query(
  `insert into auth.users (id, email, encrypted_password) values ($1, 'bench@example.com', 'bench-no-password')`,
  [userId],
);
await db.query(`insert into auth.sessions (id, user_id) values ($1, $2)`, [sessionId, userId]);
await db.query(
  `insert into public.user_exercise_completions (exercise_id, user_id, rating, completed_at)
   select e.id, $1, 1 + (n % 5), now() - n * interval '1 hour'
   from generate_series(1, 20) n join public.mental_health_exercises e on e.created_at = '2025-06-11T00:00:01Z'`,
  [userId],
);
const userToken = await ctx.keys.sign(
  {
    sub: userId,
    role: 'authenticated',
    aud: 'authenticated',
    session_id: sessionId,
    aal: 'aal1',
    amr: [],
    email: 'bench@example.com',
  },
  3600,
);
const anonKey = ctx.anonKey;
await db.close();

// The server process runs on the prepared folder (DATA_DIR overrides the helper's empty one).
const server = await startServerProcess(PORT, { DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMITS: 'on' });

async function measure(read: { title: string; path: string; token: string }) {
  const line = await driveRead({ url, anonKey, seconds: SECONDS, connections: CONNECTIONS }, read);
  console.log(JSON.stringify(line));
  return line;
}

try {
  // Check once that both scenarios return data before measuring them.
  const sample = await fetch(`${url}/rest/v1/user_exercise_completions?select=*&user_id=eq.${userId}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${userToken}` },
  });
  const rows = (await sample.json()) as unknown[];
  if (rows.length !== 20) throw new Error(`expected 20 completions for the bench user, got ${rows.length}`);

  const results = [];
  for (const read of restReads(userId, userToken, anonKey)) results.push(await measure(read));
  // Other work on the machine skews every figure: print the load next to the results.
  console.log(
    `\nload average (1 min) at the end: ${loadavg()[0]?.toFixed(1)}; ${CONNECTIONS} connections, ${SECONDS} s per scenario`,
  );
  console.log('| scenario | req/s | p50 ms | p99 ms | non-2xx |\n|---|---|---|---|---|');
  for (const r of results)
    console.log(`| ${r.scenario} | ${r.requestsPerSecond} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.non2xx} |`);
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
