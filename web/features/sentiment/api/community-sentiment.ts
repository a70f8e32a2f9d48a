import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useAuth } from '@web/features/auth/auth-provider';
import { getSupabase } from '@web/lib/supabase';
import type { SentimentRow } from '../types';

/** The community score refreshes in place this often while the page is visible. */
export const SENTIMENT_REFRESH_MS = 60_000;

export async function fetchCommunitySentiment(client: SupabaseClient): Promise<SentimentRow[]> {
  const { data, error } = await client.rpc('community_sentiment');
  if (error) throw error;
  return data as SentimentRow[];
}

export function communitySentimentQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: ['community-sentiment', userId ?? null] as const,
    queryFn: () => fetchCommunitySentiment(getSupabase()),
    enabled: Boolean(userId),
    refetchInterval: SENTIMENT_REFRESH_MS,
  });
}

/** For signed-in users only (the function refuses anon). */
export function useCommunitySentiment() {
  const { user } = useAuth();
  return useQuery(communitySentimentQueryOptions(user?.id));
}
