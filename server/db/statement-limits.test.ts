import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDatabaseError } from '../rest/rest-errors';
import { databaseKindsUnderTest, openTestDatabase } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { createTestUser } from '../test-support/test-users';
import type { ClientWork, Database } from './database';
import { DatabaseBusyError } from './database-errors';

// Seconds of work on either engine (minutes on PGlite): long enough that only a cancel ends it early.
const HEAVY = 'select count(*) from generate_series(1::bigint, 30000000)';
const ENDLESS = 'select count(*) from generate_series(1::bigint, 1000000000000)';

function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * `inside` resolves once `work` is inside its transaction, i.e. holds the connection; `rerun`
 * once it is inside for the second time (a transaction cancelled as busy runs once more).
 */
function holding(db: Database, sql: string, client?: ClientWork) {
  const entries = [signal(), signal()];
  let attempts = 0;
  const settled = db
    .transaction(async (tx) => {
      entries[attempts++]?.resolve();
      return tx.query(sql);
    }, client)
    .then(
      () => ({ outcome: 'finished' as const, error: undefined }),
      (error: unknown) => ({ outcome: 'cancelled' as const, error }),
    );
  return { inside: entries[0]!.promise, rerun: entries[1]!.promise, attempts: () => attempts, settled };
}

describe.each(databaseKindsUnderTest())('client statements on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  it('a statement past its time limit is cancelled with 57014 (answered 504), and the database keeps serving', async () => {
    const { settled } = holding(db, ENDLESS, { owner: 'user:runaway', statementTimeoutMs: 200 });
    const { outcome, error } = await settled;
    expect(outcome).toBe('cancelled');
    expect(error).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(fromDatabaseError(error, 'authenticated')?.status).toBe(504);
    expect((await db.query<{ ok: number }>('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
  });

  it("another client's query is answered while one client's heavy statement runs", async () => {
    const events: string[] = [];
    // PostgreSQL runs both at once; the heavy one ends by its own time limit.
    const heavy = holding(db, HEAVY, { owner: 'user:heavy', statementTimeoutMs: kind === 'pglite' ? 60_000 : 1_000 });
    const heavyDone = heavy.settled.then((result) => {
      events.push(`heavy ${result.outcome}`);
      return result;
    });
    const light = async () => {
      const answer = await db.transaction((tx) => tx.query<{ ok: number }>('select 1 as ok'), {
        owner: 'ip:192.0.2.1',
        statementTimeoutMs: 8_000,
      });
      events.push('light answered');
      expect(answer.rows).toEqual([{ ok: 1 }]);
    };
    await heavy.inside;
    await light();
    if (kind === 'pglite') {
      // One connection: the heavy statement gave way (after its slice), the light one ran, and
      // the heavy one started again behind it; a second light read makes it give way for good.
      await heavy.rerun;
      await light();
    }
    const { error } = await heavyDone;
    if (kind === 'pglite') {
      expect(events).toEqual(['light answered', 'heavy cancelled', 'light answered']);
      expect(heavy.attempts()).toBe(2);
      expect(error).toBeInstanceOf(DatabaseBusyError);
      const answer = fromDatabaseError(error, 'authenticated');
      expect(answer).toMatchObject({ status: 503, headers: { 'Retry-After': '1' }, body: { code: '57014' } });
    } else {
      expect(events).toEqual(['light answered', 'heavy cancelled']);
    }
  });

  it('a transaction that gave way once runs again behind the waiting client and is answered, not refused', async () => {
    // Past the 50 ms slice on PGlite, and well inside its time limit: an honest slow request.
    const slow = holding(db, 'select count(*) from generate_series(1, 2000000)', {
      owner: 'user:slow-but-honest',
      statementTimeoutMs: 30_000,
    });
    const events: string[] = [];
    const slowDone = slow.settled.then((result) => {
      events.push(`slow ${result.outcome}`);
      return result;
    });
    await slow.inside;
    await db.transaction((tx) => tx.query('select 1'), { owner: 'ip:192.0.2.3', statementTimeoutMs: 8_000 });
    events.push('light answered');
    const { outcome, error } = await slowDone;
    expect(error).toBeUndefined();
    expect(outcome).toBe('finished');
    if (kind === 'pglite') {
      expect(events).toEqual(['light answered', 'slow finished']);
      expect(slow.attempts()).toBe(2);
    }
  });

  it("the server's own work is never cancelled to serve a client", async () => {
    const events: string[] = [];
    const own = holding(db, 'select count(*) from generate_series(1, 300000)');
    const ownDone = own.settled.then((result) => events.push(`own ${result.outcome}`));
    await own.inside;
    await db.transaction((tx) => tx.query('select 1'), { owner: 'ip:192.0.2.2', statementTimeoutMs: 8_000 });
    events.push('client answered');
    await ownDone;
    expect(events).toContain('own finished');
    if (kind === 'pglite') expect(events).toEqual(['own finished', 'client answered']);
  });
});

describe.each(databaseKindsUnderTest())('REST while another user holds the database on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('a signed-in read and an anonymous read are answered; the heavy statement gives way on PGlite', async () => {
    const user = await createTestUser(server);
    const heavy = holding(server.ctx.db, HEAVY, {
      owner: 'user:someone-else',
      statementTimeoutMs: kind === 'pglite' ? 60_000 : 1_000,
    });
    await heavy.inside;
    const own = await user.client.from('user_exercise_completions').select('id');
    expect(own.error).toBeNull();
    const catalogue = await server.client().from('mental_health_exercises').select('id').limit(1);
    expect(catalogue.error).toBeNull();
    expect(catalogue.data).toHaveLength(1);
    const { outcome, error } = await heavy.settled;
    expect(outcome).toBe('cancelled');
    if (kind === 'pglite') {
      expect(heavy.attempts()).toBe(2);
      expect(error).toBeInstanceOf(DatabaseBusyError);
    }
  });
});
