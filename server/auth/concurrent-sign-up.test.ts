import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKindsUnderTest, withDatabaseName } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { STRONG_PASSWORD, uniqueEmail } from '../test-support/test-users';

describe.each(databaseKindsUnderTest())('concurrent sign-ups of one new email (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => server.close());

  it('make one account: one 200 with a session, every other 422 user_already_exists, never 500', async () => {
    const email = uniqueEmail('race');
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => server.client().auth.signUp({ email, password: STRONG_PASSWORD })),
    );
    const winners = attempts.filter((attempt) => attempt.error === null);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.data.session?.user.email).toBe(email);
    for (const attempt of attempts.filter((a) => a.error !== null)) {
      expect(attempt.error).toMatchObject({
        status: 422,
        code: 'user_already_exists',
        message: 'User already registered',
      });
    }
    const accounts = await server.ctx.db.query(`select 1 from auth.users where email = $1`, [email]);
    expect(accounts.rows).toHaveLength(1);
  });
});

// Only PostgreSQL has concurrent transactions; PGlite runs one at a time, so it cannot race.
const postgresOnly = databaseKindsUnderTest().filter((kind) => kind === 'postgres');

describe.each(postgresOnly)('a sign-up that loses the race for a new email (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => server.close());

  it('answers 422 when another transaction inserts the email while this one waits', async () => {
    // Deterministic form of the race: an open transaction holds an uncommitted row for the email,
    // so the sign-up finds no user, then its insert waits on the unique index until we commit.
    const email = uniqueEmail('blocked');
    const databaseName = (await server.ctx.db.query<{ name: string }>('select current_database() as name')).rows[0]!
      .name;
    const rival = new pg.Client({ connectionString: withDatabaseName(process.env.DATABASE_URL!, databaseName) });
    await rival.connect();
    try {
      await rival.query('begin');
      await rival.query(
        `insert into auth.users (email, encrypted_password, email_confirmed_at) values ($1, 'rival', now())`,
        [email],
      );
      const signUp = server.client().auth.signUp({ email, password: STRONG_PASSWORD });

      await vi.waitFor(
        async () => {
          const waiting = await server.ctx.db.query(
            `select 1 from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and query like 'insert into auth.users%'`,
            [databaseName],
          );
          expect(waiting.rows).toHaveLength(1);
        },
        { timeout: 15_000, interval: 20 },
      );
      await rival.query('commit');

      const { error } = await signUp;
      expect(error).toMatchObject({ status: 422, code: 'user_already_exists' });
    } finally {
      await rival.end();
    }
  });
});
