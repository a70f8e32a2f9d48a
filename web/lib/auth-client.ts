import { GoTrueClient } from '@supabase/auth-js';
import { getAppConfig } from './app-config';

let client: GoTrueClient | undefined;

/**
 * The app's one auth client (GoTrue protocol): session storage, refresh and MFA.
 *
 * Why not `createClient(...).auth`? supabase-js's client also bundles PostgREST, Storage,
 * Realtime and Functions (~40 KB gzipped) that the landing page never uses. Auth alone goes in
 * the first download; the data client (web/lib/supabase.ts) loads with the screens that need it
 * and borrows this client's access token. Options mirror what supabase-js passes, including its
 * storage key, so a session stored by either is the same session.
 */
export function getAuthClient(): GoTrueClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getAppConfig();
    const url = new URL(supabaseUrl);
    client = new GoTrueClient({
      url: new URL('/auth/v1', url).href,
      headers: { Authorization: `Bearer ${supabaseAnonKey}`, apikey: supabaseAnonKey },
      storageKey: `sb-${url.hostname.split('.')[0]}-auth-token`,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
    });
  }
  return client;
}

/** The current access token, refreshed first when it is about to expire; null when signed out. */
export async function currentAccessToken(): Promise<string | null> {
  const { data } = await getAuthClient().getSession();
  return data.session?.access_token ?? null;
}
