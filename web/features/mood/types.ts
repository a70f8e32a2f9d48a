import type { CheckinContext, MoodTag, MoodToken, MoodValue } from './mood-options';

/** A row of mood_checkins as the owner reads it. */
export interface MoodCheckinRow {
  id: string;
  mood: MoodValue;
  tags: MoodTag[];
  token: MoodToken | null;
  context: CheckinContext;
  note: string | null;
  created_at: string;
}

/** What the client writes; user_id and created_at are the server's. */
export interface NewMoodCheckin {
  mood: MoodValue;
  tags: MoodTag[];
  token: MoodToken | null;
  context: CheckinContext;
  note: string | null;
}
