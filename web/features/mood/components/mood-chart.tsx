import { useId } from 'react';
import { MOOD_LEVELS } from '../mood-options';
import { WINDOW_DAYS, type MoodDay } from '../mood-summary';

// Drawn in viewBox units; the SVG scales to its container's width, so it reads at 390 px too.
const WIDTH = 320;
const HEIGHT = 150;
const LEFT = 20;
const RIGHT = 8;
const TOP = 10;
const BOTTOM = 24;

const x = (daysAgo: number) => LEFT + ((WINDOW_DAYS - 1 - daysAgo) / (WINDOW_DAYS - 1)) * (WIDTH - LEFT - RIGHT);
const y = (mood: number) => TOP + ((5 - mood) / 4) * (HEIGHT - TOP - BOTTOM);

/**
 * Mood over the last 30 days: one dot per day with check-ins (the day's average), joined by a
 * line. Days without check-ins are simply gaps in time, not zeros. The picture is described by
 * the summary the caller passes, which screen readers get as the chart's description.
 */
export function MoodChart({ days, summary }: { days: MoodDay[]; summary: string }) {
  const summaryId = useId();
  const points = days.map((day) => `${x(day.daysAgo).toFixed(1)},${y(day.average).toFixed(1)}`).join(' ');
  return (
    <figure className="flex flex-col gap-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label="Chart of your mood over the last 30 days"
        aria-describedby={summaryId}
        className="h-auto w-full max-w-md"
      >
        {MOOD_LEVELS.map((level) => (
          <g key={level.value}>
            <line
              x1={LEFT}
              x2={WIDTH - RIGHT}
              y1={y(level.value)}
              y2={y(level.value)}
              className="stroke-ink-700"
              strokeWidth={1}
            />
            <text
              x={LEFT - 6}
              y={y(level.value)}
              dy="0.35em"
              textAnchor="end"
              className="fill-mist-300 text-[11px] tabular-nums"
            >
              {level.value}
            </text>
          </g>
        ))}
        <text x={LEFT} y={HEIGHT - 6} className="fill-mist-300 text-[11px]">
          30 days ago
        </text>
        <text x={WIDTH - RIGHT} y={HEIGHT - 6} textAnchor="end" className="fill-mist-300 text-[11px]">
          Today
        </text>
        {days.length > 1 && (
          <polyline points={points} fill="none" className="stroke-sea-400/70" strokeWidth={2} strokeLinejoin="round" />
        )}
        {days.map((day) => (
          <circle
            key={day.day}
            cx={x(day.daysAgo)}
            cy={y(day.average)}
            r={3.5}
            className="fill-sea-300"
            data-testid="mood-chart-point"
          />
        ))}
      </svg>
      <figcaption id={summaryId} className="text-sm leading-relaxed text-mist-200">
        {summary}
      </figcaption>
    </figure>
  );
}
