import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { EXERCISES } from '@common/exercises';
import { fetchExercises } from '@web/features/exercises/api/get-exercises';
import { fetchCompletions } from '@web/features/exercises/api/get-completions';
import { completeExercise } from '@web/features/exercises/api/complete-exercise';
import { startExercise } from '@web/features/exercises/api/start-exercise';
import { fetchPoints, fetchTotalPoints } from '@web/features/points/api/get-points';
import { backdateRun, finishExercise } from '../../server/test-support/exercise-runs';
import { databaseKindsUnderTest } from '../../server/test-support/test-database';
import { startTestServer, type TestServer } from '../../server/test-support/test-server';
import { signedUpClient, STRONG_PASSWORD, uniqueEmail } from '../../server/test-support/test-users';

/**
 * The data calls of docs/product-behaviour.md, exactly as the dashboard's hooks make them,
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

  it('completing a run records the completion and awards its points_reward', async () => {
    const { runId } = await startExercise(alice.client, alice.id, breathing.id);
    await backdateRun(server, runId, breathing.durationMinutes);
    const completed = await completeExercise(alice.client, alice.id, {
      runId,
      rating: 4,
      notes: 'Calmer after the dip.',
    });
    expect(completed).toEqual({ completionId: expect.any(String), pointsAwarded: 10, totalPoints: 10 });

    const completions = await fetchCompletions(alice.client, alice.id);
    expect(completions).toEqual([
      {
        id: completed.completionId,
        exercise_id: breathing.id,
        user_id: alice.id,
        rating: 4,
        notes: 'Calmer after the dip.',
        completed_at: expect.any(String),
      },
    ]);
    const ledger = await fetchPoints(alice.client, alice.id);
    expect(ledger).toEqual([
      {
        id: expect.any(String),
        user_id: alice.id,
        points: 10,
        reason: 'exercise_completion',
        exercise_completion_id: completed.completionId,
        earned_at: expect.any(String),
      },
    ]);
  });

  it('lists completions and points newest first and totals the points', async () => {
    const second = await finishExercise(server, alice, clarity);
    expect(second.pointsAwarded).toBe(20);

    const completions = await fetchCompletions(alice.client, alice.id);
    expect(completions).toHaveLength(2);
    expect(completions[0]!.id).toBe(second.completionId);
    expect(completions[0]).toMatchObject({ rating: null, notes: null });
    expect(Date.parse(completions[0]!.completed_at)).toBeGreaterThanOrEqual(Date.parse(completions[1]!.completed_at));

    const ledger = await fetchPoints(alice.client, alice.id);
    expect(ledger.map((row) => row.points)).toEqual([20, 10]);
    expect(await fetchTotalPoints(alice.client, alice.id)).toBe(30);
  });

  it("never shows one user another user's completions or points", async () => {
    await finishExercise(server, bob, clarity, { rating: 5 });
    expect(await fetchTotalPoints(bob.client, bob.id)).toBe(20);

    // Asking for Alice's rows with Bob's session: the database returns none of them.
    expect(await fetchCompletions(bob.client, alice.id)).toEqual([]);
    expect(await fetchPoints(bob.client, alice.id)).toEqual([]);
    // And Alice's own view is unchanged by Bob's completion.
    expect(await fetchTotalPoints(alice.client, alice.id)).toBe(30);
  });

  it("refuses to complete someone else's run", async () => {
    const { runId } = await startExercise(alice.client, alice.id, breathing.id);
    await backdateRun(server, runId, breathing.durationMinutes);
    await expect(completeExercise(bob.client, bob.id, { runId })).rejects.toThrow('Exercise run not found');
    expect(await fetchCompletions(alice.client, alice.id)).toHaveLength(2);
  });

  it('refuses points inserted by the client', async () => {
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
    await expect(startExercise(visitor, null, breathing.id)).rejects.toThrow('User not authenticated');
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
