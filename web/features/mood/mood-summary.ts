import { moodWord } from './mood-options';
import type { MoodCheckinRow } from './types';

/** The personal view looks back this many days. */
export const WINDOW_DAYS = 30;

export interface MoodDay {
  /** Local calendar day, YYYY-MM-DD. */
  day: string;
  /** Days before today (0 = today), the chart's x position counted from the right. */
  daysAgo: number;
  /** Mean of the day's check-ins, one decimal. */
  average: number;
  count: number;
}

function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function startOfLocalDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

const roundOne = (value: number) => Math.round(value * 10) / 10;

/** Whole local days between a moment and today; rounded, since a daylight-saving day is 23 or 25 hours. */
function daysAgoOf(at: Date, now: Date): number {
  return Math.round((startOfLocalDay(now) - startOfLocalDay(at)) / 86_400_000);
}

function inWindow(daysAgo: number): boolean {
  return daysAgo >= 0 && daysAgo < WINDOW_DAYS;
}

/**
 * One point per day with check-ins in the last 30 days (the user's local days, oldest first).
 * Several check-ins on one day are averaged, so a busy day does not outweigh a quiet one.
 */
export function moodByDay(
  checkins: readonly Pick<MoodCheckinRow, 'mood' | 'created_at'>[],
  now: Date = new Date(),
): MoodDay[] {
  const days = new Map<string, { sum: number; count: number; daysAgo: number }>();
  for (const checkin of checkins) {
    const at = new Date(checkin.created_at);
    const daysAgo = daysAgoOf(at, now);
    if (!inWindow(daysAgo)) continue;
    const key = localDay(at);
    const entry = days.get(key) ?? { sum: 0, count: 0, daysAgo };
    entry.sum += checkin.mood;
    entry.count += 1;
    days.set(key, entry);
  }
  return [...days.entries()]
    .map(([day, { sum, count, daysAgo }]) => ({ day, daysAgo, average: roundOne(sum / count), count }))
    .sort((a, b) => b.daysAgo - a.daysAgo);
}

/**
 * The chart's text for screen readers (and everyone): how often, the average in words, the
 * range and the latest. Facts only; no streaks, nothing about days without a check-in.
 */
export function summariseMoods(
  checkins: readonly Pick<MoodCheckinRow, 'mood' | 'created_at'>[],
  now: Date = new Date(),
): string {
  const moods = [...checkins]
    .filter((checkin) => inWindow(daysAgoOf(new Date(checkin.created_at), now)))
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
    .map((checkin) => checkin.mood);
  if (moods.length === 0) return 'No check-ins in the last 30 days yet. Check in whenever you like.';
  const days = moodByDay(checkins, now);
  const count = moods.length;
  const average = roundOne(moods.reduce((sum, mood) => sum + mood, 0) / moods.length);
  const latest = moods.at(-1) ?? average;
  const times = count === 1 ? '1 check-in' : `${count} check-ins`;
  const onDays = days.length === 1 ? 'on 1 day' : `on ${days.length} days`;
  const lowest = Math.min(...moods);
  const highest = Math.max(...moods);
  const range =
    lowest === highest
      ? `Every check-in was ${moodWord(lowest)} (${lowest}).`
      : `Moods ranged from ${moodWord(lowest)} (${lowest}) to ${moodWord(highest)} (${highest}).`;
  return `In the last 30 days: ${times} ${onDays}. Average mood ${average} of 5 (${moodWord(average)}). ${range} Latest: ${moodWord(latest)} (${latest}).`;
}
