/**
 * The breathing session's pace: 4-4-6 (inhale 4 s, hold 4 s, exhale 6 s), for 5 minutes.
 * Why 4-4-6 rather than box breathing (4-4-4-4): an exhale longer than the inhale is what slows
 * the heart (the "vagal brake"), which is the point after a stressful trading session, and
 * skipping box breathing's empty-lung hold keeps it comfortable for beginners and anxious users.
 * 14 s per breath is ~4.3 breaths a minute, near the slow "resonance" range (about 6/min).
 */
export type BreathPhase = 'inhale' | 'hold' | 'exhale';

export const BREATHING_PATTERN: ReadonlyArray<{ phase: BreathPhase; durationMs: number }> = [
  { phase: 'inhale', durationMs: 4000 },
  { phase: 'hold', durationMs: 4000 },
  { phase: 'exhale', durationMs: 6000 },
];

/** The product's "Breathing session is 5 minutes". */
export const BREATHING_SESSION_MS = 5 * 60 * 1000;
const CYCLE_MS = BREATHING_PATTERN.reduce((sum, step) => sum + step.durationMs, 0);

export interface BreathingMoment {
  phase: BreathPhase | 'done';
  /** 0..1 through the current phase (drives the pacer circle). */
  phaseProgress: number;
  /** Milliseconds left in the whole session. */
  remainingMs: number;
  /** 0-based breath number. */
  breath: number;
}

export function breathingMomentAt(elapsedMs: number): BreathingMoment {
  const elapsed = Math.max(0, elapsedMs);
  if (elapsed >= BREATHING_SESSION_MS)
    return { phase: 'done', phaseProgress: 1, remainingMs: 0, breath: Math.floor(BREATHING_SESSION_MS / CYCLE_MS) };
  const breath = Math.floor(elapsed / CYCLE_MS);
  let intoCycle = elapsed % CYCLE_MS;
  for (const step of BREATHING_PATTERN) {
    if (intoCycle < step.durationMs) {
      return {
        phase: step.phase,
        phaseProgress: intoCycle / step.durationMs,
        remainingMs: BREATHING_SESSION_MS - elapsed,
        breath,
      };
    }
    intoCycle -= step.durationMs;
  }
  // Unreachable: intoCycle < CYCLE_MS.
  return { phase: 'exhale', phaseProgress: 1, remainingMs: BREATHING_SESSION_MS - elapsed, breath };
}

/** mm:ss for the countdown. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.ceil(Math.max(0, remainingMs) / 1000);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

export const PHASE_CUES: Record<BreathPhase, string> = {
  inhale: 'Breathe in',
  hold: 'Hold',
  exhale: 'Breathe out slowly',
};

export interface BreathingPacer {
  stop(): void;
}

/**
 * Runs the pace on a timer: `onTick` every 100 ms (smooth circle and countdown), `onPhase` when a
 * new phase starts (the spoken cue), `onDone` once after 5 minutes. Time comes from the clock,
 * not from counting ticks, so a throttled background tab does not stretch the session.
 */
export function startBreathingPacer(handlers: {
  onTick: (moment: BreathingMoment) => void;
  onPhase?: (phase: BreathPhase, breath: number) => void;
  onDone?: () => void;
  now?: () => number;
}): BreathingPacer {
  const now = handlers.now ?? Date.now;
  const startedAt = now();
  let lastPhaseKey = '';
  const tick = () => {
    const moment = breathingMomentAt(now() - startedAt);
    handlers.onTick(moment);
    if (moment.phase === 'done') {
      clearInterval(interval);
      handlers.onDone?.();
      return;
    }
    const key = `${moment.breath}:${moment.phase}`;
    if (key !== lastPhaseKey) {
      lastPhaseKey = key;
      handlers.onPhase?.(moment.phase, moment.breath);
    }
  };
  const interval = setInterval(tick, 100);
  tick();
  return { stop: () => clearInterval(interval) };
}
