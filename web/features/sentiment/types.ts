/** One row of rpc('community_sentiment') (docs/sentiment.md). */
export interface SentimentRow {
  token: 'ALL' | 'BTC' | 'ETH' | 'ADA' | 'SOL';
  /** 0 extreme fear .. 100 extreme greed. */
  score: number;
  label: 'Extreme Fear' | 'Fear' | 'Neutral' | 'Greed' | 'Extreme Greed';
  /** Distinct people in the window (at least 5, or there is no row). */
  sample_size: number;
  window_hours: number;
  /** The same score 24 hours earlier, or null when that group was under 5. */
  previous_score: number | null;
}
