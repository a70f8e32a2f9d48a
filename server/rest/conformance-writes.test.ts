import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { createTestUser, type TestUser } from '../test-support/test-users';

/**
 * Our own conformance suite for writes: insert, upsert, update and delete through supabase-js,
 * with PostgREST's preferences (return, count, missing, resolution, handling) and the
 * Preference-Applied header. The product grants clients no update or delete at all, so this
 * file's database widens user_exercise_completions' grants for its signed-in user (RLS still
 * limits each user to their own rows) to reach what PostgREST does with them.
 */
const BREATHING = '5a1c0b5e-0001-4c1e-9a11-000000000001';
const MINDFULNESS = '5a1c0b5e-0002-4c1e-9a11-000000000002';

describe.each(databaseKindsUnderTest())('supabase-js writes against /rest/v1 on %s', (kind) => {
  let server: TestServer;
  let ann: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ann = await createTestUser(server);
    await server.ctx.db.query(`grant insert, update, delete on public.user_exercise_completions to authenticated`);
    await server.ctx.db.query(
      `create policy "conformance suite: users change their own completions" on public.user_exercise_completions
         for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id)`,
    );
    await server.ctx.db.query(
      `create policy "conformance suite: users delete their own completions" on public.user_exercise_completions
         for delete to authenticated using ((select auth.uid()) = user_id)`,
    );
  });
  beforeEach(async () => {
    await server.ctx.db.query(`delete from public.user_exercise_completions`);
  });
  afterAll(() => server.close());

  const completions = () => ann.client.from('user_exercise_completions');
  const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  const request = (path: string, init: { method: string; prefer?: string; body?: unknown; accept?: string }) =>
    fetch(`${server.url}/rest/v1/${path}`, {
      method: init.method,
      headers: {
        apikey: server.ctx.anonKey,
        Authorization: `Bearer ${ann.accessToken}`,
        'Content-Type': 'application/json',
        ...(init.prefer ? { Prefer: init.prefer } : {}),
        ...(init.accept ? { Accept: init.accept } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  it('inserts with return=minimal, representation (with embedding), csv and count', async () => {
    const minimal = await completions().insert({ id: id(1), exercise_id: BREATHING, user_id: ann.id });
    expect(minimal).toMatchObject({ status: 201, data: null, error: null });

    const represented = await completions()
      .insert({ id: id(2), exercise_id: MINDFULNESS, user_id: ann.id, rating: 4 })
      .select('rating, exercise:mental_health_exercises(title)')
      .single();
    expect(represented).toMatchObject({
      status: 201,
      data: { rating: 4, exercise: { title: 'Mindfulness Meditation' } },
    });

    const counted = await completions().insert([{ id: id(3), exercise_id: BREATHING, user_id: ann.id }], {
      count: 'exact',
    });
    expect(counted).toMatchObject({ status: 201, count: 1 });

    const csv = await completions()
      .insert({ id: id(4), exercise_id: BREATHING, user_id: ann.id, rating: 3 })
      .select('rating,notes')
      .csv();
    expect(csv.data).toBe('rating,notes\n3,');
  });

  it('sends Preference-Applied and a Location for return=headers-only', async () => {
    const response = await request('user_exercise_completions', {
      method: 'POST',
      prefer: 'return=headers-only, count=exact, missing=default, timezone=UTC',
      body: { id: id(5), exercise_id: BREATHING },
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('');
    expect(response.headers.get('location')).toBe(`/user_exercise_completions?id=eq.${id(5)}`);
    expect(response.headers.get('preference-applied')).toBe('missing=default, return=headers-only, count=exact');
    expect(response.headers.get('content-range')).toBe('*/1');

    const read = await request('user_exercise_completions?select=id', {
      method: 'GET',
      prefer: 'count=planned,return=representation',
    });
    expect(read.headers.get('preference-applied')).toBe('count=planned');
    expect(read.headers.get('content-range')).toBe('0-0/1');
  });

  it('refuses unknown preferences with handling=strict (PGRST122) and ignores them otherwise', async () => {
    const strict = await request('user_exercise_completions?select=id', {
      method: 'GET',
      prefer: 'handling=strict, return=everything, tx=commit',
    });
    expect(strict.status).toBe(400);
    expect(await strict.json()).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: return=everything, tx=commit',
      hint: null,
    });
    const lenient = await request('user_exercise_completions?select=id', {
      method: 'GET',
      prefer: 'handling=lenient, return=everything',
    });
    expect(lenient.status).toBe(200);
    expect(lenient.headers.get('preference-applied')).toBe('handling=lenient');
  });

  it('upserts on the primary key by default: merge-duplicates updates, ignore-duplicates keeps', async () => {
    const first = await completions()
      .upsert({ id: id(1), exercise_id: BREATHING, user_id: ann.id, rating: 2 })
      .select('id, rating');
    expect(first).toMatchObject({ status: 201, data: [{ id: id(1), rating: 2 }] });

    // Only updated: 200, as PostgREST answers a merge that inserted nothing.
    const merged = await completions()
      .upsert({ id: id(1), exercise_id: BREATHING, user_id: ann.id, rating: 5 })
      .select('rating');
    expect(merged).toMatchObject({ status: 200, data: [{ rating: 5 }] });

    const mixed = await completions()
      .upsert([
        { id: id(1), exercise_id: BREATHING, user_id: ann.id, rating: 1 },
        { id: id(2), exercise_id: MINDFULNESS, user_id: ann.id, rating: 3 },
      ])
      .select('id, rating');
    expect(mixed.status).toBe(201);
    expect(mixed.data).toEqual([
      { id: id(1), rating: 1 },
      { id: id(2), rating: 3 },
    ]);

    const ignored = await completions()
      .upsert({ id: id(1), exercise_id: BREATHING, user_id: ann.id, rating: 4 }, { ignoreDuplicates: true })
      .select('rating');
    expect(ignored).toMatchObject({ status: 201, data: [] });
    expect((await completions().select('rating').eq('id', id(1)).single()).data).toEqual({ rating: 1 });

    const response = await request('user_exercise_completions', {
      method: 'POST',
      prefer: 'resolution=merge-duplicates',
      body: { id: id(1), exercise_id: BREATHING, user_id: ann.id, rating: 3 },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('preference-applied')).toBe('resolution=merge-duplicates');
  });

  it('upserts on on_conflict columns, and answers 400 when no unique constraint matches them', async () => {
    const onId = await completions().upsert(
      { id: id(3), exercise_id: BREATHING, user_id: ann.id, notes: 'a' },
      { onConflict: 'id' },
    );
    expect(onId.status).toBe(201);
    const again = await completions().upsert(
      { id: id(3), exercise_id: BREATHING, user_id: ann.id, notes: 'b' },
      { onConflict: 'id' },
    );
    expect(again.status).toBe(200);
    expect((await completions().select('notes').eq('id', id(3)).single()).data).toEqual({ notes: 'b' });

    const noConstraint = await completions().upsert(
      { exercise_id: BREATHING, user_id: ann.id },
      { onConflict: 'rating' },
    );
    expect(noConstraint.status).toBe(400);
    expect(noConstraint.error?.code).toBe('42P10');
    const unknownColumn = await completions().upsert(
      { exercise_id: BREATHING, user_id: ann.id },
      { onConflict: 'mood' },
    );
    expect(unknownColumn.error?.code).toBe('42703');
  });

  it('keeps defaults for missing keys with defaultToNull: false (missing=default)', async () => {
    const rows = [
      { id: id(6), exercise_id: BREATHING, rating: 5 },
      { id: id(7), exercise_id: BREATHING },
    ];
    const withDefaults = await completions().insert(rows, { defaultToNull: false }).select('user_id, rating');
    expect(withDefaults.data).toEqual([
      { user_id: ann.id, rating: 5 },
      { user_id: ann.id, rating: null },
    ]);
    const upserted = await completions()
      .upsert([{ id: id(7), exercise_id: MINDFULNESS }], { defaultToNull: false })
      .select('exercise_id, user_id');
    expect(upserted.data).toEqual([{ exercise_id: MINDFULNESS, user_id: ann.id }]);
  });

  it('updates and deletes with filters and logic trees, returning representation or nothing', async () => {
    await completions().insert([
      { id: id(1), exercise_id: BREATHING, user_id: ann.id, rating: 1 },
      { id: id(2), exercise_id: MINDFULNESS, user_id: ann.id, rating: 2 },
      { id: id(3), exercise_id: BREATHING, user_id: ann.id },
    ]);
    const updated = await completions()
      .update({ notes: 'low' })
      .or('rating.lt.2,rating.is.null')
      .select('id')
      .order('id');
    expect(updated).toMatchObject({ status: 200, data: [{ id: id(1) }, { id: id(3) }] });
    const quiet = await completions().update({ notes: 'two' }, { count: 'exact' }).eq('id', id(2));
    expect(quiet).toMatchObject({ status: 204, count: 1, data: null });

    const deleted = await completions()
      .delete()
      .match({ exercise_id: BREATHING, notes: 'low' })
      .select('id, mental_health_exercises(title)');
    expect(deleted.status).toBe(200);
    expect(deleted.data).toHaveLength(2);
    expect(deleted.data?.[0]?.mental_health_exercises).toEqual({ title: '5-Minute Breathing Exercise' });
    const single = await completions().delete().eq('id', id(2)).select('id').single();
    expect(single.data).toEqual({ id: id(2) });
    const refused = await completions()
      .delete()
      .in('id', [id(1), id(2)])
      .select('id')
      .single();
    expect(refused).toMatchObject({ status: 406, error: { code: 'PGRST116' } });
    expect((await completions().delete()).error?.code).toBe('21000');
  });
});
