import { useMutation } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { useAuth } from '@web/features/auth';
import { getSupabase } from '@web/lib/supabase';
import { requireUserId } from '@web/lib/require-user-id';

export interface ExerciseRun {
  runId: string;
  startedAt: string;
}

const startedRunSchema = z.object({ run_id: z.uuid(), started_at: z.string() });

/**
 * Starts a guided session's run on the server (rpc start_exercise): the server's clock, not the
 * browser's, decides later whether enough of the session has passed to earn its points.
 */
export async function startExercise(
  client: SupabaseClient,
  userId: string | null | undefined,
  exerciseId: string,
): Promise<ExerciseRun> {
  requireUserId(userId);
  const { data, error } = await client.rpc('start_exercise', { exercise_id: z.uuid().parse(exerciseId) });
  if (error) throw error;
  const run = startedRunSchema.parse(data);
  return { runId: run.run_id, startedAt: run.started_at };
}

export function useStartExercise() {
  const { user } = useAuth();
  return useMutation({ mutationFn: (exerciseId: string) => startExercise(getSupabase(), user?.id, exerciseId) });
}
