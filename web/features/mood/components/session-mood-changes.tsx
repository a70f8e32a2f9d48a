import { moodWord } from '../mood-options';
import { describeChange, type SessionMoodPair } from '../session-pairs';

const SHOWN = 5;
const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** Before and after each guided session that had both check-ins, newest first. */
export function SessionMoodChanges({ pairs }: { pairs: SessionMoodPair[] }) {
  if (pairs.length === 0) {
    return (
      <p className="text-sm text-mist-300">Check in before and after a guided session to see how it moved your mood.</p>
    );
  }
  return (
    <ul aria-label="Mood before and after sessions" className="flex flex-col gap-1.5 text-sm">
      {pairs.slice(0, SHOWN).map((pair) => (
        <li key={pair.after.created_at} className="flex flex-wrap justify-between gap-x-3 text-mist-200">
          <span className="text-mist-300">{dateFormat.format(new Date(pair.after.created_at))}</span>
          <span>
            {moodWord(pair.before.mood)} ({pair.before.mood}) to {moodWord(pair.after.mood)} ({pair.after.mood}),{' '}
            <span className="text-mist-100">{describeChange(pair.change)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
