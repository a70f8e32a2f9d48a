import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useCommunitySentiment } from '../api/community-sentiment';
import { useMarketPrices } from '../api/market-prices';
import { plainRead } from '../sentiment-read';
import { SentimentGauge } from './sentiment-gauge';
import { NOT_ENOUGH_CHECKINS, TokenSentimentList } from './token-sentiment-list';
import { YourMoodBesideTheCrowd } from './your-mood-beside-the-crowd';

function Skeleton({ className }: { className: string }) {
  return <span className={`block animate-pulse rounded-lg bg-ink-700/70 ${className}`} />;
}

function LoadingSentiment() {
  return (
    <div className="flex flex-col gap-4" role="status" aria-label="Loading the community mood">
      <Skeleton className="mx-auto h-36 w-full max-w-72" />
      <Skeleton className="h-4 w-3/4" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** The dashboard's Market Sentiment tab, live (docs/sentiment.md): refreshes in place every minute. */
export function MarketSentimentTab() {
  const sentiment = useCommunitySentiment();
  const prices = useMarketPrices();
  const rows = sentiment.data ?? [];
  const all = rows.find((row) => row.token === 'ALL');
  const read = plainRead(rows);

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>How the community feels</CardTitle>
          <CardDescription>
            From members&apos; own mood check-ins over the last 24 hours, each person counted once. A token shows once
            at least 5 people checked in about it. Not financial advice.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {sentiment.isError ? (
            <Alert variant="danger">
              <TriangleAlert aria-hidden />
              <div>
                <AlertTitle>The community mood could not be loaded</AlertTitle>
                <AlertDescription>It will try again in a minute; your own check-ins are safe.</AlertDescription>
              </div>
            </Alert>
          ) : sentiment.isPending ? (
            <LoadingSentiment />
          ) : (
            <div className="grid gap-6 md:grid-cols-[1fr_1.2fr] md:items-start">
              <div className="flex flex-col items-center gap-3">
                {all ? (
                  <SentimentGauge row={all} />
                ) : (
                  <p className="py-8 text-center text-mist-200" data-testid="gauge-not-enough">
                    {NOT_ENOUGH_CHECKINS}. The community mood appears once 5 people have checked in today.
                  </p>
                )}
                {read && <p className="text-center text-mist-200">{read}</p>}
              </div>
              <div className="flex flex-col gap-2">
                <TokenSentimentList rows={rows} prices={prices.data} />
                {prices.isError && <p className="text-xs text-mist-300">Prices are unavailable right now.</p>}
                {prices.data?.provider === 'coingecko' && (
                  <p className="text-xs text-mist-300">
                    Price changes: CoinGecko, over 24 hours, fetched by our server.
                  </p>
                )}
                <p className="text-xs text-mist-300" aria-live="polite">
                  Updated{' '}
                  {new Date(sentiment.dataUpdatedAt).toLocaleTimeString(undefined, {
                    hour: 'numeric',
                    minute: '2-digit',
                  })}
                </p>
              </div>
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <YourMoodBesideTheCrowd rows={rows} />
        </CardContent>
      </Card>
    </div>
  );
}
