import { useQuery } from '@tanstack/react-query';
import type { MarketPrices } from '@common/market/market-quotes';
import { useAuth } from '@web/features/auth';
import { getSupabase } from '@web/lib/supabase';

/** The server caches prices for at least a minute; asking more often would only repeat them. */
const PRICES_REFRESH_MS = 120_000;

/** Prices come from our own /functions/v1/market-prices, never from a vendor (docs/sentiment.md). */
export async function fetchMarketPrices(): Promise<MarketPrices> {
  const { data, error } = await getSupabase().functions.invoke<MarketPrices>('market-prices', { method: 'GET' });
  if (error) throw error;
  return data as MarketPrices;
}

export function useMarketPrices() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['market-prices', user?.id ?? null],
    queryFn: fetchMarketPrices,
    enabled: Boolean(user),
    refetchInterval: PRICES_REFRESH_MS,
    // One failure is shown as "prices unavailable"; the server already remembers it for a minute.
    retry: false,
  });
}
