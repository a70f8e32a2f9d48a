import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '@web/lib/supabase';
import type { MentalHealthExerciseRow } from '../types';

export const exercisesQueryKey = ['mental-health-exercises'] as const;

/** The exercise catalogue from the database, oldest first (docs/product-behaviour.md). Failed reads throw. */
export async function fetchExercises(client: SupabaseClient): Promise<MentalHealthExerciseRow[]> {
  const { data, error } = await client
    .from('mental_health_exercises')
    .select('*')
    .order('created_at', { ascending: true });
  if (error) throw error;
  return data as MentalHealthExerciseRow[];
}

export function exercisesQueryOptions() {
  return queryOptions({ queryKey: exercisesQueryKey, queryFn: () => fetchExercises(getSupabase()) });
}

export function useExercises() {
  return useQuery(exercisesQueryOptions());
}
