/**
 * PGlite on its thread: a REST read's transaction as four messages (begin, set_config, query,
 * commit: how /rest/v1 ran it before decision 0019) against one message (`Database.batch`),
 * in the same process, alternating rounds so both see the same machine load.
 * Run: npx tsx bench/pglite-batch-bench.ts   (BENCH_ROUNDS=6, BENCH_PER_ROUND=1000, BENCH_CONCURRENCY=20)
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContext } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { openPglite } from '../server/db/pglite';
import { createLogger } from '../server/logger';
import { buildSelect } from '../server/rest/build-sql';
import { findExposedTable } from '../server/rest/exposed-tables';
import { parseQuery } from '../server/rest/parse-query';
import { enterRequestRole, requestRoleStatement } from '../server/rest/request-transaction';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

const dataDir = await mkdtemp(join(tmpdir(), 'theraagent-pglite-batch-'));
const db = await openPglite({ dataDir });
try {
  await createContext(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), db, createLogger('warn'));
  const userId = randomUUID();
  await db.query(`insert into auth.users (id, email, encrypted_password) values ($1, 'bench@example.com', 'x')`, [
    userId,
  ]);
  await db.query(
    `insert into public.user_exercise_completions (exercise_id, user_id, rating, completed_at)
     select e.id, $1, 1 + (n % 5), now() - n * interval '1 hour'
     from generate_series(1, 20) n join public.mental_health_exercises e on e.created_at = '2025-06-11T00:00:01Z'`,
    [userId],
  );
  const table = findExposedTable('user_exercise_completions')!;
  const read = buildSelect(
    table,
    parseQuery(table, [
      ['select', '*'],
      ['user_id', `eq.${userId}`],
      ['order', 'completed_at.desc'],
    ]),
    false,
  );
  const identity = {
    role: 'authenticated' as const,
    claims: { role: 'authenticated', sub: userId, aud: 'authenticated' },
  };
  const work = { owner: `user:${userId}`, statementTimeoutMs: 8000 };

  const ways = {
    'four messages (transaction)': async () => {
      const rows = await db.transaction(async (tx) => {
        await enterRequestRole(tx, identity);
        return (await tx.query<{ row_count: number }>(read.sql, read.params)).rows;
      }, work);
      return rows[0]?.row_count === 20;
    },
    'one message (batch)': async () => {
      const [, result] = await db.batch([requestRoleStatement(identity), read], work);
      return result?.rows[0]?.row_count === 20;
    },
  };

  async function round(run: () => Promise<boolean>) {
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next++ < PER_ROUND) if (!(await run())) throw new Error('the read did not return the 20 rows');
      }),
    );
    return PER_ROUND / ((performance.now() - started) / 1000);
  }

  const rates: Record<string, number[]> = {};
  for (const run of Object.values(ways)) await round(run); // warm-up
  for (let i = 0; i < ROUNDS; i++) {
    // Which way goes first alternates too, so a drift in load does not favour one.
    const order = i % 2 === 0 ? Object.entries(ways) : Object.entries(ways).reverse();
    for (const [name, run] of order) (rates[name] ??= []).push(await round(run));
  }
  console.log(
    `\nload average at the end: ${loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}; ${ROUNDS} alternating rounds of ${PER_ROUND}, ${CONCURRENCY} at a time`,
  );
  console.log('| way | transactions/s per round | median |\n| --- | --- | ---: |');
  for (const [name, list] of Object.entries(rates)) {
    const median = [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
    console.log(`| ${name} | ${list.map((rate) => rate.toFixed(0)).join(', ')} | ${median.toFixed(0)} |`);
  }
} finally {
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
}
