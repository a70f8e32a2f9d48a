import { describe, expect, it } from 'vitest';
import { databaseKindsUnderTest, openTestDatabase } from '../test-support/test-database';

const postgresOnly = databaseKindsUnderTest().filter((kind) => kind === 'postgres');

describe.each(postgresOnly)('%s connection lost inside a transaction', (kind) => {
  it('fails that transaction without crashing the process, and the next request gets a healthy connection', async () => {
    const db = await openTestDatabase(kind);
    try {
      const outcome = db.transaction(async (tx) => {
        const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
        const pid = rows[0]!.pid;
        // PostgreSQL ends this very connection between two statements (as a failover or an
        // administrator would); the pool's other connection does it.
        await db.query('select pg_terminate_backend($1)', [pid]);
        await expect
          .poll(async () => (await db.query('select 1 from pg_stat_activity where pid = $1', [pid])).rows.length)
          .toBe(0);
        await tx.query('select 1');
      });
      await expect(outcome).rejects.toThrow();
      // An unheard 'error' event on the lost client would have failed this run as an
      // uncaught exception; instead the broken connection is dropped and a new one serves.
      const { rows } = await db.transaction((tx) => tx.query<{ ok: number }>('select 1 as ok'));
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      await db.close();
    }
  });
});
