import HeartHandshake from 'lucide-react/icons/heart-handshake';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useRecentMoodCheckins } from '../api/get-mood-checkins';
import { moodByDay, summariseMoods } from '../mood-summary';
import { pairSessionMoods } from '../session-pairs';
import { MoodChart } from './mood-chart';
import { TiltCheckDialog } from '../tilt/tilt-check-dialog';
import { MoodCheckinDialog } from './mood-checkin-dialog';
import { SessionMoodChanges } from './session-mood-changes';

/** The dashboard's personal mood view: check in on demand, the last 30 days, and sessions' before/after. */
export function MoodOverviewCard() {
  const checkins = useRecentMoodCheckins();
  const rows = checkins.data ?? [];
  return (
    <Card data-testid="mood-card">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="grid size-10 place-items-center rounded-xl bg-ink-700/70 text-sea-300" aria-hidden>
              <HeartHandshake className="size-5" />
            </span>
            <CardTitle>Your mood</CardTitle>
          </div>
          <div className="flex flex-wrap gap-2">
            <MoodCheckinDialog />
            <TiltCheckDialog />
          </div>
        </div>
        <CardDescription>Your check-ins over the last 30 days. Only you can see them.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[3fr_2fr]">
        {checkins.isError ? (
          <p className="text-sm text-mist-300">Your check-ins could not be loaded right now.</p>
        ) : checkins.isPending ? (
          <p className="text-sm text-mist-300">Loading your check-ins...</p>
        ) : (
          <MoodChart days={moodByDay(rows)} summary={summariseMoods(rows)} />
        )}
        <section aria-labelledby="mood-sessions-heading" className="flex flex-col gap-2">
          <h4 id="mood-sessions-heading" className="text-sm font-medium text-mist-100">
            Before and after sessions
          </h4>
          <SessionMoodChanges pairs={pairSessionMoods(rows)} />
        </section>
      </CardContent>
    </Card>
  );
}
