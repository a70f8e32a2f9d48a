import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, generateKeyPair } from 'jose';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { clientWithToken, createTestUser, mintAccessToken, type TestUser } from '../test-support/test-users';
import { EXPOSED_TABLES } from './exposed-tables';

const BREATHING = '5a1c0b5e-0001-4c1e-9a11-000000000001';
const MINDFULNESS = '5a1c0b5e-0002-4c1e-9a11-000000000002';

describe.each(databaseKindsUnderTest())('/rest/v1 query language on %s', (kind) => {
  let server: TestServer;
  let ann: TestUser;

  const titles = (rows: { title: string }[] | null) => rows?.map((row) => row.title);
  const raw = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: server.ctx.anonKey, ...(init.headers as Record<string, string>) },
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    ann = await createTestUser(server);
    // Three completions, one without a rating, for ordering with nulls.
    for (const [exercise, rating] of [
      [BREATHING, 4],
      [MINDFULNESS, null],
      [BREATHING, 2],
    ] as const) {
      const { error } = await ann.client
        .from('user_exercise_completions')
        .insert({ exercise_id: exercise, user_id: ann.id, rating });
      expect(error).toBeNull();
    }
  });
  afterAll(() => server.close());

  it('declares exactly the columns the database has, in table order', async () => {
    for (const table of EXPOSED_TABLES) {
      const { rows } = await server.ctx.db.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
        [table.name],
      );
      expect(rows.map((row) => row.column_name)).toEqual(Object.keys(table.columns));
    }
  });

  it('filters with eq, neq, gt, gte, lt, lte, in, is, like and not', async () => {
    const exercises = () => server.client().from('mental_health_exercises').select('title').order('created_at');
    expect(titles((await exercises().eq('category', 'stress')).data)).toEqual([
      '5-Minute Breathing Exercise',
      'Crypto Stress Release',
    ]);
    expect((await exercises().neq('category', 'stress')).data).toHaveLength(4);
    expect(titles((await exercises().gt('points_reward', 18)).data)).toEqual([
      'Resilience Building',
      'Decision Clarity',
    ]);
    expect((await exercises().gte('points_reward', 18)).data).toHaveLength(3);
    expect(titles((await exercises().lt('duration_minutes', 10)).data)).toEqual(['5-Minute Breathing Exercise']);
    expect((await exercises().lte('duration_minutes', 10)).data).toHaveLength(3);
    expect(titles((await exercises().in('category', ['clarity', 'motivation'])).data)).toEqual([
      'Motivation',
      'Decision Clarity',
    ]);
    expect((await exercises().in('category', [])).data).toEqual([]);
    expect((await exercises().is('content', null)).data).toEqual([]);
    expect((await exercises().not('content', 'is', null)).data).toHaveLength(6);
    expect(titles((await exercises().ilike('title', '%CRYPTO%')).data)).toEqual(['Crypto Stress Release']);
    expect(titles((await exercises().like('title', '*Clarity')).data)).toEqual(['Decision Clarity']);
    expect((await exercises().not('category', 'eq', 'stress').lt('points_reward', 20)).data).toHaveLength(2);
    // Two filters on one column narrow the range.
    expect(titles((await exercises().gt('points_reward', 10).lt('points_reward', 18)).data)).toEqual([
      'Mindfulness Meditation',
      'Motivation',
    ]);
  });

  it('orders by several columns, with nulls first or last', async () => {
    const { data } = await server
      .client()
      .from('mental_health_exercises')
      .select('title, points_reward')
      .order('points_reward', { ascending: false })
      .order('title', { ascending: true });
    expect(titles(data)).toEqual([
      'Decision Clarity',
      'Resilience Building',
      'Crypto Stress Release',
      'Mindfulness Meditation',
      'Motivation',
      '5-Minute Breathing Exercise',
    ]);
    const ratings = async (nullsFirst: boolean) =>
      (
        await ann.client
          .from('user_exercise_completions')
          .select('rating')
          .order('rating', { ascending: true, nullsFirst })
      ).data?.map((row) => row.rating);
    expect(await ratings(true)).toEqual([null, 2, 4]);
    expect(await ratings(false)).toEqual([2, 4, null]);
  });

  it('pages with limit and offset and counts exactly', async () => {
    const page = await server
      .client()
      .from('mental_health_exercises')
      .select('title', { count: 'exact' })
      .order('created_at')
      .range(1, 2);
    expect(page.error).toBeNull();
    expect(titles(page.data)).toEqual(['Mindfulness Meditation', 'Motivation']);
    expect(page.count).toBe(6);
    expect(page.status).toBe(206);

    const limited = await server.client().from('mental_health_exercises').select('title').order('created_at').limit(1);
    expect(titles(limited.data)).toEqual(['5-Minute Breathing Exercise']);

    const head = await server.client().from('mental_health_exercises').select('*', { count: 'exact', head: true });
    expect(head.count).toBe(6);
    expect(head.data).toBeNull();
    // HEAD is a read: with a filter it must never touch rows (Hono routes it as GET).
    const headFiltered = await ann.client
      .from('user_exercise_completions')
      .select('*', { count: 'exact', head: true })
      .eq('user_id', ann.id);
    expect(headFiltered.status).toBe(200);
    expect(headFiltered.count).toBeGreaterThanOrEqual(3);

    const response = await raw('mental_health_exercises?select=id&category=eq.focus', {
      headers: { Prefer: 'count=exact' },
    });
    expect(response.headers.get('content-range')).toBe('*/0');
    const all = await raw('mental_health_exercises?select=id&offset=2', { headers: { Prefer: 'count=exact' } });
    expect(all.headers.get('content-range')).toBe('2-5/6');
  });

  it('selects listed columns under aliases', async () => {
    const { data } = await server
      .client()
      .from('mental_health_exercises')
      .select('title, minutes:duration_minutes')
      .eq('id', BREATHING);
    expect(data).toEqual([{ title: '5-Minute Breathing Exercise', minutes: 5 }]);
  });

  it('answers .single() with a bare object, or 406 PGRST116 when not exactly one row', async () => {
    const one = await server.client().from('mental_health_exercises').select('title').eq('id', BREATHING).single();
    expect(one.data).toEqual({ title: '5-Minute Breathing Exercise' });
    const none = await server.client().from('mental_health_exercises').select('title').eq('category', 'focus').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const many = await server.client().from('mental_health_exercises').select('title').single();
    expect(many.error?.details).toBe('The result contains 6 rows');
    const maybe = await server
      .client()
      .from('mental_health_exercises')
      .select('title')
      .eq('category', 'focus')
      .maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });

  it('rolls back a .single() insert of several rows', async () => {
    const before = (await ann.client.from('user_exercise_completions').select('id')).data?.length;
    const result = await ann.client
      .from('user_exercise_completions')
      .insert([
        { exercise_id: BREATHING, user_id: ann.id },
        { exercise_id: MINDFULNESS, user_id: ann.id },
      ])
      .select()
      .single();
    expect(result.status).toBe(406);
    expect((await ann.client.from('user_exercise_completions').select('id')).data?.length).toBe(before);
  });

  it('inserts arrays (columns=) and returns representation or nothing as asked', async () => {
    const rows = await ann.client
      .from('user_exercise_completions')
      .insert([
        { exercise_id: BREATHING, user_id: ann.id, rating: 3 },
        { exercise_id: MINDFULNESS, user_id: ann.id, notes: 'ok' },
      ])
      .select('exercise_id, rating, notes');
    expect(rows.status).toBe(201);
    expect(rows.data).toEqual([
      { exercise_id: BREATHING, rating: 3, notes: null },
      { exercise_id: MINDFULNESS, rating: null, notes: 'ok' },
    ]);
    const minimal = await raw('user_exercise_completions', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${ann.accessToken}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify({ exercise_id: BREATHING, user_id: ann.id }),
    });
    expect(minimal.status).toBe(201);
    expect(await minimal.text()).toBe('');
  });

  it('fills omitted columns from their defaults (user_id = auth.uid()), and honours missing=default', async () => {
    const single = await ann.client
      .from('user_exercise_completions')
      .insert({ exercise_id: MINDFULNESS })
      .select('user_id, rating')
      .single();
    expect(single.error).toBeNull();
    expect(single.data).toEqual({ user_id: ann.id, rating: null });

    const headers = {
      Authorization: `Bearer ${ann.accessToken}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
    const body = JSON.stringify([{ exercise_id: BREATHING, rating: 5 }, { exercise_id: MINDFULNESS }]);
    const withDefaults = await raw('user_exercise_completions?columns=exercise_id,rating&select=user_id,rating', {
      method: 'POST',
      headers: { ...headers, Prefer: 'return=representation,missing=default' },
      body,
    });
    expect(withDefaults.status).toBe(201);
    expect(await withDefaults.json()).toEqual([
      { user_id: ann.id, rating: 5 },
      { user_id: ann.id, rating: null },
    ]);

    // Without missing=default a column named in columns= but absent from a row is null, as in
    // PostgREST: a completion with user_id null is nobody's, so the policy refuses the batch.
    const withNulls = await raw('user_exercise_completions?columns=exercise_id,user_id&select=user_id', {
      method: 'POST',
      headers: { ...headers, Prefer: 'return=representation' },
      body: JSON.stringify([{ exercise_id: BREATHING, user_id: ann.id }, { exercise_id: BREATHING }]),
    });
    expect(withNulls.status).toBe(403);
    expect((await withNulls.json()).code).toBe('42501');
  });

  it('answers PostgREST errors with their statuses', async () => {
    const client = server.client();
    const table = await client.from('secrets').select('*');
    expect(table.status).toBe(404);
    expect(table.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.secrets' in the schema cache",
    });
    const auth = await client.from('users').select('*');
    expect(auth.status).toBe(404);

    const column = await client.from('mental_health_exercises').select('title, password');
    expect(column.status).toBe(400);
    expect(column.error?.code).toBe('42703');
    expect((await client.from('mental_health_exercises').select('*').eq('nope', 1)).error?.code).toBe('42703');
    expect((await client.from('mental_health_exercises').select('*').order('nope')).error?.code).toBe('42703');

    const badUuid = await client.from('mental_health_exercises').select('*').eq('id', 'not-a-uuid');
    expect(badUuid.status).toBe(400);
    expect(badUuid.error?.code).toBe('22P02');

    const extraKey = await ann.client
      .from('user_exercise_completions')
      .insert({ exercise_id: BREATHING, user_id: ann.id, mood: 'great' });
    expect(extraKey.status).toBe(400);
    expect(extraKey.error?.code).toBe('PGRST204');

    const check = await ann.client
      .from('user_exercise_completions')
      .insert({ exercise_id: BREATHING, user_id: ann.id, rating: 7 });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');

    const foreignKey = await ann.client
      .from('user_exercise_completions')
      .insert({ exercise_id: '00000000-0000-4000-8000-000000000000', user_id: ann.id });
    expect(foreignKey.status).toBe(409);
    expect(foreignKey.error?.code).toBe('23503');

    const wrongType = await ann.client
      .from('user_exercise_completions')
      .insert({ exercise_id: BREATHING, user_id: ann.id, rating: 'five' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.error?.code).toBe('22P02');
  });

  it('answers malformed queries with 400 PGRST100', async () => {
    for (const query of [
      'limit=abc',
      'offset=-1',
      'order=title.sideways',
      'title=bogus',
      'title=between.1.2',
      'or=(title.eq.a,title.bogus)',
      'or=title.eq.a',
      'select=title,mental_health_exercises(title',
      'select=title::int',
      'content=is.maybe',
      'category=in.(a,"b',
      'limit=1&limit=2',
    ]) {
      const response = await raw(`mental_health_exercises?${query}`);
      expect(response.status, query).toBe(400);
      const body = await response.json();
      expect(body.code, query).toBe('PGRST100');
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
      expect(typeof body.message).toBe('string');
    }
  });

  it('refuses unfiltered or limited updates and deletes', async () => {
    const response = await raw('user_exercise_completions', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${ann.accessToken}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    const update = await ann.client.from('user_points').update({ points: 1 });
    expect(update.error?.code).toBe('21000');
  });

  it('rejects expired and foreign tokens like PostgREST', async () => {
    const expiredToken = await mintAccessToken(server, { id: ann.id, email: ann.email, sessionId: ann.sessionId }, -60);
    const expired = await raw('user_points?select=*', { headers: { Authorization: `Bearer ${expiredToken}` } });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="JWT expired"',
    );
    expect(await expired.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });

    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ sub: ann.id, role: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: server.ctx.keys.kid })
      .setExpirationTime('1h')
      .sign(privateKey);
    const result = await clientWithToken(server, forged).from('user_points').select('*');
    expect(result.status).toBe(401);
    expect(result.error?.code).toBe('PGRST301');

    const serviceRole = await server.ctx.keys.sign({ role: 'service_role' }, 60);
    expect((await clientWithToken(server, serviceRole).from('user_points').select('*')).status).toBe(401);
  });

  it('sends no-store, JSON content types, and refuses other schemas', async () => {
    const list = await raw('mental_health_exercises?select=id');
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(list.headers.get('content-range')).toBe('0-5/*');
    const object = await raw(`mental_health_exercises?select=id&id=eq.${BREATHING}`, {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(object.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(await object.json()).toEqual({ id: BREATHING });
    const otherSchema = await raw('mental_health_exercises', { headers: { 'Accept-Profile': 'auth' } });
    expect(otherSchema.status).toBe(406);
    expect((await otherSchema.json()).code).toBe('PGRST106');
    const put = await raw('mental_health_exercises', { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
  });
});
