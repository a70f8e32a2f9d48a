import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { EXERCISES } from '@common/exercises';
import { finishExercise } from '../../server/test-support/exercise-runs';
import { databaseKindsUnderTest } from '../../server/test-support/test-database';
import { startTestServer, type TestServer } from '../../server/test-support/test-server';
import { signedUpClient, STRONG_PASSWORD } from '../../server/test-support/test-users';
import { tablesWithUserRows } from '../../server/functions/account/user-tables';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/;

/** The body a failed functions.invoke came back with. */
async function refusal(error: unknown) {
  const response = (error as { context: Response }).context;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(databaseKindsUnderTest())('export my data and delete my account (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => server.close());

  const withCompletion = async (notes: string) => {
    const account = await signedUpClient(server);
    await finishExercise(server, { id: account.user.id, client: account.client }, EXERCISES[0]!, { notes, rating: 4 });
    return account;
  };

  it("exports the account and every table with the user's rows, and nobody else's", async () => {
    const { client, email, user } = await withCompletion('my own words');
    await withCompletion('somebody else');

    const { data, error } = await client.functions.invoke('export-my-data');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      format: 'theraagent-export',
      version: 1,
      exported_at: expect.stringMatching(ISO_DATE_TIME),
      user: { id: user.id, email, created_at: expect.stringMatching(ISO_DATE_TIME), factors: [] },
      completions: [expect.objectContaining({ notes: 'my own words', rating: 4, exercise_id: EXERCISES[0]!.id })],
      points: [expect.objectContaining({ points: EXERCISES[0]!.pointsReward })],
      checkins: [],
      safety_plan: null,
    });
    expect(data.completions[0].completed_at).toMatch(ISO_DATE_TIME);

    // Every table with user_id is in the file, under its stable key or under other_tables.
    const stableKeys: Record<string, string> = {
      user_exercise_completions: 'completions',
      user_points: 'points',
      mood_checkins: 'checkins',
      safety_plans: 'safety_plan',
    };
    for (const table of await tablesWithUserRows(server.ctx.db)) {
      const present = stableKeys[table] ? stableKeys[table] in data : table in data.other_tables;
      expect(present, `${table} is missing from the export`).toBe(true);
    }
    expect(data.other_tables.exercise_runs).toHaveLength(1);

    const text = JSON.stringify(data);
    expect(text).not.toContain('somebody else');
    expect(text).not.toMatch(/encrypted_password|argon2|refresh_token|secret/);
  });

  it('refuses signed-out callers', async () => {
    for (const name of ['export-my-data', 'delete-account']) {
      const { error } = await server.client().functions.invoke(name, { body: { confirm: 'DELETE' } });
      expect((await refusal(error)).status).toBe(401);
    }
  });

  it('deletes nothing without { "confirm": "DELETE" }', async () => {
    const { client, user } = await withCompletion('keep me');
    for (const body of [{}, { confirm: 'delete' }, { confirm: true }, 'DELETE']) {
      const { error } = await client.functions.invoke('delete-account', { body });
      expect(await refusal(error)).toEqual({
        status: 400,
        body: { error: expect.stringContaining('"confirm": "DELETE"') },
      });
    }
    const still = await server.ctx.db.query(`select 1 from auth.users where id = $1`, [user.id]);
    expect(still.rows).toHaveLength(1);
  });

  it('removes every row, session and refresh token, and the auth user; the password stops working', async () => {
    const { client, email, user, session } = await withCompletion('to be erased');
    const otherDevice: SupabaseClient = server.client();
    await otherDevice.auth.signInWithPassword({ email, password: STRONG_PASSWORD });

    const { data, error } = await client.functions.invoke('delete-account', { body: { confirm: 'DELETE' } });
    expect(error).toBeNull();
    expect(data).toEqual({ deleted: true });

    for (const table of await tablesWithUserRows(server.ctx.db)) {
      const left = await server.ctx.db.query(`select 1 from public."${table}" where user_id = $1`, [user.id]);
      expect(left.rows, table).toEqual([]);
    }
    for (const table of ['users', 'identities', 'sessions', 'refresh_tokens', 'mfa_factors']) {
      const column = table === 'users' ? 'id' : 'user_id';
      const left = await server.ctx.db.query(`select 1 from auth.${table} where ${column} = $1`, [user.id]);
      expect(left.rows, `auth.${table}`).toEqual([]);
    }

    const signIn = await server.client().auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(signIn.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    const refreshed = await otherDevice.auth.refreshSession();
    expect(refreshed.error).toMatchObject({ status: 400 });
    const me = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.ctx.anonKey, Authorization: `Bearer ${session.access_token}` },
    });
    expect(me.status).toBe(403);
  });
});
