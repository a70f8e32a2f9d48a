import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { createTestUser, type TestUser } from '../test-support/test-users';
import { finishExercise } from '../test-support/exercise-runs';

const BREATHING = '5a1c0b5e-0001-4c1e-9a11-000000000001'; // 10 points
const RESILIENCE = '5a1c0b5e-0004-4c1e-9a11-000000000004'; // 20 points

describe.each(databaseKindsUnderTest())('the product calls of docs/product-behaviour.md on %s', (kind) => {
  let server: TestServer;
  let ann: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ann = await createTestUser(server, 'ann@example.com');
    bob = await createTestUser(server, 'bob@example.com');
  });
  afterAll(() => server.close());

  it('reads the six exercises ordered by created_at, for visitors and users alike', async () => {
    for (const client of [server.client(), ann.client]) {
      const { data, error, status } = await client
        .from('mental_health_exercises')
        .select('*')
        .order('created_at', { ascending: true });
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data?.map((exercise) => exercise.title)).toEqual([
        '5-Minute Breathing Exercise',
        'Mindfulness Meditation',
        'Motivation',
        'Resilience Building',
        'Crypto Stress Release',
        'Decision Clarity',
      ]);
      expect(data?.[0]).toMatchObject({
        id: BREATHING,
        category: 'stress',
        difficulty_level: 'beginner',
        duration_minutes: 5,
        points_reward: 10,
        content: { route: '/breathing-exercise' },
      });
      expect(Object.keys(data?.[0] ?? {})).toEqual([
        'id',
        'title',
        'description',
        'category',
        'difficulty_level',
        'duration_minutes',
        'points_reward',
        'content',
        'created_at',
      ]);
    }
  });

  it('records a completion and returns it as one object; points come only from complete_exercise', async () => {
    const {
      data: completion,
      error,
      status,
    } = await ann.client
      .from('user_exercise_completions')
      .insert({ exercise_id: BREATHING, user_id: ann.id, rating: 5, notes: 'Calmer now' })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(completion).toMatchObject({ exercise_id: BREATHING, user_id: ann.id, rating: 5, notes: 'Calmer now' });
    expect(typeof completion?.id).toBe('string');
    expect(new Date(completion?.completed_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // The product's second insert (a points row for that completion) is refused since issue 13.
    const earned = await ann.client.from('user_points').insert({
      user_id: ann.id,
      points: 10,
      reason: 'exercise_completion',
      exercise_completion_id: completion?.id,
    });
    expect(earned.status).toBe(403);
    expect(earned.error?.code).toBe('42501');

    const finished = await finishExercise(server, ann, { id: BREATHING, durationMinutes: 5 });
    expect(finished).toMatchObject({ pointsAwarded: 10, totalPoints: 10 });
  });

  it("reads a user's completions and points newest first, and nobody else's", async () => {
    await finishExercise(server, ann, { id: RESILIENCE, durationMinutes: 15 });

    const completions = await ann.client
      .from('user_exercise_completions')
      .select('*')
      .eq('user_id', ann.id)
      .order('completed_at', { ascending: false });
    expect(completions.error).toBeNull();
    expect(completions.data?.map((row) => row.exercise_id)).toEqual([RESILIENCE, BREATHING, BREATHING]);

    const points = await ann.client
      .from('user_points')
      .select('*')
      .eq('user_id', ann.id)
      .order('earned_at', { ascending: false });
    expect(points.error).toBeNull();
    expect(points.data?.map((row) => row.points)).toEqual([20, 10]);
    expect(points.data?.reduce((sum, row) => sum + row.points, 0)).toBe(30);

    // Bob asks for Ann's rows by her id: row-level security shows him nothing.
    const peek = await bob.client.from('user_exercise_completions').select('*').eq('user_id', ann.id);
    expect(peek.error).toBeNull();
    expect(peek.data).toEqual([]);
    const peekAll = await bob.client.from('user_points').select('*');
    expect(peekAll.data).toEqual([]);

    // A visitor has no access to personal tables at all.
    const anon = await server.client().from('user_points').select('*');
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
  });

  it('refuses to record a completion for someone else (403) or for a visitor (401)', async () => {
    const forBob = await ann.client
      .from('user_exercise_completions')
      .insert({ exercise_id: BREATHING, user_id: bob.id });
    expect(forBob.status).toBe(403);
    expect(forBob.error).toMatchObject({ code: '42501', message: expect.stringContaining('row-level security') });

    const visitor = await server
      .client()
      .from('user_exercise_completions')
      .insert({ exercise_id: BREATHING, user_id: ann.id });
    expect(visitor.status).toBe(401);
    expect(visitor.error?.code).toBe('42501');
  });

  it('refuses every client insert into the points ledger, whatever it claims', async () => {
    const { data: completion } = await ann.client
      .from('user_exercise_completions')
      .insert({ exercise_id: BREATHING, user_id: ann.id })
      .select()
      .single();
    for (const [client, row] of [
      [
        ann.client,
        { user_id: ann.id, points: 1000, reason: 'exercise_completion', exercise_completion_id: completion?.id },
      ],
      [
        bob.client,
        { user_id: bob.id, points: 10, reason: 'exercise_completion', exercise_completion_id: completion?.id },
      ],
      [bob.client, { user_id: bob.id, points: 10, reason: 'exercise_completion' }],
      [
        ann.client,
        { user_id: ann.id, points: 10, reason: 'exercise_completion', exercise_completion_id: completion?.id },
      ],
    ] as const) {
      const outcome = await client.from('user_points').insert(row);
      expect(outcome.status).toBe(403);
      expect(outcome.error?.code).toBe('42501');
    }
  });

  it('has no update or delete rights on the ledger: points cannot be rewritten', async () => {
    // A ledger row of her own to aim at, whatever ran before this test.
    await finishExercise(server, ann, { id: '5a1c0b5e-0006-4c1e-9a11-000000000006', durationMinutes: 15 }); // Decision Clarity
    const before = await ann.client.from('user_points').select('id, points').eq('user_id', ann.id).order('id');
    expect(before.data?.length).toBeGreaterThan(0);
    const update = await ann.client.from('user_points').update({ points: 500 }).eq('user_id', ann.id);
    expect(update.status).toBe(403);
    expect(update.error?.code).toBe('42501');
    const remove = await ann.client.from('user_exercise_completions').delete().eq('user_id', ann.id);
    expect(remove.status).toBe(403);
    const after = await ann.client.from('user_points').select('id, points').eq('user_id', ann.id).order('id');
    expect(after.data).toEqual(before.data);
  });
});
