import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { generate } from 'otplib';
import { EXERCISES } from '@common/exercises';
import { startExercise } from '@web/features/exercises/api/start-exercise';
import { finishExercise } from '../../server/test-support/exercise-runs';
import { databaseKindsUnderTest } from '../../server/test-support/test-database';
import { startTestServer, type TestServer } from '../../server/test-support/test-server';
import { signedUpClient, STRONG_PASSWORD } from '../../server/test-support/test-users';

const totpCode = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

/** Every public table that holds rows of a user: what the two-step rule must cover. */
async function tablesWithUserRows(server: TestServer): Promise<string[]> {
  const found = await server.ctx.db.query<{ table_name: string }>(
    `select c.table_name from information_schema.columns c
       join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'
      order by 1`,
  );
  return found.rows.map((row) => row.table_name);
}

/**
 * Two-step means two-step (docs/decisions/0012-two-step-on-data.md): once a user verified a
 * TOTP factor, a password-only (aal1) session of theirs reads none of their rows, writes none
 * (through REST or RPC), cannot talk to Thera and cannot sign their other sessions out.
 */
describe.each(databaseKindsUnderTest())('two-step verification protects the data (%s)', (kind) => {
  let server: TestServer;
  let email: string;
  let userId: string;
  let aal2: SupabaseClient;
  let aal1: SupabaseClient;
  let secret: string;
  let factorId: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off' });
    const account = await signedUpClient(server);
    ({ email } = account);
    userId = account.user.id;
    aal2 = account.client;
    // A completion (with its points and run) from before two-step was turned on.
    await finishExercise(server, { id: userId, client: aal2 }, EXERCISES[0]!, { notes: 'before two-step' });

    const enrolled = await aal2.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    secret = enrolled.data!.totp.secret;
    factorId = enrolled.data!.id;
    const challenge = await aal2.auth.mfa.challenge({ factorId });
    const verified = await aal2.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: await totpCode(secret),
    });
    expect(verified.error).toBeNull();

    aal1 = server.client();
    const signIn = await aal1.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(signIn.error).toBeNull();
  });
  afterAll(() => server.close());

  it('gives every table with user rows a restrictive aal policy and a write guard', async () => {
    const tables = await tablesWithUserRows(server);
    expect(tables).toEqual(expect.arrayContaining(['user_exercise_completions', 'user_points', 'exercise_runs']));
    const policies = await server.ctx.db.query<{ tablename: string }>(
      `select tablename from pg_policies
        where schemaname = 'public' and permissive = 'RESTRICTIVE' and qual like '%session_meets_aal%'`,
    );
    const triggers = await server.ctx.db.query<{ table_name: string }>(
      `select event_object_table as table_name from information_schema.triggers
        where trigger_schema = 'public' and trigger_name = 'refuse_writes_below_aal2'`,
    );
    for (const table of tables) {
      expect(
        policies.rows.map((row) => row.tablename),
        `restrictive aal policy on ${table}`,
      ).toContain(table);
      expect(
        triggers.rows.map((row) => row.table_name),
        `aal write guard on ${table}`,
      ).toContain(table);
    }
  });

  /** Rows of the user in `table` as the API role sees them with these claims (RLS applies). */
  const visibleRows = (table: string, aal: 'aal1' | 'aal2') =>
    server.ctx.db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ role: 'authenticated', sub: userId, aal: aal }),
      ]);
      const counted = await tx.query<{ n: number }>(
        `select count(*)::int as n from public.${table} where user_id = $1`,
        [userId],
      );
      return counted.rows[0]!.n;
    });

  it('shows an aal1 session none of the rows of any table, while aal2 sees them', async () => {
    for (const table of await tablesWithUserRows(server)) {
      expect(await visibleRows(table, 'aal1'), table).toBe(0);
    }
    for (const table of ['user_exercise_completions', 'user_points', 'exercise_runs']) {
      expect(await visibleRows(table, 'aal2'), table).toBeGreaterThan(0);
    }
    // And through supabase-js, for the tables /rest/v1 serves.
    for (const table of ['user_exercise_completions', 'user_points']) {
      expect((await aal1.from(table).select('*')).data, table).toEqual([]);
      expect((await aal2.from(table).select('*')).data?.length, table).toBeGreaterThan(0);
    }
  });

  it('refuses aal1 writes through REST and through the points RPC', async () => {
    const insert = await aal1
      .from('user_exercise_completions')
      .insert({ exercise_id: EXERCISES[1]!.id, user_id: userId, notes: 'aal1 write' });
    expect(insert.error).toMatchObject({ code: '42501' });
    await expect(startExercise(aal1, userId, EXERCISES[1]!.id)).rejects.toThrow(/two-step/i);
    const stillAllowed = await startExercise(aal2, userId, EXERCISES[1]!.id);
    expect(stillAllowed.runId).toBeTruthy();
  });

  it('refuses chat-with-ai to aal1 with insufficient_aal, and answers aal2', async () => {
    const refused = await aal1.functions.invoke('chat-with-ai', {
      body: { message: 'hello', conversationHistory: [] },
    });
    expect(refused.error).toBeTruthy();
    const response = (refused.error as { context: Response }).context;
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'insufficient_aal' });
    const answered = await aal2.functions.invoke('chat-with-ai', {
      body: { message: 'hello', conversationHistory: [] },
    });
    expect(answered.error).toBeNull();
  });

  it('refuses to sign other sessions out at aal1; a plain sign-out ends only its own session', async () => {
    const others = await aal1.auth.signOut({ scope: 'others' });
    expect(others.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const global = await aal1.auth.signOut({ scope: 'global' });
    expect(global.error).toBeNull();
    const kept = await aal2.auth.refreshSession();
    expect(kept.error).toBeNull();
  });

  it('lets the same account through once the code is entered', async () => {
    const client = server.client();
    await client.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    const challenge = await client.auth.mfa.challenge({ factorId });
    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: await totpCode(secret, 1),
    });
    expect(verified.error).toBeNull();
    const rows = await client.from('user_exercise_completions').select('notes');
    expect(rows.data).toEqual([{ notes: 'before two-step' }]);
  });
});
