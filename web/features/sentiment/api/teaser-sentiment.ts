import { useEffect, useState } from 'react';
import type { SentimentRow } from '../types';
import { SENTIMENT_REFRESH_MS } from './sentiment-refresh';

export type TeaserSentiment = { state: 'loading' } | { state: 'error' } | { state: 'ready'; rows: SentimentRow[] };

/**
 * The landing teaser's community score. The landing is outside the data layout (no TanStack
 * Query, and the data client loads on demand), so it polls with a plain effect.
 */
export function useTeaserSentiment(): TeaserSentiment {
  const [result, setResult] = useState<TeaserSentiment>({ state: 'loading' });
  useEffect(() => {
    let stopped = false;
    async function load() {
      try {
        const [{ getSupabase }, { fetchCommunitySentiment }] = await Promise.all([
          import('@web/lib/supabase'),
          import('./fetch-community-sentiment'),
        ]);
        const rows = await fetchCommunitySentiment(getSupabase());
        if (!stopped) setResult({ state: 'ready', rows });
      } catch {
        if (!stopped) setResult((current) => (current.state === 'ready' ? current : { state: 'error' }));
      }
    }
    void load();
    const timer = setInterval(() => void load(), SENTIMENT_REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);
  return result;
}
