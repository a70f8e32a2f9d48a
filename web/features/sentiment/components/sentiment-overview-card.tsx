import { Link } from 'react-router';
import TrendingUp from 'lucide-react/icons/trending-up';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useCommunitySentiment } from '../api/community-sentiment';
import { scoreTone } from '../sentiment-read';
import { NOT_ENOUGH_CHECKINS } from './token-sentiment-list';

/** The overview's Market Sentiment card with the live community score (flag sentimentLive on). */
export function SentimentOverviewCard() {
  const sentiment = useCommunitySentiment();
  const all = sentiment.data?.find((row) => row.token === 'ALL');
  return (
    <Card className="flex h-full flex-col" data-testid="sentiment-card">
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <span className="grid size-10 place-items-center rounded-xl bg-ink-700/70 text-sea-300" aria-hidden>
            <TrendingUp className="size-5" />
          </span>
          <Badge variant="live">Live</Badge>
        </div>
        <CardTitle className="mt-2">Market Sentiment</CardTitle>
        <CardDescription>How the community feels today, from members&apos; own check-ins.</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto flex flex-col gap-2">
        {sentiment.isError ? (
          <p className="text-sm text-mist-300">The community mood could not be loaded right now.</p>
        ) : sentiment.isPending ? (
          <span
            className="block h-8 w-32 animate-pulse rounded-lg bg-ink-700/70"
            aria-label="Loading the community mood"
            role="status"
          />
        ) : all ? (
          <p className="text-2xl font-semibold tracking-tight">
            <span className={scoreTone(all.score)}>{all.score}</span> {all.label}
          </p>
        ) : (
          <p className="text-base font-medium text-mist-200">{NOT_ENOUGH_CHECKINS}</p>
        )}
        <Link to="/dashboard?tab=sentiment" className="text-sm text-sea-300 underline-offset-4 hover:underline">
          See the community mood
        </Link>
      </CardContent>
    </Card>
  );
}
