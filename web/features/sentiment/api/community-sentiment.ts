import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@web/features/auth';
import { getSupabase } from '@web/lib/supabase';
import { fetchCommunitySentiment } from './fetch-community-sentiment';
import { SENTIMENT_REFRESH_MS } from './sentiment-refresh';

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
