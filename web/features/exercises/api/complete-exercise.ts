import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { useAuth } from '@web/features/auth';
import { pointsQueryKey } from '@web/features/points';
import { getSupabase } from '@web/lib/supabase';
import { requireUserId } from '@web/lib/require-user-id';
import { completionsQueryKey } from './get-completions';

/** Mirrors the database's checks, so a bad rating or note fails here with a clear message. */
export const completeExerciseInputSchema = z.object({
  runId: z.uuid(),
  rating: z.int().min(1).max(5).nullish(),
  notes: z.string().max(2000).nullish(),
});
export type CompleteExerciseInput = z.input<typeof completeExerciseInputSchema>;

export interface CompletedExercise {
  completionId: string;
  /** The exercise's points_reward, or 0 when it already earned its points today (UTC). */
  pointsAwarded: number;
  totalPoints: number;
}

const completedSchema = z.object({ completion_id: z.uuid(), points_awarded: z.int(), total_points: z.int() });

/**
 * Completes a run started with startExercise (rpc complete_exercise). The database records the
 * completion and awards the points, after checking the run is the caller's, not yet completed
 * and at least half the exercise's minutes old; clients can no longer insert points themselves.
 */
export async function completeExercise(
  client: SupabaseClient,
  userId: string | null | undefined,
  input: CompleteExerciseInput,
): Promise<CompletedExercise> {
  requireUserId(userId);
  const { runId, rating, notes } = completeExerciseInputSchema.parse(input);
  const { data, error } = await client.rpc('complete_exercise', {
    run_id: runId,
    rating: rating ?? null,
    notes: notes ?? null,
  });
  if (error) throw error;
  const completed = completedSchema.parse(data);
  return {
    completionId: completed.completion_id,
    pointsAwarded: completed.points_awarded,
    totalPoints: completed.total_points,
  };
}

export function useCompleteExercise() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompleteExerciseInput) => completeExercise(getSupabase(), user?.id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: completionsQueryKey(user?.id) }),
        queryClient.invalidateQueries({ queryKey: pointsQueryKey(user?.id) }),
      ]),
  });
}
