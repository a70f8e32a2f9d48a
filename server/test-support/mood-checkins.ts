import type { TestServer } from './test-server';
import type { TestUser } from './test-users';

export interface CheckinInput {
  mood: number;
  tags?: string[];
  token?: string | null;
}

/** One check-in through supabase-js, as the user; returns its id. */
export async function checkIn(user: TestUser, input: CheckinInput): Promise<string> {
  const { data, error } = await user.client
    .from('mood_checkins')
    .insert({ mood: input.mood, tags: input.tags ?? [], token: input.token ?? null })
    .select('id')
    .single();
  if (error) throw new Error(`check-in failed: ${error.message}`);
  return (data as { id: string }).id;
}

/**
 * Moves a check-in's time into the past, as the server's own connection (tests cannot wait a day;
 * clients cannot choose created_at).
 */
export async function backdateCheckin(server: TestServer, checkinId: string, hours: number) {
  await server.ctx.db.query(
    `update public.mood_checkins set created_at = created_at - make_interval(hours => $2::int) where id = $1`,
    [checkinId, hours],
  );
}
