import { EXERCISES, type ExerciseSlug } from '@common/exercises';
import { isPointsLive } from '@web/features/points';
import { useExerciseRun } from '../hooks/use-exercise-run';
import { SessionPoints } from './session-points';

/**
 * The TheraPoints side of a guided session page: the server-side run, the session clock and
 * the result. `onNaturalEnd` ends the call when the session's minutes are up.
 */
export function SessionRun({
  slug,
  active,
  onNaturalEnd,
}: {
  slug: ExerciseSlug;
  active: boolean;
  onNaturalEnd: () => void;
}) {
  const exercise = EXERCISES.find((candidate) => candidate.slug === slug);
  if (!exercise || !isPointsLive()) return null;
  return <LiveSessionRun exercise={exercise} active={active} onNaturalEnd={onNaturalEnd} />;
}

function LiveSessionRun({
  exercise,
  active,
  onNaturalEnd,
}: {
  exercise: (typeof EXERCISES)[number];
  active: boolean;
  onNaturalEnd: () => void;
}) {
  const state = useExerciseRun(exercise, active, onNaturalEnd);
  return <SessionPoints exercise={exercise} state={state} />;
}
