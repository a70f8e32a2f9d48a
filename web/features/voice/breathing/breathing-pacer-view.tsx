import { cn } from '@web/components/ui/cn';
import { useReducedMotion } from '@web/lib/use-reduced-motion';
import { formatCountdown, type BreathingMoment } from './breathing-pacer';

const PHASE_LABELS = { inhale: 'Breathe in', hold: 'Hold', exhale: 'Breathe out', done: 'Well done' } as const;

/**
 * The visual pacer: a circle that grows on the inhale, rests on the hold and shrinks on the
 * exhale, with the phase and the mm:ss countdown. Reduced motion: a still circle, words only.
 */
export function BreathingPacerView({ moment, active }: { moment: BreathingMoment; active: boolean }) {
  const reducedMotion = useReducedMotion();
  const scale = circleScale(moment);
  return (
    <div
      className="flex flex-col items-center gap-3"
      data-testid="breathing-pacer"
      data-phase={active ? moment.phase : 'idle'}
    >
      <div className="relative grid size-52 place-items-center sm:size-60">
        <div
          aria-hidden
          className={cn(
            'absolute inset-0 rounded-full border-2 border-sea-400/50 bg-sea-400/10',
            moment.phase === 'hold' && active && 'border-lavender-400/60 bg-lavender-400/10',
          )}
          style={reducedMotion || !active ? undefined : { transform: `scale(${scale})` }}
        />
        <div className="relative text-center" aria-live="polite">
          <p className="text-xl font-semibold text-mist-100">
            {active ? PHASE_LABELS[moment.phase] : 'Ready when you are'}
          </p>
          <p
            className="mt-1 font-mono text-3xl tabular-nums text-sea-300"
            data-testid="breathing-countdown"
            aria-label="Time left"
          >
            {formatCountdown(active ? moment.remainingMs : 5 * 60 * 1000)}
          </p>
        </div>
      </div>
    </div>
  );
}

/** 0.6 (empty lungs) to 1 (full), eased so the circle moves like a breath. */
function circleScale(moment: BreathingMoment): number {
  const eased = (1 - Math.cos(Math.PI * moment.phaseProgress)) / 2;
  if (moment.phase === 'inhale') return 0.6 + 0.4 * eased;
  if (moment.phase === 'exhale') return 1 - 0.4 * eased;
  return moment.phase === 'hold' ? 1 : 0.6;
}
