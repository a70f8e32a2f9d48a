import { describe, expect, it } from 'vitest';
import { databaseKindsUnderTest, openTestDatabase } from '../test-support/test-database';
import { enterRequestRole } from './request-transaction';
import { fromDatabaseError } from './rest-errors';

describe.each(databaseKindsUnderTest())('the REST transaction prologue on %s', (kind) => {
  it('sets role, claims and the statement timeout for that transaction only', async () => {
    const db = await openTestDatabase(kind);
    try {
      const inside = await db.transaction(async (tx) => {
        await enterRequestRole(tx, {
          role: 'authenticated',
          claims: { role: 'authenticated', sub: '00000000-0000-4000-8000-00000000000a' },
        });
        const { rows } = await tx.query<{ who: string; uid: string; timeout: string }>(
          `select current_user as who, auth.uid()::text as uid, current_setting('statement_timeout') as timeout`,
        );
        return rows[0];
      });
      expect(inside).toEqual({ who: 'authenticated', uid: '00000000-0000-4000-8000-00000000000a', timeout: '8s' });
      const after = (
        await db.query<{ who: string; timeout: string }>(
          `select current_user as who, current_setting('statement_timeout') as timeout`,
        )
      ).rows[0];
      expect(after?.who).not.toBe('authenticated');
      expect(after?.timeout).not.toBe('8s');
    } finally {
      await db.close();
    }
  });
});

describe.each(databaseKindsUnderTest().filter((kind) => kind === 'postgres'))(
  'a query over the time limit on %s',
  (kind) => {
    it('is cancelled by PostgreSQL and answered 504, not 500', async () => {
      const db = await openTestDatabase(kind);
      try {
        const error = await db
          .transaction(async (tx) => {
            await enterRequestRole(tx, { role: 'anon', claims: { role: 'anon' } }, '50ms');
            await tx.query('select pg_sleep(2)');
          })
          .catch((caught: unknown) => caught);
        const answer = fromDatabaseError(error, 'anon');
        expect(answer?.status).toBe(504);
        expect(answer?.body).toMatchObject({ code: '57014', message: expect.stringContaining('statement timeout') });
      } finally {
        await db.close();
      }
    });
  },
);
