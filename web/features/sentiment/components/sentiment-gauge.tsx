import { useId } from 'react';
import { gaugeDescription, scoreTone, trendWords } from '../sentiment-read';
import type { SentimentRow } from '../types';

const RADIUS = 80;
const CENTRE = { x: 100, y: 96 };

/** A point on the half circle: 0 at the left end (extreme fear), 100 at the right (extreme greed). */
function pointAt(score: number, radius = RADIUS) {
  const angle = Math.PI * (1 - score / 100);
  return { x: CENTRE.x + radius * Math.cos(angle), y: CENTRE.y - radius * Math.sin(angle) };
}

/**
 * The community's score on a half-circle dial, with its label and trend written underneath. The
 * drawing is one image whose text alternative says the same in words (gaugeDescription).
 */
export function SentimentGauge({ row }: { row: SentimentRow }) {
  const gradientId = useId();
  const needle = pointAt(row.score, RADIUS - 14);
  const trend = trendWords(row);
  return (
    <figure className="flex flex-col items-center gap-2">
      <svg viewBox="0 0 200 112" className="w-full max-w-72" role="img" aria-label={gaugeDescription(row)}>
        <defs>
          <linearGradient id={gradientId} x1="0" x2="1" y1="0" y2="0">
            <stop offset="0%" stopColor="var(--color-lavender-300)" />
            <stop offset="50%" stopColor="var(--color-mist-300)" />
            <stop offset="100%" stopColor="var(--color-amber-300)" />
          </linearGradient>
        </defs>
        <path
          d={`M ${CENTRE.x - RADIUS} ${CENTRE.y} A ${RADIUS} ${RADIUS} 0 0 1 ${CENTRE.x + RADIUS} ${CENTRE.y}`}
          fill="none"
          stroke={`url(#${gradientId})`}
          strokeWidth="14"
          strokeLinecap="round"
          opacity="0.85"
        />
        <line
          x1={CENTRE.x}
          y1={CENTRE.y}
          x2={needle.x}
          y2={needle.y}
          stroke="var(--color-mist-100)"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx={CENTRE.x} cy={CENTRE.y} r="6" fill="var(--color-mist-100)" />
      </svg>
      <figcaption className="flex flex-col items-center text-center" aria-hidden>
        <span className={`text-4xl font-semibold tracking-tight ${scoreTone(row.score)}`}>{row.score}</span>
        <span className="text-lg font-medium text-mist-100">{row.label}</span>
        <span className="text-sm text-mist-300">
          {trend ? `${trend[0]!.toUpperCase()}${trend.slice(1)}` : 'No trend yet'}
        </span>
      </figcaption>
    </figure>
  );
}
