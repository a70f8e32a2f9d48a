import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXERCISES } from '@common/exercises';
import { completeExercise } from '@web/features/exercises/api/complete-exercise';
import { startExercise } from '@web/features/exercises/api/start-exercise';
import { fetchCompletions } from '@web/features/exercises/api/get-completions';
import { fetchPoints, fetchTotalPoints } from '@web/features/points/api/get-points';
import { backdateRun, finishExercise } from '../../server/test-support/exercise-runs';
import { databaseKindsUnderTest } from '../../server/test-support/test-database';
import { startTestServer, type TestServer } from '../../server/test-support/test-server';
import { createTestUser } from '../../server/test-support/test-users';

/**
 * TheraPoints the server can believe (issue 13), through the real supabase-js client: a run is
 * started on the server, and completing it is the only way points are earned. Each attack that
 * minted points before (backdated completions, forged ledger rows) has a case here.
 */
const breathing = EXERCISES.find((exercise) => exercise.slug === 'breathing-exercise')!; // 5 min, 10 points
const clarity = EXERCISES.find((exercise) => exercise.slug === 'decision-clarity')!; // 15 min, 20 points
const resilience = EXERCISES.find((exercise) => exercise.slug === 'resilience-building')!; // 15 min, 20 points

describe.each(databaseKindsUnderTest())('TheraPoints on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const newUser = () => createTestUser(server);

  it('starts a run on the server and returns its id and start time', async () => {
    const ann = await newUser();
    const before = Date.now();
    const { data, error, status } = await ann.client.rpc('start_exercise', { exercise_id: breathing.id });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ run_id: expect.any(String), started_at: expect.any(String) });
    expect(Math.abs(Date.parse(data.started_at) - before)).toBeLessThan(60_000);
    const { rows } = await server.ctx.db.query<{ user_id: string; completed_at: unknown }>(
      'select user_id, completed_at from public.exercise_runs where id = $1',
      [data.run_id],
    );
    expect(rows).toEqual([{ user_id: ann.id, completed_at: null }]);
  });

  it("completes a run after half its minutes and awards the exercise's points_reward", async () => {
    const ann = await newUser();
    const { runId } = await startExercise(ann.client, ann.id, breathing.id);
    await backdateRun(server, runId, 3); // 3 of 5 minutes: past the half
    const { data, error, status } = await ann.client.rpc('complete_exercise', {
      run_id: runId,
      rating: 5,
      notes: 'Calmer now',
    });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ completion_id: expect.any(String), points_awarded: 10, total_points: 10 });

    const [completion] = await fetchCompletions(ann.client, ann.id);
    expect(completion).toMatchObject({
      id: data.completion_id,
      exercise_id: breathing.id,
      rating: 5,
      notes: 'Calmer now',
    });
    const [points] = await fetchPoints(ann.client, ann.id);
    expect(points).toMatchObject({
      points: 10,
      reason: 'exercise_completion',
      exercise_completion_id: data.completion_id,
    });
  });

  it('refuses a run completed too early, and says from when it can be completed', async () => {
    const ann = await newUser();
    const { runId } = await startExercise(ann.client, ann.id, clarity.id);
    await backdateRun(server, runId, 7); // 7 of 15 minutes: not yet half
    const early = await ann.client.rpc('complete_exercise', { run_id: runId });
    expect(early.status).toBe(400);
    expect(early.error).toMatchObject({
      code: 'P0001',
      message: 'Too early to complete this exercise',
      details: expect.stringMatching(
        /^At least half of its 15 minutes must pass; this run can be completed from \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\.$/,
      ),
      hint: 'Keep going with the session.',
    });
    expect(await fetchCompletions(ann.client, ann.id)).toEqual([]);
    expect(await fetchTotalPoints(ann.client, ann.id)).toBe(0);

    await backdateRun(server, runId, 1); // now 8 of 15: past the half
    expect((await completeExercise(ann.client, ann.id, { runId })).pointsAwarded).toBe(20);
  });

  it('refuses the same run twice', async () => {
    const ann = await newUser();
    const { runId } = await finishExercise(server, ann, breathing);
    const again = await ann.client.rpc('complete_exercise', { run_id: runId });
    expect(again.status).toBe(400);
    expect(again.error).toMatchObject({ code: 'P0001', message: 'This exercise run is already completed' });
    expect(await fetchCompletions(ann.client, ann.id)).toHaveLength(1);
    expect(await fetchTotalPoints(ann.client, ann.id)).toBe(10);
  });

  it("refuses another user's run as if it did not exist", async () => {
    const ann = await newUser();
    const bob = await newUser();
    const { runId } = await startExercise(ann.client, ann.id, breathing.id);
    await backdateRun(server, runId, 10);
    const stolen = await bob.client.rpc('complete_exercise', { run_id: runId });
    expect(stolen.status).toBe(400);
    expect(stolen.error).toMatchObject({ code: 'P0001', message: 'Exercise run not found' });
    expect(await fetchTotalPoints(bob.client, bob.id)).toBe(0);
    // Ann's run is untouched and still hers to complete.
    expect((await completeExercise(ann.client, ann.id, { runId })).pointsAwarded).toBe(10);
  });

  it('refuses a forged user_points insert and a backdated completion; a plain completion earns nothing', async () => {
    const ann = await newUser();
    const forged = await ann.client
      .from('user_points')
      .insert({ user_id: ann.id, points: 10, reason: 'exercise_completion' });
    expect(forged.status).toBe(403);
    expect(forged.error).toMatchObject({ code: '42501', message: 'permission denied for table user_points' });

    const backdated = await ann.client
      .from('user_exercise_completions')
      .insert({ exercise_id: breathing.id, user_id: ann.id, completed_at: '2024-01-01T00:00:00Z' });
    expect(backdated.status).toBe(403);
    expect(backdated.error?.code).toBe('42501');

    const plain = await ann.client
      .from('user_exercise_completions')
      .insert({ exercise_id: breathing.id, user_id: ann.id })
      .select()
      .single();
    expect(plain.error).toBeNull();
    const claim = await ann.client
      .from('user_points')
      .insert({ user_id: ann.id, points: 10, reason: 'exercise_completion', exercise_completion_id: plain.data.id });
    expect(claim.status).toBe(403);
    // Completions cannot be moved in time afterwards either, and runs are not writable at all.
    expect(
      (
        await ann.client
          .from('user_exercise_completions')
          .update({ completed_at: '2024-01-01T00:00:00Z' })
          .eq('id', plain.data.id)
      ).status,
    ).toBe(403);
    expect((await ann.client.from('exercise_runs').select('*')).status).toBe(404);
    expect(await fetchTotalPoints(ann.client, ann.id)).toBe(0);
  });

  it('awards one exercise once per UTC day; more completions are recorded without points', async () => {
    const ann = await newUser();
    expect((await finishExercise(server, ann, breathing)).pointsAwarded).toBe(10);
    const second = await finishExercise(server, ann, breathing, { rating: 4 });
    expect(second).toMatchObject({ pointsAwarded: 0, totalPoints: 10 });
    expect(await fetchCompletions(ann.client, ann.id)).toHaveLength(2);
    // Another exercise the same day earns its own points.
    expect(await finishExercise(server, ann, clarity)).toMatchObject({ pointsAwarded: 20, totalPoints: 30 });

    // Yesterday's award (UTC) does not count against today.
    await server.ctx.db.query(
      `update public.exercise_runs set awarded_on = awarded_on - 1 where user_id = $1 and exercise_id = $2 and awarded_on is not null`,
      [ann.id, breathing.id],
    );
    expect(await finishExercise(server, ann, breathing)).toMatchObject({ pointsAwarded: 10, totalPoints: 40 });
  });

  it('awards once when two runs of one exercise complete at the same moment', async () => {
    const ann = await newUser();
    const runs = await Promise.all([
      startExercise(ann.client, ann.id, resilience.id),
      startExercise(ann.client, ann.id, resilience.id),
    ]);
    for (const { runId } of runs) await backdateRun(server, runId, 15);
    const results = await Promise.all(runs.map(({ runId }) => completeExercise(ann.client, ann.id, { runId })));
    expect(results.map((result) => result.pointsAwarded).sort()).toEqual([0, 20]);
    expect(await fetchTotalPoints(ann.client, ann.id)).toBe(20);
  });

  it('returns a total that matches the sum of the ledger', async () => {
    const ann = await newUser();
    let last = 0;
    for (const exercise of EXERCISES) last = (await finishExercise(server, ann, exercise)).totalPoints;
    const expected = EXERCISES.reduce((sum, exercise) => sum + exercise.pointsReward, 0);
    expect(last).toBe(expected);
    expect(await fetchTotalPoints(ann.client, ann.id)).toBe(expected);
    const ledger = await fetchPoints(ann.client, ann.id);
    expect(ledger).toHaveLength(EXERCISES.length);
  });

  it('validates arguments: PostgREST errors for a missing or malformed argument, clear messages for bad values', async () => {
    const ann = await newUser();
    const missing = await ann.client.rpc('complete_exercise', { rating: 5 });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.complete_exercise(rating) in the schema cache',
      hint: 'Perhaps you meant to call the function public.complete_exercise(run_id, rating, notes)',
    });
    const malformed = await ann.client.rpc('complete_exercise', { run_id: 'not-a-uuid' });
    expect(malformed.status).toBe(400);
    expect(malformed.error?.code).toBe('22P02');
    const unknownExercise = await ann.client.rpc('start_exercise', {
      exercise_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownExercise.status).toBe(400);
    expect(unknownExercise.error).toMatchObject({ code: 'P0001', message: 'Exercise not found' });

    const { runId } = await startExercise(ann.client, ann.id, breathing.id);
    await backdateRun(server, runId, 5);
    const rating = await ann.client.rpc('complete_exercise', { run_id: runId, rating: 7 });
    expect(rating.status).toBe(400);
    expect(rating.error).toMatchObject({ code: 'P0001', message: 'Rating must be between 1 and 5' });
    const notes = await ann.client.rpc('complete_exercise', { run_id: runId, notes: 'x'.repeat(2001) });
    expect(notes.error?.message).toBe('Notes must be at most 2000 characters');
    // None of the refused calls used the run up.
    expect((await completeExercise(ann.client, ann.id, { runId, rating: 3 })).pointsAwarded).toBe(10);
  });

  it('refuses visitors (401) and is not callable by GET (the call writes)', async () => {
    const visitor = await server.client().rpc('start_exercise', { exercise_id: breathing.id });
    expect(visitor.status).toBe(401);
    expect(visitor.error?.code).toBe('42501');
    const ann = await newUser();
    const byGet = await ann.client.rpc('start_exercise', { exercise_id: breathing.id }, { get: true });
    expect(byGet.status).toBe(405);
    expect(byGet.error?.code).toBe('25006');
  });

  it('the web API says "User not authenticated" before any request', async () => {
    await expect(startExercise(server.client(), null, breathing.id)).rejects.toThrow('User not authenticated');
    await expect(
      completeExercise(server.client(), undefined, { runId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toThrow('User not authenticated');
  });
});
