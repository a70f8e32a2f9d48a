import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { createTestUser, type TestUser } from '../test-support/test-users';
import { EXPOSED_TABLES, FOREIGN_KEYS } from './exposed-tables';

/**
 * Our own conformance suite for reads: supabase-js's query builder, method by method, against
 * what PostgREST documents (docs/rest.md). Filters we do not implement must answer a clean
 * PGRST error, never a wrong answer or a 5xx.
 */
const BREATHING = '5a1c0b5e-0001-4c1e-9a11-000000000001';
const MINDFULNESS = '5a1c0b5e-0002-4c1e-9a11-000000000002';
const CLARITY = '5a1c0b5e-0006-4c1e-9a11-000000000006';

describe.each(databaseKindsUnderTest())('supabase-js reads against /rest/v1 on %s', (kind) => {
  let server: TestServer;
  let ann: TestUser;
  let bob: TestUser;
  const completionIds: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    ann = await createTestUser(server);
    bob = await createTestUser(server);
    // Ann: breathing rated 5, mindfulness unrated with a note, clarity rated 2. Bob: one breathing.
    for (const [exercise, rating, notes, minutesAgo] of [
      [BREATHING, 5, null, 30],
      [MINDFULNESS, null, 'calmer', 20],
      [CLARITY, 2, null, 10],
    ] as const) {
      const { rows } = await server.ctx.db.query<{ id: string }>(
        `insert into public.user_exercise_completions (exercise_id, user_id, rating, notes, completed_at)
         values ($1, $2, $3, $4, now() - make_interval(mins => $5)) returning id`,
        [exercise, ann.id, rating, notes, minutesAgo],
      );
      completionIds.push(rows[0]!.id);
    }
    await server.ctx.db.query(
      `insert into public.user_exercise_completions (exercise_id, user_id, rating) values ($1, $2, 4)`,
      [BREATHING, bob.id],
    );
    // Points are written by the database's own function in the product; here, by the test's connection.
    await server.ctx.db.query(
      `insert into public.user_points (user_id, points, reason, exercise_completion_id) values ($1, 10, 'exercise_completion', $2)`,
      [ann.id, completionIds[0]],
    );
  });
  afterAll(() => server.close());

  const completions = () => ann.client.from('user_exercise_completions');

  it('declares the foreign keys the database has, so embedding follows real relationships', async () => {
    const { rows } = await server.ctx.db.query<{ constraint: string; table: string; referenced: string }>(
      `select c.conname as constraint, c.conrelid::regclass::text as table, c.confrelid::regclass::text as referenced
         from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
    );
    const exposed = new Set(EXPOSED_TABLES.map((table) => table.name));
    const between = rows.filter((row) => exposed.has(row.table) && exposed.has(row.referenced));
    expect(between.map((row) => row.constraint).sort()).toEqual(FOREIGN_KEYS.map((key) => key.constraint).sort());
  });

  it('filters with eq, neq, gt, gte, lt, lte, like, ilike, in, is, not, match and filter', async () => {
    const ratings = async (query: PromiseLike<{ data: { rating: number | null }[] | null; error: unknown }>) => {
      const { data, error } = await query;
      expect(error).toBeNull();
      return data?.map((row) => row.rating);
    };
    const base = () => completions().select('rating').order('completed_at');
    expect(await ratings(base().eq('rating', 5))).toEqual([5]);
    expect(await ratings(base().neq('rating', 5))).toEqual([2]);
    expect(await ratings(base().gt('rating', 2))).toEqual([5]);
    expect(await ratings(base().gte('rating', 2))).toEqual([5, 2]);
    expect(await ratings(base().lt('rating', 5))).toEqual([2]);
    expect(await ratings(base().lte('rating', 5))).toEqual([5, 2]);
    expect(await ratings(base().like('notes', 'calm*'))).toEqual([null]);
    expect(await ratings(base().ilike('notes', 'CALM%'))).toEqual([null]);
    expect(await ratings(base().in('rating', [2, 5]))).toEqual([5, 2]);
    expect(await ratings(base().is('rating', null))).toEqual([null]);
    expect(await ratings(base().not('rating', 'is', null))).toEqual([5, 2]);
    expect(await ratings(base().match({ exercise_id: BREATHING, rating: 5 }))).toEqual([5]);
    expect(await ratings(base().filter('rating', 'lt', 3))).toEqual([2]);
    expect(await ratings(base().filter('rating', 'in', '(2,5)'))).toEqual([5, 2]);
  });

  it('combines filters with or, and, not.or and nesting, also inside quoted values', async () => {
    const ids = async (query: PromiseLike<{ data: { id: string }[] | null; error: unknown }>) => {
      const { data, error } = await query;
      expect(error).toBeNull();
      return data?.map((row) => row.id);
    };
    const base = () => completions().select('id').order('completed_at');
    const [rated5, unrated, rated2] = completionIds;
    expect(await ids(base().or('rating.eq.5,rating.is.null'))).toEqual([rated5, unrated]);
    expect(await ids(base().or('rating.gte.5,and(rating.lt.3,notes.is.null)'))).toEqual([rated5, rated2]);
    expect(await ids(base().or(`rating.not.eq.2,notes.eq."calmer"`))).toEqual([rated5, unrated]);
    expect(await ids(base().or(`exercise_id.in.(${BREATHING},${CLARITY}),notes.like.calm*`))).toEqual([
      rated5,
      unrated,
      rated2,
    ]);
    expect(await ids(base().or('or(rating.eq.5,rating.eq.2),not.and(rating.is.null,notes.is.null)'))).toEqual([
      rated5,
      unrated,
      rated2,
    ]);
    // Two or= parameters both apply (and-ed), as in PostgREST.
    expect(await ids(base().or('rating.eq.5,rating.eq.2').or('rating.gte.3,notes.eq.calmer'))).toEqual([rated5]);
    const raw = await fetch(
      `${server.url}/rest/v1/user_exercise_completions?select=id&and=(rating.gte.2,rating.lte.4)`,
      {
        headers: { apikey: server.ctx.anonKey, Authorization: `Bearer ${ann.accessToken}` },
      },
    );
    expect(await raw.json()).toEqual([{ id: rated2 }]);
    const notOr = await fetch(
      `${server.url}/rest/v1/user_exercise_completions?select=id&not.or=(rating.eq.5,rating.is.null)`,
      {
        headers: { apikey: server.ctx.anonKey, Authorization: `Bearer ${ann.accessToken}` },
      },
    );
    expect(await notOr.json()).toEqual([{ id: rated2 }]);
  });

  it('answers filters and logic trees it does not implement with 400 PGRST100, and bad columns with 42703', async () => {
    const refused = [
      completions().select('id').contains('notes', ['a']),
      completions().select('id').containedBy('notes', ['a']),
      completions().select('id').overlaps('notes', ['a']),
      completions().select('id').textSearch('notes', 'calm'),
      completions().select('id').rangeGt('notes', '[1,2]'),
      completions().select('id').likeAllOf('notes', ['a*', 'b*']),
      completions().select('id').isDistinct('rating', 2),
      completions().select('id').or('rating.eq.5,rating.between.1'),
      completions().select('id').or('rating.eq.5,(rating.eq.2)'),
      completions()
        .select('id')
        .or(`${'or('.repeat(7)}rating.eq.1${')'.repeat(7)}`),
    ];
    for (const query of refused) {
      const { status, error } = await query;
      expect(status).toBe(400);
      expect(error?.code).toBe('PGRST100');
      expect(Object.keys(error ?? {}).sort()).toEqual(['code', 'details', 'hint', 'message']);
    }
    const unknownColumn = await completions().select('id').or('mood.eq.happy,rating.eq.1');
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.error?.code).toBe('42703');
  });

  it('orders, limits, ranges, and answers single, maybeSingle and count', async () => {
    const ordered = await completions().select('rating').order('rating', { ascending: false, nullsFirst: false });
    expect(ordered.data?.map((row) => row.rating)).toEqual([5, 2, null]);
    const limited = await completions().select('rating').order('completed_at').limit(1);
    expect(limited.data).toEqual([{ rating: 5 }]);
    const ranged = await completions().select('rating', { count: 'exact' }).order('completed_at').range(1, 2);
    expect(ranged).toMatchObject({ status: 206, count: 3, data: [{ rating: null }, { rating: 2 }] });
    for (const count of ['planned', 'estimated'] as const) {
      const counted = await completions().select('id', { count, head: true });
      expect(counted).toMatchObject({ status: 200, count: 3, data: null });
    }
    expect((await completions().select('rating').eq('rating', 5).single()).data).toEqual({ rating: 5 });
    const none = await completions().select('rating').eq('rating', 1).single();
    expect(none).toMatchObject({ status: 406, error: { code: 'PGRST116', details: 'The result contains 0 rows' } });
    expect((await completions().select('rating').eq('rating', 1).maybeSingle()).data).toBeNull();
    expect((await completions().select('rating').eq('rating', 2).maybeSingle()).data).toEqual({ rating: 2 });
    const many = await completions().select('rating').maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
  });

  it('answers .csv() with a header row and one line per row, as PostgREST formats records', async () => {
    const { data, error, status } = await completions()
      .select('rating,notes,later:exercise_id')
      .order('completed_at')
      .csv();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(`rating,notes,later\n5,,${BREATHING}\n,calmer,${MINDFULNESS}\n2,,${CLARITY}`);
    const quoted = await server
      .client()
      .from('mental_health_exercises')
      .select('title,points_reward')
      .eq('id', BREATHING)
      .csv();
    expect(quoted.data).toBe('title,points_reward\n"5-Minute Breathing Exercise",10');
    const empty = await completions().select('rating').eq('rating', 1).csv();
    expect(empty.data).toBe('\n');
    const response = await fetch(`${server.url}/rest/v1/mental_health_exercises?select=id&limit=1`, {
      headers: { apikey: server.ctx.anonKey, Accept: 'text/csv' },
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });

  it('negotiates Accept: object, stripped nulls, */*, q-values; 406 PGRST107 for the rest, .explain() included', async () => {
    const stripped = await completions().select('rating,notes').order('completed_at').stripNulls();
    expect(stripped.data).toEqual([{ rating: 5 }, { notes: 'calmer' }, { rating: 2 }]);
    const strippedOne = await completions().select('rating,notes').eq('rating', 5).single().stripNulls();
    expect(strippedOne.data).toEqual({ rating: 5 });

    const explained = await completions().select('id').explain();
    expect(explained.status).toBe(406);
    expect(explained.error).toEqual({
      code: 'PGRST107',
      details: null,
      hint: null,
      message: 'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"',
    });
    const explainedJson = await completions().select('id').explain({ format: 'json', analyze: true });
    expect(explainedJson.error?.message).toBe(
      'None of these media types are available: application/vnd.pgrst.plan+json; for="application/json"; options=analyze',
    );
    const geojson = await completions().select('id').geojson();
    expect(geojson).toMatchObject({ status: 406, error: { code: 'PGRST107' } });

    const accept = (value: string) =>
      fetch(`${server.url}/rest/v1/mental_health_exercises?select=id&id=eq.${BREATHING}`, {
        headers: { apikey: server.ctx.anonKey, Accept: value },
      });
    expect((await accept('text/html;q=0.9, text/csv')).headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await accept('text/html, */*;q=0.1')).headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await (await accept('application/vnd.pgrst.object')).json()).toEqual({ id: BREATHING });
    const refused = await accept('text/html');
    expect(refused.status).toBe(406);
    expect(await refused.json()).toMatchObject({
      code: 'PGRST107',
      message: 'None of these media types are available: text/html',
    });
  });

  it('embeds many-to-one and one-to-many resources, with aliases, nesting and RLS', async () => {
    const { data, error } = await completions().select('rating, mental_health_exercises(title)').order('completed_at');
    expect(error).toBeNull();
    expect(data).toEqual([
      { rating: 5, mental_health_exercises: { title: '5-Minute Breathing Exercise' } },
      { rating: null, mental_health_exercises: { title: 'Mindfulness Meditation' } },
      { rating: 2, mental_health_exercises: { title: 'Decision Clarity' } },
    ]);
    const aliased = await completions()
      .select('exercise:mental_health_exercises(name:title, points_reward)')
      .eq('rating', 5)
      .single();
    expect(aliased.data).toEqual({ exercise: { name: '5-Minute Breathing Exercise', points_reward: 10 } });

    // One-to-many from the catalogue: each exercise's completions, as RLS lets the caller see them.
    const catalogue = (client = ann.client) =>
      client
        .from('mental_health_exercises')
        .select('title, user_exercise_completions(rating)')
        .eq('id', BREATHING)
        .single();
    expect((await catalogue()).data).toEqual({
      title: '5-Minute Breathing Exercise',
      user_exercise_completions: [{ rating: 5 }],
    });
    expect((await catalogue(bob.client)).data?.user_exercise_completions).toEqual([{ rating: 4 }]);
    // Visitors hold no grant on completions at all: embedding them is refused as reading them is.
    expect(await catalogue(server.client())).toMatchObject({ status: 401, error: { code: '42501' } });

    // Two levels: a points row, its completion, that completion's exercise.
    const nested = await ann.client
      .from('user_points')
      .select('points, user_exercise_completions(rating, mental_health_exercises(title))')
      .single();
    expect(nested.data).toEqual({
      points: 10,
      user_exercise_completions: { rating: 5, mental_health_exercises: { title: '5-Minute Breathing Exercise' } },
    });
    // The hint names the foreign key, as PostgREST's disambiguation does.
    const hinted = await completions()
      .select('mental_health_exercises!user_exercise_completions_exercise_id_fkey(title)')
      .eq('rating', 2)
      .single();
    expect(hinted.data).toEqual({ mental_health_exercises: { title: 'Decision Clarity' } });
    const byColumn = await completions().select('mental_health_exercises!exercise_id(title)').eq('rating', 2).single();
    expect(byColumn.error).toBeNull();
  });

  it('filters, orders and limits embedded resources, and !inner filters the parents', async () => {
    // A filter on an embedded resource empties the embed, not the parent row...
    const left = await completions()
      .select('rating, mental_health_exercises(title)')
      .eq('mental_health_exercises.title', 'Decision Clarity')
      .order('completed_at');
    expect(left.data?.map((row) => row.mental_health_exercises)).toEqual([null, null, { title: 'Decision Clarity' }]);
    // ...unless the embed is !inner.
    const inner = await completions()
      .select('rating, mental_health_exercises!inner(title)')
      .eq('mental_health_exercises.title', 'Decision Clarity');
    expect(inner.data).toEqual([{ rating: 2, mental_health_exercises: { title: 'Decision Clarity' } }]);
    const innerCount = await completions()
      .select('id, mental_health_exercises!inner()', { count: 'exact' })
      .in('mental_health_exercises.category', ['stress', 'mindfulness'])
      .order('completed_at');
    expect(innerCount.count).toBe(2);
    expect(innerCount.data?.[0]).toEqual({ id: completionIds[0] });
    const orEmbedded = await completions()
      .select('rating, mental_health_exercises!inner(title)')
      .or('title.eq.Decision Clarity,category.eq.mindfulness', { referencedTable: 'mental_health_exercises' })
      .order('completed_at');
    expect(orEmbedded.data?.map((row) => row.rating)).toEqual([null, 2]);

    // Order and limit inside a to-many embed (supabase-js's referencedTable).
    await server.ctx.db.query(
      `insert into public.user_exercise_completions (exercise_id, user_id, rating) values ($1, $2, 1)`,
      [BREATHING, ann.id],
    );
    const orderedEmbed = await ann.client
      .from('mental_health_exercises')
      .select('title, user_exercise_completions(rating)')
      .order('rating', { referencedTable: 'user_exercise_completions', ascending: true })
      .limit(1, { referencedTable: 'user_exercise_completions' })
      .eq('id', BREATHING)
      .single();
    expect(orderedEmbed.data).toEqual({
      title: '5-Minute Breathing Exercise',
      user_exercise_completions: [{ rating: 1 }],
    });
    await server.ctx.db.query(`delete from public.user_exercise_completions where rating = 1`);

    // Ordering parents by a column of a to-one embed: order=mental_health_exercises(title).desc.
    const byTitle = await completions()
      .select('rating, mental_health_exercises(title)')
      .order('mental_health_exercises(title)', { ascending: false });
    expect(byTitle.data?.map((row) => row.rating)).toEqual([null, 2, 5]);
  });

  it('answers PostgREST errors for missing relationships, misplaced embed filters and too much embedding', async () => {
    const missing = await server.client().from('mental_health_exercises').select('title, user_points(points)');
    expect(missing.status).toBe(400);
    expect(missing.error).toEqual({
      code: 'PGRST200',
      message: "Could not find a relationship between 'mental_health_exercises' and 'user_points' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'mental_health_exercises' and 'user_points' in the schema 'public', but no matches were found.",
      hint: null,
    });
    const badHint = await completions().select('mental_health_exercises!nope(title)');
    expect(badHint.error?.code).toBe('PGRST200');
    const hidden = await completions().select('users(email)');
    expect(hidden.error?.code).toBe('PGRST200');

    const notEmbedded = await completions().select('id').eq('mental_health_exercises.title', 'x');
    expect(notEmbedded).toMatchObject({ status: 400, error: { code: 'PGRST108' } });
    const toManyOrder = await server
      .client()
      .from('mental_health_exercises')
      .select('id, user_exercise_completions(rating)')
      .order('user_exercise_completions(rating)');
    expect(toManyOrder).toMatchObject({ status: 400, error: { code: 'PGRST118' } });

    const deep = await ann.client
      .from('user_points')
      .select(
        'user_exercise_completions(mental_health_exercises(user_exercise_completions(mental_health_exercises(title))))',
      );
    expect(deep).toMatchObject({ status: 400, error: { code: 'PGRST100' } });
    const many = await completions().select(
      Array.from({ length: 9 }, (_, i) => `e${i}:mental_health_exercises(title)`).join(','),
    );
    expect(many).toMatchObject({ status: 400, error: { code: 'PGRST100' } });
    const twice = await completions().select('mental_health_exercises(title), mental_health_exercises(id)');
    expect(twice).toMatchObject({ status: 400, error: { code: 'PGRST100' } });
  });
});
