import { useRecentMoodCheckins, MoodCheckinDialog, MOOD_TAGS, moodWord } from '@web/features/mood';
import type { MoodCheckinRow } from '@web/features/mood';
import type { SentimentRow } from '../types';
import { NOT_ENOUGH_CHECKINS } from './token-sentiment-list';

function describeCheckin(checkin: MoodCheckinRow): string {
  const tags = checkin.tags.map((tag) => MOOD_TAGS.find((known) => known.value === tag)?.label ?? tag);
  const when = new Date(checkin.created_at).toLocaleString(undefined, {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
  return [
    `${moodWord(checkin.mood)} (${checkin.mood} of 5)`,
    ...tags,
    checkin.token ? `about ${checkin.token}` : null,
    when,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** What it means for you: the user's own last check-in (theirs alone, by RLS) next to the crowd's mood on the same token. */
export function YourMoodBesideTheCrowd({ rows }: { rows: SentimentRow[] }) {
  const checkins = useRecentMoodCheckins();
  const last = checkins.data?.at(-1);
  const crowd = rows.find((row) => row.token === (last?.token ?? 'ALL'));
  return (
    <section aria-labelledby="your-mood-heading" className="flex flex-col gap-3">
      <h3 id="your-mood-heading" className="text-base font-semibold text-mist-100">
        What it means for you
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl border border-ink-700/80 bg-ink-900/40 p-4">
          <dt className="text-xs uppercase tracking-wide text-mist-300">Your last check-in</dt>
          <dd className="mt-1 text-mist-100">
            {checkins.isPending ? 'Loading...' : last ? describeCheckin(last) : 'No check-ins in the last 30 days.'}
          </dd>
        </div>
        <div className="rounded-xl border border-ink-700/80 bg-ink-900/40 p-4">
          <dt className="text-xs uppercase tracking-wide text-mist-300">
            The crowd{last?.token ? ` on ${last.token}` : ''}
          </dt>
          <dd className="mt-1 text-mist-100">
            {crowd ? `${crowd.label} (${crowd.score} of 100)` : NOT_ENOUGH_CHECKINS}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-mist-300">
        Your own mood is what you can act on: if the crowd&apos;s mood is pulling at you, check in and take a breath
        before any trade.
      </p>
      <div>
        <MoodCheckinDialog />
      </div>
    </section>
  );
}
