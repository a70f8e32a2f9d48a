import TrendingUp from 'lucide-react/icons/trending-up';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SectionHeading } from '@web/components/ui/section-heading';
import { useAuth, useLoginDialog } from '@web/features/auth';
import { Link } from 'react-router';
import { useAppSetting } from '@web/lib/app-config';
import { useTeaserSentiment } from '../api/teaser-sentiment';
import { placeholderBarWidth } from '../placeholder-bar-width';
import { plainRead } from '../sentiment-read';
import { NOT_ENOUGH_CHECKINS } from './token-sentiment-list';

/** The tokens the sentiment feature will cover first (spec section 9). */
export const SENTIMENT_TOKENS = ['BTC', 'ETH', 'ADA', 'SOL'] as const;

function SignedInTeaser() {
  return (
    <>
      <div className="flex flex-col items-center gap-2 text-center">
        <Badge variant="soon">Coming Soon</Badge>
        <p className="text-mist-200">Market sentiment for these tokens will soon be shown here.</p>
      </div>
      <ul className="mt-6 flex flex-col gap-4" aria-label="Tokens covered">
        {SENTIMENT_TOKENS.map((symbol) => (
          <li key={symbol} className="grid grid-cols-[3.5rem_1fr] items-center gap-3">
            <span className="font-mono text-sm font-semibold text-mist-100">{symbol}</span>
            {/* Decorative: no data yet, so the bar means nothing to a screen reader. */}
            <span className="h-2.5 overflow-hidden rounded-full bg-ink-700" aria-hidden>
              <span
                className="block h-full rounded-full bg-gradient-to-r from-sea-500/70 to-lavender-400/70"
                style={{ width: `${placeholderBarWidth(symbol)}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex justify-center">
        <Button disabled variant="secondary">
          Feature in Development
        </Button>
      </div>
    </>
  );
}

/** Signed in, flag on: the community's live score per token instead of placeholder bars. */
function LiveTeaser() {
  const sentiment = useTeaserSentiment();
  const rows = sentiment.state === 'ready' ? sentiment.rows : [];
  const all = rows.find((row) => row.token === 'ALL');
  const read = plainRead(rows);
  return (
    <>
      <div className="flex flex-col items-center gap-2 text-center">
        <Badge variant="live">Live</Badge>
        <p className="text-mist-200">
          {sentiment.state === 'error'
            ? 'The community mood could not be loaded right now.'
            : sentiment.state === 'loading'
              ? 'Loading the community mood...'
              : all
                ? `The community today: ${all.label} (${all.score} of 100). ${read ?? ''}`
                : `${NOT_ENOUGH_CHECKINS}: the community mood appears once 5 people have checked in today.`}
        </p>
      </div>
      <ul className="mt-6 flex flex-col gap-4" aria-label="Tokens covered">
        {SENTIMENT_TOKENS.map((symbol) => {
          const row = rows.find((candidate) => candidate.token === symbol);
          return (
            <li key={symbol} className="grid grid-cols-[3.5rem_1fr_auto] items-center gap-3">
              <span className="font-mono text-sm font-semibold text-mist-100">{symbol}</span>
              {/* Decorative: the words beside it say the same. */}
              <span className="h-2.5 overflow-hidden rounded-full bg-ink-700" aria-hidden>
                {row && (
                  <span
                    className="block h-full rounded-full bg-gradient-to-r from-lavender-300/80 to-amber-300/80"
                    style={{ width: `${Math.max(4, row.score)}%` }}
                  />
                )}
              </span>
              <span className="text-right text-sm text-mist-200">
                {row ? `${row.score} ${row.label}` : 'Not enough yet'}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex justify-center">
        <Button asChild variant="secondary">
          <Link to="/dashboard?tab=sentiment">See the community mood</Link>
        </Button>
      </div>
    </>
  );
}

function VisitorTeaser() {
  const { openLoginDialog } = useLoginDialog();
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p className="text-mist-200">Please log in to see what market sentiment will look like.</p>
      <Button onClick={() => openLoginDialog()}>Log In</Button>
    </div>
  );
}

/** The landing page's market-sentiment teaser (visitor and signed-in variants). */
export function SentimentTeaser() {
  const { status } = useAuth();
  const live = useAppSetting((settings) => settings.features.sentimentLive);
  return (
    <section aria-labelledby="sentiment-teaser-title" className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <SectionHeading
        id="sentiment-teaser-title"
        eyebrow={
          <span className="inline-flex items-center gap-1.5">
            <TrendingUp className="size-3.5" aria-hidden />
            Market Sentiment
          </span>
        }
        title="Read the market mood, calmly"
        lead="A gentle view of how the crypto crowd is feeling, so emotions don't trade for you."
      />
      <Card className="mt-8 p-6 sm:p-8">
        {status === 'signed-in' ? (
          live ? (
            <LiveTeaser />
          ) : (
            <SignedInTeaser />
          )
        ) : status === 'signed-out' ? (
          <VisitorTeaser />
        ) : null}
      </Card>
    </section>
  );
}
