import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useAuth } from '@web/features/auth';
import { requireUserId } from '@web/lib/require-user-id';
import { getSupabase } from '@web/lib/supabase';
import type { NewMoodCheckin } from '../types';
import { moodCheckinsQueryKey } from './mood-checkins-query-key';

/** Records a check-in (a plain supabase-js insert; the server sets user_id and created_at). */
export async function addMoodCheckin(
  client: SupabaseClient,
  userId: string | null | undefined,
  checkin: NewMoodCheckin,
): Promise<void> {
  requireUserId(userId);
  const { error } = await client.from('mood_checkins').insert(checkin);
  if (error) throw error;
}

export function useAddMoodCheckin() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkin: NewMoodCheckin) => addMoodCheckin(getSupabase(), user?.id, checkin),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: moodCheckinsQueryKey(user?.id) });
      // The community mood counts this check-in at once (the Market Sentiment tab and card).
      await queryClient.invalidateQueries({ queryKey: ['community-sentiment'] });
    },
  });
}
