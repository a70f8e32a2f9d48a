import type { SupabaseClient } from '@supabase/supabase-js';
import { completeExercise, type CompletedExercise } from '@web/features/exercises/api/complete-exercise';
import { startExercise } from '@web/features/exercises/api/start-exercise';
import type { TestServer } from './test-server';

/**
 * Moves a run's start into the past, as the server's own connection (tests cannot wait out a
 * session's minutes; clients have no way to do this).
 */
export async function backdateRun(server: TestServer, runId: string, minutes: number) {
  await server.ctx.db.query(
    `update public.exercise_runs set started_at = started_at - make_interval(mins => $2::int) where id = $1`,
    [runId, minutes],
  );
}

/** A guided session start to finish through supabase-js, its run backdated by the exercise's full minutes. */
export async function finishExercise(
  server: TestServer,
  user: { id: string; client: SupabaseClient },
  exercise: { id: string; durationMinutes: number },
  extra: { rating?: number | null; notes?: string | null } = {},
): Promise<CompletedExercise & { runId: string }> {
  const { runId } = await startExercise(user.client, user.id, exercise.id);
  await backdateRun(server, runId, exercise.durationMinutes);
  return { runId, ...(await completeExercise(user.client, user.id, { runId, ...extra })) };
}
