import { useEffect, useRef, useState } from 'react';
import { breathingMomentAt, startBreathingPacer, type BreathingMoment, type BreathPhase } from './breathing-pacer';

/** Runs the 5-minute pace while `running`; restarts from 05:00 on the next session. */
export function useBreathingPacer(
  running: boolean,
  handlers: { onPhase?: (phase: BreathPhase) => void; onDone?: () => void },
) {
  const [moment, setMoment] = useState<BreathingMoment>(() => breathingMomentAt(0));
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    if (!running) return;
    const pacer = startBreathingPacer({
      onTick: setMoment,
      onPhase: (phase) => handlersRef.current.onPhase?.(phase),
      onDone: () => handlersRef.current.onDone?.(),
    });
    return () => {
      pacer.stop();
      setMoment(breathingMomentAt(0));
    };
  }, [running]);

  return moment;
}
