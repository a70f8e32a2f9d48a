import { getAuthClient } from '@web/lib/auth-client';
import { getSupabase } from '@web/lib/supabase';

/** Deletes the account for good (the server wants the word DELETE), then forgets the session here. */
export async function deleteAccount(): Promise<void> {
  const { error } = await getSupabase().functions.invoke('delete-account', { body: { confirm: 'DELETE' } });
  if (error) throw error;
  // The server already ended every session; local scope only clears this browser's copy.
  await getAuthClient().signOut({ scope: 'local' });
}
