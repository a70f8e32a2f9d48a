import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { useAuth } from '@web/features/auth/auth-provider';
import { pointsQueryKey } from '@web/features/points/api/get-points';
import type { UserPointsRow } from '@web/features/points/types';
import { getSupabase } from '@web/lib/supabase';
import { requireUserId } from '../require-user-id';
import type { ExerciseCompletionRow } from '../types';
import { completionsQueryKey } from './get-completions';

/** Mirrors the table's checks, so a bad rating or note fails here with a clear message. */
export const completeExerciseInputSchema = z.object({
  exerciseId: z.uuid(),
  rating: z.int().min(1).max(5).nullish(),
  notes: z.string().max(2000).nullish(),
});
export type CompleteExerciseInput = z.input<typeof completeExerciseInputSchema>;

export interface CompletedExercise {
  completion: ExerciseCompletionRow;
  points: UserPointsRow;
}

/**
 * Records a finished exercise, then awards its points (spec section 7): the completion row
 * first, then a user_points row worth the exercise's points_reward that references it.
 * The database's policy accepts only that exact reward for one's own completion.
 */
export async function completeExercise(
  client: SupabaseClient,
  userId: string | null | undefined,
  input: CompleteExerciseInput,
): Promise<CompletedExercise> {
  const ownerId = requireUserId(userId);
  const { exerciseId, rating, notes } = completeExerciseInputSchema.parse(input);

  const exercise = await client.from('mental_health_exercises').select('points_reward').eq('id', exerciseId).single();
  if (exercise.error) throw exercise.error;

  const completion = await client
    .from('user_exercise_completions')
    .insert({ exercise_id: exerciseId, user_id: ownerId, rating: rating ?? null, notes: notes ?? null })
    .select()
    .single();
  if (completion.error) throw completion.error;
  const completionRow = completion.data as ExerciseCompletionRow;

  const points = await client
    .from('user_points')
    .insert({
      user_id: ownerId,
      points: (exercise.data as { points_reward: number }).points_reward,
      reason: 'exercise_completion',
      exercise_completion_id: completionRow.id,
    })
    .select()
    .single();
  if (points.error) throw points.error;

  return { completion: completionRow, points: points.data as UserPointsRow };
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
