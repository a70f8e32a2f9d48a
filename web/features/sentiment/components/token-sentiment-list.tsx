import type { MarketPrices, MarketQuote } from '@common/market/market-quotes';
import { MOOD_TOKENS } from '@web/features/mood';
import { describeSample, scoreTone } from '../sentiment-read';
import type { SentimentRow } from '../types';

export const NOT_ENOUGH_CHECKINS = 'Not enough check-ins yet';

function formatChange(quote: MarketQuote): string {
  const sign = quote.change24hPercent > 0 ? '+' : quote.change24hPercent < 0 ? '−' : '';
  return `${sign}${Math.abs(quote.change24hPercent).toFixed(1)}%`;
}

interface TokenSentimentListProps {
  rows: SentimentRow[];
  /** Undefined while loading or when prices are off or failed: the price column is left out. */
  prices: MarketPrices | undefined;
}

/** One line per token: the crowd's score and label, how many people, and the 24 h price change when configured. */
export function TokenSentimentList({ rows, prices }: TokenSentimentListProps) {
  const quotes = prices?.provider === 'coingecko' ? prices.quotes : undefined;
  return (
    <ul className="flex flex-col divide-y divide-ink-700/80" aria-label="Community mood by token">
      {MOOD_TOKENS.map((token) => {
        const row = rows.find((candidate) => candidate.token === token);
        const quote = quotes?.find((candidate) => candidate.token === token);
        return (
          <li
            key={token}
            className="grid grid-cols-[3.5rem_1fr_auto] items-center gap-3 py-3"
            data-testid={`token-${token}`}
          >
            <span className="font-mono text-sm font-semibold text-mist-100">{token}</span>
            {row ? (
              <span className="flex flex-col">
                <span>
                  <span className={`font-semibold ${scoreTone(row.score)}`}>{row.score}</span>{' '}
                  <span className="text-mist-100">{row.label}</span>
                </span>
                <span className="text-xs text-mist-300">{describeSample(row)}</span>
              </span>
            ) : (
              <span className="text-sm text-mist-300">{NOT_ENOUGH_CHECKINS}</span>
            )}
            {quote ? (
              <span className="text-right text-sm text-mist-200">
                <span className="sr-only">Price 24 h: </span>
                {formatChange(quote)}
                <span className="block text-xs text-mist-300" aria-hidden>
                  price 24 h
                </span>
              </span>
            ) : (
              <span />
            )}
          </li>
        );
      })}
    </ul>
  );
}
