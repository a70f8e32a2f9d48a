import { describe, expect, it } from 'vitest';
import { gaugeDescription, plainRead, trendWords } from './sentiment-read';
import type { SentimentRow } from './types';

const row = (
  token: SentimentRow['token'],
  score: number,
  previous: number | null = null,
  sampleSize = 7,
): SentimentRow => ({
  token,
  score,
  label:
    score < 25
      ? 'Extreme Fear'
      : score < 45
        ? 'Fear'
        : score <= 55
          ? 'Neutral'
          : score <= 75
            ? 'Greed'
            : 'Extreme Greed',
  sample_size: sampleSize,
  window_hours: 24,
  previous_score: previous,
});

describe('the sentiment read', () => {
  it('names the trend against yesterday only when there was a group yesterday', () => {
    expect(trendWords(row('ALL', 32, 45))).toBe('down from 45 yesterday');
    expect(trendWords(row('ALL', 60, 40))).toBe('up from 40 yesterday');
    expect(trendWords(row('ALL', 50, 50))).toBe('the same as yesterday');
    expect(trendWords(row('ALL', 50))).toBeNull();
  });

  it('says in words everything the gauge draws', () => {
    expect(gaugeDescription(row('ALL', 32, 45, 12))).toBe(
      'Community mood: 32 out of 100, Fear, down from 45 yesterday. 12 people checked in over the last 24 hours.',
    );
  });

  it('speaks about the token the crowd feels most strongly about', () => {
    expect(plainRead([row('ALL', 48), row('BTC', 52), row('SOL', 20)])).toBe(
      'The community is fearful about SOL today; fear is when plans matter most.',
    );
    expect(plainRead([row('ALL', 80), row('ETH', 60)])).toBe(
      'The community is greedy today; greed is when a pause before trading helps most.',
    );
    expect(plainRead([row('ALL', 50)])).toBe(
      'The community feels fairly balanced today; a good day to trade your plan, not the mood.',
    );
    expect(plainRead([])).toBeNull();
  });
});
