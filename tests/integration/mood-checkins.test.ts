import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKindsUnderTest } from '../../server/test-support/test-database';
import { startTestServer, type TestServer } from '../../server/test-support/test-server';
import { createTestUser } from '../../server/test-support/test-users';

/** mood_checkins through supabase-js: own rows only, server time, the table's checks. */
describe.each(databaseKindsUnderTest())('mood check-ins on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('records a check-in with the caller as owner and the server time', async () => {
    const ann = await createTestUser(server);
    const before = Date.now();
    const { data, error, status } = await ann.client
      .from('mood_checkins')
      .insert({ mood: 2, tags: ['fomo', 'tired'], token: 'SOL', context: 'pre_trade', note: 'Chasing the pump' })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({
      id: expect.any(String),
      user_id: ann.id,
      mood: 2,
      tags: ['fomo', 'tired'],
      token: 'SOL',
      context: 'pre_trade',
      note: 'Chasing the pump',
      created_at: expect.any(String),
    });
    expect(Math.abs(Date.parse(data.created_at) - before)).toBeLessThan(60_000);
    const minimal = await ann.client
      .from('mood_checkins')
      .insert({ mood: 4 })
      .select('tags, token, context, note')
      .single();
    expect(minimal.data).toEqual({ tags: [], token: null, context: 'daily', note: null });
  });

  it("shows each user only their own check-ins, and nobody can write someone else's", async () => {
    const ann = await createTestUser(server);
    const bob = await createTestUser(server);
    await ann.client.from('mood_checkins').insert({ mood: 3, context: 'before_session' });
    expect((await bob.client.from('mood_checkins').select('*').eq('user_id', ann.id)).data).toEqual([]);
    const forged = await bob.client.from('mood_checkins').insert({ mood: 1, user_id: ann.id });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');
    expect((await server.client().from('mood_checkins').select('*')).status).toBe(401);
    expect((await server.client().from('mood_checkins').insert({ mood: 5 })).status).toBe(401);
    expect((await bob.client.from('mood_checkins').update({ mood: 5 }).eq('user_id', ann.id)).status).toBe(403);
  });

  it('refuses values outside the check-in: mood, tags, token, context, note length, a chosen time', async () => {
    const ann = await createTestUser(server);
    const refused: Record<string, unknown>[] = [
      { mood: 0 },
      { mood: 6 },
      { mood: 3, tags: ['panic'] },
      { mood: 3, tags: 'calm' },
      { mood: 3, token: 'DOGE' },
      { mood: 3, context: 'weekly' },
      { mood: 3, note: 'x'.repeat(501) },
    ];
    for (const row of refused) {
      const outcome = await ann.client.from('mood_checkins').insert(row);
      expect(outcome.status, JSON.stringify(row).slice(0, 80)).toBe(400);
      expect(outcome.error?.code).toBe('23514');
    }
    const backdated = await ann.client.from('mood_checkins').insert({ mood: 3, created_at: '2024-01-01T00:00:00Z' });
    expect(backdated.status).toBe(403);
    expect((await ann.client.from('mood_checkins').select('id')).data).toEqual([]);
  });
});
