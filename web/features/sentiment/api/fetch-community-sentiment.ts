import type { SupabaseClient } from '@supabase/supabase-js';
import type { SentimentRow } from '../types';

/** rpc('community_sentiment'): aggregates of 5+ people per token (docs/sentiment.md). */
export async function fetchCommunitySentiment(client: SupabaseClient): Promise<SentimentRow[]> {
  const { data, error } = await client.rpc('community_sentiment');
  if (error) throw error;
  return data as SentimentRow[];
}
