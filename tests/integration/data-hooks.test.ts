import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { EXERCISES } from '@common/exercises';
import { fetchExercises } from '@web/features/exercises/api/get-exercises';
import { fetchCompletions } from '@web/features/exercises/api/get-completions';
import { completeExercise } from '@web/features/exercises/api/complete-exercise';
import { fetchPoints, fetchTotalPoints } from '@web/features/points/api/get-points';
import { databaseKindsUnderTest } from '../../server/test-support/test-database';
import { startTestServer, type TestServer } from '../../server/test-support/test-server';
import { signedUpClient, STRONG_PASSWORD, uniqueEmail } from '../../server/test-support/test-users';

/**
 * The data calls of product-spec.md section 7, exactly as the dashboard's hooks make them,
 * through the real supabase-js client against the real server, database and RLS policies.
 */
interface SignedInUser {
  id: string;
  client: SupabaseClient;
}

/** A real account through /auth/v1/signup; the client keeps the session it gets back in memory. */
async function signUpUser(server: TestServer, username: string): Promise<SignedInUser> {
  const { client, user } = await signedUpClient(server, uniqueEmail(username), STRONG_PASSWORD, { username });
  return { id: user.id, client };
}

const breathing = EXERCISES.find((exercise) => exercise.slug === 'breathing-exercise')!;
const clarity = EXERCISES.find((exercise) => exercise.slug === 'decision-clarity')!;

describe.each(databaseKindsUnderTest())('data hooks on %s', (kind) => {
  let server: TestServer;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await signUpUser(server, 'alice');
    bob = await signUpUser(server, 'bob');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reads the six exercises with all columns, oldest first, even signed out', async () => {
    const rows = await fetchExercises(server.client());
    expect(rows.map((row) => row.id)).toEqual(EXERCISES.map((exercise) => exercise.id));
    const createdAt = rows.map((row) => Date.parse(row.created_at));
    expect(createdAt).toEqual([...createdAt].sort((a, b) => a - b));
    expect(rows[0]).toEqual({
      id: breathing.id,
      title: '5-Minute Breathing Exercise',
      description: breathing.description,
      category: 'stress',
      difficulty_level: 'beginner',
      duration_minutes: 5,
      points_reward: 10,
      content: { route: '/breathing-exercise' },
      created_at: expect.any(String),
    });
  });

  it('a new user has no completions, no points and a total of 0', async () => {
    expect(await fetchCompletions(alice.client, alice.id)).toEqual([]);
    expect(await fetchPoints(alice.client, alice.id)).toEqual([]);
    expect(await fetchTotalPoints(alice.client, alice.id)).toBe(0);
  });

  it('completing an exercise returns the inserted row and awards its points_reward', async () => {
    const { completion, points } = await completeExercise(alice.client, alice.id, {
      exerciseId: breathing.id,
      rating: 4,
      notes: 'Calmer after the dip.',
    });
    expect(completion).toMatchObject({
      id: expect.any(String),
      exercise_id: breathing.id,
      user_id: alice.id,
      rating: 4,
      notes: 'Calmer after the dip.',
      completed_at: expect.any(String),
    });
    expect(points).toMatchObject({
      user_id: alice.id,
      points: 10,
      reason: 'exercise_completion',
      exercise_completion_id: completion.id,
    });

    const completions = await fetchCompletions(alice.client, alice.id);
    expect(completions).toEqual([completion]);
    const ledger = await fetchPoints(alice.client, alice.id);
    expect(ledger.map((row) => row.exercise_completion_id)).toEqual([completion.id]);
  });

  it('lists completions and points newest first and totals the points', async () => {
    const second = await completeExercise(alice.client, alice.id, { exerciseId: clarity.id });
    expect(second.completion).toMatchObject({ rating: null, notes: null });
    expect(second.points.points).toBe(20);

    const completions = await fetchCompletions(alice.client, alice.id);
    expect(completions).toHaveLength(2);
    expect(completions[0]!.id).toBe(second.completion.id);
    expect(Date.parse(completions[0]!.completed_at)).toBeGreaterThanOrEqual(Date.parse(completions[1]!.completed_at));

    const ledger = await fetchPoints(alice.client, alice.id);
    expect(ledger.map((row) => row.points)).toEqual([20, 10]);
    expect(await fetchTotalPoints(alice.client, alice.id)).toBe(30);
  });

  it("never shows one user another user's completions or points", async () => {
    await completeExercise(bob.client, bob.id, { exerciseId: clarity.id, rating: 5 });
    expect(await fetchTotalPoints(bob.client, bob.id)).toBe(20);

    // Asking for Alice's rows with Bob's session: the database returns none of them.
    expect(await fetchCompletions(bob.client, alice.id)).toEqual([]);
    expect(await fetchPoints(bob.client, alice.id)).toEqual([]);
    // And Alice's own view is unchanged by Bob's completion.
    expect(await fetchTotalPoints(alice.client, alice.id)).toBe(30);
  });

  it('refuses to record a completion for someone else', async () => {
    await expect(completeExercise(bob.client, alice.id, { exerciseId: breathing.id })).rejects.toThrow();
    expect(await fetchCompletions(alice.client, alice.id)).toHaveLength(2);
  });

  it("refuses points that are not the exercise's reward", async () => {
    const completion = await alice.client
      .from('user_exercise_completions')
      .insert({ exercise_id: breathing.id, user_id: alice.id })
      .select()
      .single();
    expect(completion.error).toBeNull();
    const inflated = await alice.client.from('user_points').insert({
      user_id: alice.id,
      points: 1000,
      reason: 'exercise_completion',
      exercise_completion_id: completion.data.id,
    });
    expect(inflated.error).not.toBeNull();
    expect(await fetchTotalPoints(alice.client, alice.id)).toBe(30);
  });

  it("says 'User not authenticated' when there is no user, before any request", async () => {
    const visitor = server.client();
    await expect(completeExercise(visitor, null, { exerciseId: breathing.id })).rejects.toThrow(
      'User not authenticated',
    );
    await expect(fetchCompletions(visitor, undefined)).rejects.toThrow('User not authenticated');
    await expect(fetchPoints(visitor, null)).rejects.toThrow('User not authenticated');
  });

  it('failed reads throw instead of returning nothing', async () => {
    const broken = createClient(server.url, 'not-a-valid-key', {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    // The server refuses the key; the fetcher surfaces that instead of an empty list.
    await expect(fetchExercises(broken)).rejects.toThrow('Invalid API key');
  });
});
