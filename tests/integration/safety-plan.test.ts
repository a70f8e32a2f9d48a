import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKindsUnderTest } from '../../server/test-support/test-database';
import { startTestServer, type TestServer } from '../../server/test-support/test-server';
import { createTestUser } from '../../server/test-support/test-users';

/** safety_plans through supabase-js as the app writes it: one upserted row per user, own row only. */
describe.each(databaseKindsUnderTest())('safety plan on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => server.close());

  const plan = {
    warning_signs: 'Refreshing the chart at 3 a.m.\nNot eating',
    coping_on_my_own: 'A walk round the block',
    people_to_ask: [{ name: 'Sam', reach: '+44 7700 900123' }],
    professionals: [{ name: 'Samaritans', reach: '116123' }],
    reasons_for_living: 'My daughter',
  };

  it('saves the plan as the person goes: the first upsert creates their row, later ones change it', async () => {
    const ann = await createTestUser(server);
    const first = await ann.client
      .from('safety_plans')
      .upsert({ warning_signs: 'Not sleeping' }, { onConflict: 'user_id' });
    expect(first.error).toBeNull();
    const second = await ann.client.from('safety_plans').upsert(plan, { onConflict: 'user_id' }).select().single();
    expect(second.error).toBeNull();
    expect(second.data).toEqual({
      user_id: ann.id,
      ...plan,
      distractions: '',
      safer_surroundings: '',
      updated_at: expect.any(String),
    });
    const rows = await ann.client.from('safety_plans').select('user_id');
    expect(rows.data).toEqual([{ user_id: ann.id }]);
    // Untouched, the professionals step is null, so the app knows to offer the local lines.
    const bob = await createTestUser(server);
    await bob.client.from('safety_plans').upsert({ reasons_for_living: 'x' }, { onConflict: 'user_id' });
    expect((await bob.client.from('safety_plans').select('professionals, people_to_ask').single()).data).toEqual({
      professionals: null,
      people_to_ask: [],
    });
  });

  it("lets nobody else read, write, change or delete someone's plan", async () => {
    const ann = await createTestUser(server);
    const bob = await createTestUser(server);
    await ann.client.from('safety_plans').upsert(plan, { onConflict: 'user_id' });

    expect((await bob.client.from('safety_plans').select('*')).data).toEqual([]);
    expect((await bob.client.from('safety_plans').select('*').eq('user_id', ann.id)).data).toEqual([]);
    const forged = await bob.client.from('safety_plans').insert({ user_id: ann.id, warning_signs: 'forged' });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');
    const forgedUpsert = await bob.client
      .from('safety_plans')
      .upsert({ user_id: ann.id, warning_signs: 'forged' }, { onConflict: 'user_id' });
    expect(forgedUpsert.status).toBe(403);
    const changed = await bob.client
      .from('safety_plans')
      .update({ warning_signs: 'changed' })
      .eq('user_id', ann.id)
      .select();
    expect(changed.data).toEqual([]);
    const removed = await bob.client.from('safety_plans').delete().eq('user_id', ann.id).select();
    expect(removed.data).toEqual([]);
    expect((await server.client().from('safety_plans').select('*')).status).toBe(401);
    expect((await server.client().from('safety_plans').insert({ warning_signs: 'visitor' })).status).toBe(401);

    const annSees = await ann.client.from('safety_plans').select('warning_signs').single();
    expect(annSees.data).toEqual({ warning_signs: plan.warning_signs });
  });

  it('refuses oversized or malformed steps with a 400 and a message, and keeps the saved plan', async () => {
    const ann = await createTestUser(server);
    await ann.client.from('safety_plans').upsert(plan, { onConflict: 'user_id' });
    const person = (name: string, reach = '07700 900123') => ({ name, reach });
    const refused: Record<string, unknown>[] = [
      { warning_signs: 'x'.repeat(2001) },
      { reasons_for_living: 'x'.repeat(2001) },
      { safer_surroundings: 'x'.repeat(2001) },
      { people_to_ask: Array.from({ length: 11 }, (_, i) => person(`Friend ${i}`)) },
      { people_to_ask: [person('x'.repeat(81))] },
      { people_to_ask: [person('Sam', 'x'.repeat(201))] },
      { people_to_ask: [person('')] },
      { people_to_ask: [{ name: 'Sam' }] },
      { people_to_ask: [{ ...person('Sam'), secret: 'extra' }] },
      { people_to_ask: ['Sam'] },
      { professionals: { name: 'GP', reach: '111' } },
    ];
    for (const row of refused) {
      const outcome = await ann.client.from('safety_plans').upsert(row, { onConflict: 'user_id' });
      expect(outcome.status, JSON.stringify(row).slice(0, 80)).toBe(400);
      expect(outcome.error?.code).toBe('23514');
      expect(outcome.error?.message).toMatch(/constraint/);
    }
    const chosenTime = await ann.client
      .from('safety_plans')
      .update({ updated_at: '2024-01-01T00:00:00Z' })
      .eq('user_id', ann.id);
    expect(chosenTime.status).toBe(403);
    const kept = await ann.client.from('safety_plans').select('warning_signs, people_to_ask').single();
    expect(kept.data).toEqual({ warning_signs: plan.warning_signs, people_to_ask: plan.people_to_ask });
  });

  it('is in the export under safety_plan, and gone after delete-account', async () => {
    const ann = await createTestUser(server);
    await ann.client.from('safety_plans').upsert(plan, { onConflict: 'user_id' });
    const exported = await ann.client.functions.invoke('export-my-data');
    expect(exported.error).toBeNull();
    expect(exported.data.safety_plan).toMatchObject({ user_id: ann.id, ...plan });

    const deleted = await ann.client.functions.invoke('delete-account', { body: { confirm: 'DELETE' } });
    expect(deleted.error).toBeNull();
    const left = await server.ctx.db.query(`select 1 from public.safety_plans where user_id = $1`, [ann.id]);
    expect(left.rows).toEqual([]);
  });
});
