import { useEffect, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/components/ui/cn';
import { breathAt } from '@web/features/mood';
import { useReducedMotion } from '@web/lib/use-reduced-motion';
import { GROUNDING_STEP_MS, GROUNDING_STEPS, groundingStepAt } from '../grounding';

/**
 * One minute of 5-4-3-2-1 grounding with a breathing pacer. It starts by itself (someone in
 * crisis should not have to find a Start button), moves on every twelve seconds or at "Next",
 * and can be skipped. With prefers-reduced-motion the circle stays still and only the words
 * change. Time is read from the clock, so a throttled tab stays right.
 */
export function GroundingExercise({ onSkip }: { onSkip: () => void }) {
  const reducedMotion = useReducedMotion();
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const elapsed = now - startedAt;
  const stepIndex = groundingStepAt(elapsed);

  useEffect(() => {
    if (stepIndex === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [stepIndex]);

  const nextSense = () => {
    const current = Date.now();
    setStartedAt((start) => start - (GROUNDING_STEP_MS - ((current - start) % GROUNDING_STEP_MS)));
    setNow(current);
  };
  const again = () => {
    const current = Date.now();
    setStartedAt(current);
    setNow(current);
  };

  if (stepIndex === null) {
    return (
      <div className="flex flex-col items-start gap-3" data-testid="grounding-done">
        <p className="text-mist-100">That was one minute. Well done for staying with it.</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={again}>
            Another minute
          </Button>
          <Button variant="ghost" size="sm" onClick={onSkip}>
            Go to my plan
          </Button>
        </div>
      </div>
    );
  }

  const step = GROUNDING_STEPS[stepIndex]!;
  const breath = breathAt(elapsed);
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="grounding" data-step={step.sense}>
      <div className="grid size-32 place-items-center" aria-hidden>
        <div
          data-testid="breathing-pacer"
          className={cn(
            'size-28 rounded-full bg-sea-400/20 ring-1 ring-sea-300/40',
            !reducedMotion && 'transition-transform ease-in-out',
          )}
          style={
            reducedMotion
              ? undefined
              : { transform: `scale(${breath.phase === 'in' ? 1 : 0.6})`, transitionDuration: `${breath.phaseMs}ms` }
          }
        />
      </div>
      <p className="text-sm text-mist-300" aria-hidden>
        {breath.phase === 'in' ? 'Breathe in slowly' : 'And out, a little longer'}
      </p>
      {/* Only the sense is announced, five times a minute; the breath cue is visual. */}
      <p className="text-lg font-medium text-mist-100" aria-live="polite">
        Notice {step.prompt}
      </p>
      <ol className="flex gap-1.5" aria-label={`Sense ${stepIndex + 1} of ${GROUNDING_STEPS.length}`}>
        {GROUNDING_STEPS.map((each, i) => (
          <li key={each.sense} className={cn('size-2 rounded-full', i <= stepIndex ? 'bg-sea-400' : 'bg-ink-700')} />
        ))}
      </ol>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" size="sm" onClick={nextSense}>
          Next sense
        </Button>
        <Button variant="ghost" size="sm" onClick={onSkip}>
          Skip to my plan
        </Button>
      </div>
    </div>
  );
}
