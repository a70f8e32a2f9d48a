import type { MoodCheckinRow } from './types';

/** A before-session check-in and the after-session one that closed the same session. */
export interface SessionMoodPair {
  before: Pick<MoodCheckinRow, 'mood' | 'created_at'>;
  after: Pick<MoodCheckinRow, 'mood' | 'created_at'>;
  change: number;
}

/**
 * Longest a session (the longest is 15 minutes) plus its check-ins can plausibly take. The
 * table has no session id, so a before and an after further apart than this are not one session.
 */
export const MAX_SESSION_SPAN_MS = 2 * 60 * 60_000;

/**
 * Pairs each after-session check-in with the latest before-session check-in ahead of it, if no
 * other after-session check-in came between them and they are close enough to be one session.
 * Unpaired check-ins (a skipped before or after) are simply left out. Newest pair first.
 */
export function pairSessionMoods(
  checkins: readonly Pick<MoodCheckinRow, 'mood' | 'created_at' | 'context'>[],
): SessionMoodPair[] {
  const ordered = [...checkins].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  const pairs: SessionMoodPair[] = [];
  let openBefore: (typeof ordered)[number] | null = null;
  for (const checkin of ordered) {
    if (checkin.context === 'before_session') {
      openBefore = checkin;
    } else if (checkin.context === 'after_session') {
      if (openBefore && Date.parse(checkin.created_at) - Date.parse(openBefore.created_at) <= MAX_SESSION_SPAN_MS) {
        pairs.push({
          before: { mood: openBefore.mood, created_at: openBefore.created_at },
          after: { mood: checkin.mood, created_at: checkin.created_at },
          change: checkin.mood - openBefore.mood,
        });
      }
      openBefore = null;
    }
  }
  return pairs.reverse();
}

/** How a change reads aloud and on screen, without praise or blame. */
export function describeChange(change: number): string {
  if (change === 0) return 'no change';
  const steps = Math.abs(change) === 1 ? '1 step' : `${Math.abs(change)} steps`;
  return change > 0 ? `up ${steps}` : `down ${steps}`;
}
