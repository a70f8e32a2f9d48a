import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useAuth } from '@web/features/auth';
import { requireUserId } from '@web/lib/require-user-id';
import { getSupabase } from '@web/lib/supabase';
import { WINDOW_DAYS } from '../mood-summary';
import type { MoodCheckinRow } from '../types';
import { moodCheckinsQueryKey } from './mood-checkins-query-key';

const DAY_MS = 86_400_000;

/** The user's check-ins of the last 30 days, oldest first (the chart's order). RLS keeps them the caller's own. */
export async function fetchRecentMoodCheckins(
  client: SupabaseClient,
  userId: string | null | undefined,
  now: number = Date.now(),
): Promise<MoodCheckinRow[]> {
  const { data, error } = await client
    .from('mood_checkins')
    .select('id, mood, tags, token, context, note, created_at')
    .eq('user_id', requireUserId(userId))
    .gte('created_at', new Date(now - WINDOW_DAYS * DAY_MS).toISOString())
    .order('created_at', { ascending: true });
  if (error) throw error;
  return data as MoodCheckinRow[];
}

export function moodCheckinsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: moodCheckinsQueryKey(userId),
    queryFn: () => fetchRecentMoodCheckins(getSupabase(), userId),
    enabled: Boolean(userId),
  });
}

export function useRecentMoodCheckins() {
  const { user } = useAuth();
  return useQuery(moodCheckinsQueryOptions(user?.id));
}
