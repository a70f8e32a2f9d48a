import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKindsUnderTest, openTestDatabase } from '../test-support/test-database';
import type { Database } from './database';

// `batch` hands a whole transaction over at once (docs/decisions/0019-one-round-trip-per-request.md);
// it must mean exactly what the same statements in `transaction` mean. Giving way to other
// owners on PGlite is checked through /rest/v1 in statement-limits.test.ts.
const ENDLESS = 'select count(*) from generate_series(1::bigint, 1000000000000)';
const client = { owner: 'user:batch', statementTimeoutMs: 8_000 };

describe.each(databaseKindsUnderTest())('a batch on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await db.exec('create table batch_probe (n int primary key)');
  });
  afterAll(() => db.close());

  it('runs its statements in order in one transaction and returns each result', async () => {
    const results = await db.batch(
      [
        {
          sql: `select set_config('request.jwt.claims', $1, true), txid_current()::text as tx`,
          params: ['{"sub":"a"}'],
        },
        { sql: 'insert into batch_probe values ($1), ($2)', params: [1, 2] },
        {
          sql: `select current_setting('request.jwt.claims') as claims, txid_current()::text as tx, count(*)::int as n from batch_probe`,
          params: [],
        },
      ],
      client,
    );
    expect(results).toHaveLength(3);
    expect(results[1]?.affectedRows).toBe(2);
    expect(results[2]?.rows).toEqual([{ claims: '{"sub":"a"}', tx: results[0]?.rows[0]?.tx, n: 2 }]);
    // Transaction-local settings end with it: the next request on the connection starts clean.
    const after = await db.query<{ claims: string | null }>(
      `select current_setting('request.jwt.claims', true) as claims`,
    );
    expect(after.rows[0]?.claims ?? '').toBe('');
  });

  it("rolls everything back on a failure and rejects with that statement's own error", async () => {
    const error = await db
      .batch(
        [
          { sql: 'insert into batch_probe values ($1)', params: [10] },
          { sql: 'insert into batch_probe values ($1)', params: [1] },
          { sql: 'select 1', params: [] },
        ],
        client,
      )
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505' });
    const { rows } = await db.query<{ n: number }>('select n from batch_probe where n = 10');
    expect(rows).toEqual([]);
    // The connection is usable at once: nothing was left open.
    expect((await db.batch([{ sql: 'select 1 as ok', params: [] }], client))[0]?.rows).toEqual([{ ok: 1 }]);
  });

  it("cancels a statement past the client's time limit with 57014, and serves the next batch", async () => {
    const error = await db
      .batch([{ sql: ENDLESS, params: [] }], { owner: 'user:runaway', statementTimeoutMs: 200 })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '57014', message: expect.stringContaining('statement timeout') });
    expect((await db.batch([{ sql: 'select 2 as ok', params: [] }], client))[0]?.rows).toEqual([{ ok: 2 }]);
  });

  it('answers a flood of distinct query shapes correctly and keeps what each connection prepares bounded', async () => {
    // REST query shapes are the client's to choose; PostgreSQL batches name them (postgres.ts),
    // at most 256 per connection. One after another, the batches share the pool's connections.
    for (let shape = 0; shape < 300; shape++) {
      const [result] = await db.batch([{ sql: `select $1::int + ${shape} as n`, params: [1] }], client);
      expect(result?.rows).toEqual([{ n: shape + 1 }]);
    }
    if (kind === 'postgres') {
      const [prepared] = await db.batch(
        [{ sql: 'select count(*)::int as count from pg_prepared_statements', params: [] }],
        client,
      );
      const count = (prepared?.rows[0] as { count: number }).count;
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(256);
    }
  });
});
