import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useAuth } from '@web/features/auth';
import { requireUserId } from '@web/lib/require-user-id';
import { getSupabase } from '@web/lib/supabase';
import { totalPoints } from '../total-points';
import type { UserPointsRow } from '../types';

export const pointsQueryKey = (userId: string | undefined) => ['user-points', userId ?? null] as const;

/** The user's points ledger, newest first (docs/product-behaviour.md). Failed reads throw. */
export async function fetchPoints(client: SupabaseClient, userId: string | null | undefined): Promise<UserPointsRow[]> {
  const { data, error } = await client
    .from('user_points')
    .select('*')
    .eq('user_id', requireUserId(userId))
    .order('earned_at', { ascending: false });
  if (error) throw error;
  return data as UserPointsRow[];
}

/** The user's total Thera Points, read straight from the ledger. */
export async function fetchTotalPoints(client: SupabaseClient, userId: string | null | undefined): Promise<number> {
  return totalPoints(await fetchPoints(client, userId));
}

export function pointsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: pointsQueryKey(userId),
    queryFn: () => fetchPoints(getSupabase(), userId),
    enabled: Boolean(userId),
  });
}

export function usePoints() {
  const { user } = useAuth();
  return useQuery(pointsQueryOptions(user?.id));
}

/** The total shares the ledger's cache entry, so one request serves both. */
export function useTotalPoints() {
  const { user } = useAuth();
  return useQuery({ ...pointsQueryOptions(user?.id), select: totalPoints });
}
