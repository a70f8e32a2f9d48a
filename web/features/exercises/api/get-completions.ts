import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useAuth } from '@web/features/auth';
import { getSupabase } from '@web/lib/supabase';
import { requireUserId } from '@web/lib/require-user-id';
import type { ExerciseCompletionRow } from '../types';

export const completionsQueryKey = (userId: string | undefined) => ['exercise-completions', userId ?? null] as const;

/**
 * The user's completed exercises, newest first (docs/product-behaviour.md). Row-level security already
 * limits the rows to the caller; the user_id filter is the product's call shape.
 */
export async function fetchCompletions(
  client: SupabaseClient,
  userId: string | null | undefined,
): Promise<ExerciseCompletionRow[]> {
  const { data, error } = await client
    .from('user_exercise_completions')
    .select('*')
    .eq('user_id', requireUserId(userId))
    .order('completed_at', { ascending: false });
  if (error) throw error;
  return data as ExerciseCompletionRow[];
}

export function completionsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: completionsQueryKey(userId),
    queryFn: () => fetchCompletions(getSupabase(), userId),
    enabled: Boolean(userId),
  });
}

export function useCompletions() {
  const { user } = useAuth();
  return useQuery(completionsQueryOptions(user?.id));
}
