/** The cooling-off timer's choices, in minutes (the person picks; 5 is the gentlest default). */
export const COOLING_OFF_MINUTES = [5, 10, 15, 20, 30] as const;
export type CoolingOffMinutes = (typeof COOLING_OFF_MINUTES)[number];

/**
 * The pacer's breath: in for 4 s, out for 6 s. A longer out-breath than in-breath is what
 * slows the heart; no hold, so it stays easy while waiting out a trade.
 */
export const BREATH_IN_MS = 4000;
export const BREATH_OUT_MS = 6000;

export function breathAt(elapsedMs: number): { phase: 'in' | 'out'; phaseMs: number } {
  const intoBreath = Math.max(0, elapsedMs) % (BREATH_IN_MS + BREATH_OUT_MS);
  return intoBreath < BREATH_IN_MS ? { phase: 'in', phaseMs: BREATH_IN_MS } : { phase: 'out', phaseMs: BREATH_OUT_MS };
}

/** Time left as m:ss, rounded up so the timer shows 0:00 only when it is over. */
export function formatRemaining(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
