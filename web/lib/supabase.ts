import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getAppConfig } from './app-config';

let client: SupabaseClient | undefined;

/** The one supabase-js client, pointed at our own server (or a hosted project) by app-config. */
export function getSupabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getAppConfig();
    client = createClient(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    });
  }
  return client;
}
