import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getAppConfig } from './app-config';
import { currentAccessToken } from './auth-client';

let client: SupabaseClient | undefined;

/**
 * The data client (`/rest/v1`, `/functions/v1`), pointed at our own server (or a hosted project)
 * by app-config. It signs requests with the session of the one auth client (web/lib/auth-client.ts);
 * for auth calls use `getAuthClient()`: `getSupabase().auth` deliberately throws.
 * Import this module only from screens loaded on demand, so supabase-js stays out of the
 * landing page's first download.
 */
export function getSupabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getAppConfig();
    client = createClient(supabaseUrl, supabaseAnonKey, { accessToken: currentAccessToken });
  }
  return client;
}
