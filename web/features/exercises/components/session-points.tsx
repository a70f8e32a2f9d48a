import { Link } from 'react-router';
import Sparkles from 'lucide-react/icons/sparkles';
import type { Exercise } from '@common/exercises';
import { POINTS_NOT_TRADABLE } from '@web/features/points';
import type { ExerciseRunState } from '../hooks/use-exercise-run';
import { formatClock, fullMs, halfwayMs } from '../session-run-timing';

/**
 * Under a guided session: how far along it is, then what it earned. Calm and factual: no
 * countdown pressure, no streaks, nothing lost by stopping early.
 */
export function SessionPoints({ exercise, state }: { exercise: Exercise; state: ExerciseRunState }) {
  if (state.phase === 'idle') {
    return (
      <p className="text-center text-sm text-mist-300">
        Stay with this {exercise.durationMinutes}-minute session to earn {exercise.pointsReward} TheraPoints.
      </p>
    );
  }
  if (state.phase === 'running') {
    const total = fullMs(exercise.durationMinutes);
    const percent = Math.min(100, Math.round((state.elapsedMs / total) * 100));
    return (
      <div className="flex w-full max-w-sm flex-col gap-2" data-testid="session-progress">
        <div className="flex justify-between text-sm text-mist-300">
          <span>
            Session time <span className="tabular-nums text-mist-100">{formatClock(state.elapsedMs)}</span> of{' '}
            {formatClock(total)}
          </span>
          <span>{exercise.pointsReward} TheraPoints</span>
        </div>
        <div
          role="progressbar"
          aria-label="Session progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-ink-700"
        >
          <div className="h-full rounded-full bg-sea-400 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <p className="text-xs text-mist-300">
          It counts as finished from {formatClock(halfwayMs(exercise.durationMinutes))}.
        </p>
      </div>
    );
  }
  if (state.phase === 'completing') {
    return (
      <p role="status" className="text-sm text-mist-300">
        Saving your session...
      </p>
    );
  }
  if (state.phase === 'ended-early') {
    return (
      <p role="status" className="max-w-md text-center text-sm text-mist-300">
        Session ended at {formatClock(state.elapsedMs)}. A session counts toward TheraPoints from its halfway mark (
        {formatClock(halfwayMs(exercise.durationMinutes))}); start again whenever you like.
      </p>
    );
  }
  if (state.phase === 'failed') {
    return (
      <p role="status" className="max-w-md text-center text-sm text-mist-300">
        Your session could not be saved: {state.message}
      </p>
    );
  }
  const { pointsAwarded, totalPoints } = state.result;
  return (
    <section
      role="status"
      aria-labelledby="session-complete-title"
      data-testid="session-complete"
      className="flex w-full max-w-md flex-col items-center gap-2 rounded-2xl border border-sea-400/30 bg-sea-400/10 p-5 text-center"
    >
      <Sparkles aria-hidden className="size-6 text-sea-300" />
      <h2 id="session-complete-title" className="text-lg font-semibold">
        Session complete
      </h2>
      {pointsAwarded > 0 ? (
        <p className="text-mist-100">
          You earned <strong>{pointsAwarded} TheraPoints</strong>. You now have {totalPoints} TheraPoints.
        </p>
      ) : (
        <p className="text-mist-100">
          Recorded. {exercise.title} already earned its TheraPoints today; it can earn them again tomorrow (UTC). You
          have {totalPoints} TheraPoints.
        </p>
      )}
      <p className="text-xs text-mist-300">{POINTS_NOT_TRADABLE}</p>
      <Link to="/dashboard" className="text-sm text-sea-300 underline-offset-4 hover:underline">
        See your dashboard
      </Link>
    </section>
  );
}
