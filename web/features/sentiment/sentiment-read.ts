import type { SentimentRow } from './types';

/** Words for the score's trend against 24 hours earlier, or null when there was no earlier group. */
export function trendWords(row: SentimentRow): string | null {
  if (row.previous_score === null) return null;
  const change = row.score - row.previous_score;
  if (change === 0) return 'the same as yesterday';
  return `${change > 0 ? 'up' : 'down'} from ${row.previous_score} yesterday`;
}

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/** The gauge's text alternative: everything the drawing says, in one sentence or two. */
export function gaugeDescription(row: SentimentRow): string {
  const trend = trendWords(row);
  return (
    `Community mood: ${row.score} out of 100, ${row.label}${trend ? `, ${trend}` : ''}. ` +
    `${people(row.sample_size)} checked in over the last ${row.window_hours} hours.`
  );
}

export function describeSample(row: SentimentRow): string {
  return `${people(row.sample_size)} in ${row.window_hours} h`;
}

const leaning = (row: SentimentRow) => Math.abs(row.score - 50);

/**
 * A short plain-language read: the token the crowd feels most strongly about (or the whole
 * community), and what that mood asks of a trader. Never advice to buy or sell.
 */
export function plainRead(rows: SentimentRow[]): string | null {
  const tokens = rows.filter((row) => row.token !== 'ALL');
  const all = rows.find((row) => row.token === 'ALL');
  const strongest = [...tokens].sort((a, b) => leaning(b) - leaning(a))[0];
  const row = strongest && (!all || leaning(strongest) >= leaning(all)) ? strongest : all;
  if (!row) return null;
  const about = row.token === 'ALL' ? '' : ` about ${row.token}`;
  if (row.score < 45) return `The community is fearful${about} today; fear is when plans matter most.`;
  if (row.score > 55) return `The community is greedy${about} today; greed is when a pause before trading helps most.`;
  return `The community feels fairly balanced${about} today; a good day to trade your plan, not the mood.`;
}

/** Text colour per band: lavender for fear, amber for greed (never red/green, which read as sell/buy). */
export function scoreTone(score: number): string {
  if (score < 45) return 'text-lavender-300';
  if (score <= 55) return 'text-mist-100';
  return 'text-amber-300';
}
