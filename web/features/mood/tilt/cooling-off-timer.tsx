import { useEffect, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { breathAt, formatRemaining } from './cooling-off';

/**
 * A calm countdown with a breathing pacer: the circle grows on the in-breath and settles on the
 * out-breath. Time is read from the clock each second, so a throttled background tab stays right.
 */
export function CoolingOffTimer({ minutes, onStop }: { minutes: number; onStop: () => void }) {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const totalMs = minutes * 60_000;
  const elapsedMs = now - startedAt;
  const done = elapsedMs >= totalMs;

  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [done]);

  if (done) {
    return (
      <div className="flex flex-col items-center gap-4 text-center" data-testid="cooling-off-done">
        <p role="status" className="text-lg font-medium text-mist-100">
          Your pause is complete.
        </p>
        <p className="text-sm text-mist-300">Take the next step when you are ready, whatever you decide.</p>
        <Button variant="outline" onClick={onStop}>
          Close
        </Button>
      </div>
    );
  }

  const breath = breathAt(elapsedMs);
  // The countdown is not a live region: a screen reader announcing every second would be anything but calm.
  return (
    <div className="flex flex-col items-center gap-5 text-center" data-testid="cooling-off-timer">
      <div className="grid size-44 place-items-center" aria-hidden>
        <div
          className="size-40 rounded-full bg-sea-400/20 ring-1 ring-sea-300/40 transition-transform ease-in-out motion-reduce:transition-none"
          style={{ transform: `scale(${breath.phase === 'in' ? 1 : 0.6})`, transitionDuration: `${breath.phaseMs}ms` }}
        />
      </div>
      <p className="text-base text-mist-100">{breath.phase === 'in' ? 'Breathe in' : 'Breathe out'}</p>
      <p className="text-sm text-mist-300">
        Time left{' '}
        <span className="text-2xl font-semibold tabular-nums text-mist-100" data-testid="cooling-off-remaining">
          {formatRemaining(totalMs - elapsedMs)}
        </span>
      </p>
      <Button variant="ghost" onClick={onStop}>
        End the pause
      </Button>
    </div>
  );
}
