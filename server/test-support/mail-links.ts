import type { SupabaseClient } from '@supabase/supabase-js';

/** The one link in a mail's text (our mails carry at most one). */
export function linkIn(text: string): string {
  const link = text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no link in the email');
  return link;
}

/**
 * Follows a mailed /verify link as a browser would and returns where it redirected, with the
 * URL fragment's fields (the session, or error_code / message).
 */
export async function followMailedLink(link: string) {
  const response = await fetch(link, { redirect: 'manual' });
  if (response.status !== 303) throw new Error(`expected a 303 redirect, got ${response.status}`);
  const location = new URL(response.headers.get('location')!);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

/** Puts the session from a followed link's fragment into `client` (what detectSessionInUrl does). */
export async function adoptLinkSession(client: SupabaseClient, fragment: URLSearchParams) {
  const access_token = fragment.get('access_token');
  const refresh_token = fragment.get('refresh_token');
  if (!access_token || !refresh_token)
    throw new Error(`no session in the link's redirect: ${fragment.get('error_code')}`);
  const { data, error } = await client.auth.setSession({ access_token, refresh_token });
  if (error) throw error;
  return data.session!;
}
