import type { User } from '@supabase/supabase-js';

/** What the app calls the user (dashboard greeting, header menu): their chosen username, else the part of the email before @. */
export function displayName(user: Pick<User, 'email' | 'user_metadata'>): string {
  const username = user.user_metadata?.username;
  if (typeof username === 'string' && username.trim()) return username.trim();
  const localPart = user.email?.split('@')[0];
  return localPart || 'friend';
}
