import Coins from 'lucide-react/icons/coins';
import { EXERCISES } from '@common/exercises';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useCompletions } from '@web/features/exercises';
import { usePoints, POINTS_NOT_TRADABLE, totalPoints } from '@web/features/points';

const RECENT = 3;
const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** The overview's Points System card when points are live: the total and the last sessions. */
export function PointsCard() {
  const points = usePoints();
  const completions = useCompletions();
  const ledger = points.data ?? [];
  const earnedBy = new Map(ledger.map((row) => [row.exercise_completion_id, row.points]));
  const recent = (completions.data ?? []).slice(0, RECENT);
  const loading = points.isPending || completions.isPending;

  return (
    <Card className="flex h-full flex-col" data-testid="points-card">
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <span className="grid size-10 place-items-center rounded-xl bg-ink-700/70 text-sea-300" aria-hidden>
            <Coins className="size-5" />
          </span>
          <Badge variant="live">Live</Badge>
        </div>
        <CardTitle className="mt-2">Points System</CardTitle>
        <CardDescription>
          Each guided session you finish earns its TheraPoints, once per exercise a day.
        </CardDescription>
      </CardHeader>
      <CardContent className="mt-auto flex flex-col gap-3">
        {points.isError ? (
          <p className="text-sm text-mist-300">Your TheraPoints could not be loaded right now.</p>
        ) : (
          <p className="text-2xl font-semibold tracking-tight" aria-live="polite">
            {loading ? '...' : `${totalPoints(ledger)} TheraPoints`}
          </p>
        )}
        {recent.length > 0 ? (
          <ul aria-label="Recent sessions" className="flex flex-col gap-1 text-sm">
            {recent.map((completion) => {
              const title = EXERCISES.find((exercise) => exercise.id === completion.exercise_id)?.title ?? 'Exercise';
              const earned = earnedBy.get(completion.id);
              return (
                <li key={completion.id} className="flex justify-between gap-3 text-mist-200">
                  <span className="truncate">
                    {title}{' '}
                    <span className="text-mist-300">· {dateFormat.format(new Date(completion.completed_at))}</span>
                  </span>
                  <span className="shrink-0 tabular-nums">{earned ? `+${earned}` : 'recorded'}</span>
                </li>
              );
            })}
          </ul>
        ) : (
          !loading && <p className="text-sm text-mist-300">Finish a guided session to earn your first TheraPoints.</p>
        )}
        <p className="text-xs text-mist-300">{POINTS_NOT_TRADABLE}</p>
      </CardContent>
    </Card>
  );
}
