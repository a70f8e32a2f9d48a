import { useEffect, useRef, useState } from 'react';
import type { Exercise } from '@common/exercises';
import { useAuth } from '@web/features/auth';
import { getSupabase } from '@web/lib/supabase';
import { useCompleteExercise, type CompletedExercise } from '../api/complete-exercise';
import { startExercise, type ExerciseRun } from '../api/start-exercise';
import { fullMs, halfwayMs } from '../session-run-timing';

export type ExerciseRunState =
  | { phase: 'idle' }
  | { phase: 'running'; startedAt: number; elapsedMs: number }
  | { phase: 'completing' }
  | { phase: 'completed'; result: CompletedExercise }
  | { phase: 'ended-early'; elapsedMs: number }
  | { phase: 'failed'; message: string };

interface OpenRun {
  startedAt: number;
  run: Promise<ExerciseRun | null>;
}

/**
 * The server-side run behind a guided session. It starts when the voice session becomes active;
 * the session's natural end is its full length, when the page ends the call itself. Ending the
 * call after the halfway mark also counts as finishing. Either way the run is completed on the
 * server (which checks the time again) and the result shown.
 */
export function useExerciseRun(exercise: Exercise, active: boolean, endSession: () => void): ExerciseRunState {
  const { user } = useAuth();
  const [state, setState] = useState<ExerciseRunState>({ phase: 'idle' });
  const openRun = useRef<OpenRun | null>(null);
  const completion = useCompleteExercise();
  const completeRef = useRef(completion.mutateAsync);
  const endRef = useRef(endSession);
  useEffect(() => {
    completeRef.current = completion.mutateAsync;
    endRef.current = endSession;
  });

  // The call became active: start its run on the server (the server's clock is the one that counts).
  useEffect(() => {
    if (!active || !user) return;
    const startedAt = Date.now();
    const run = startExercise(getSupabase(), user.id, exercise.id).catch(() => null);
    openRun.current = { startedAt, run };
    void run.then(() => {
      if (openRun.current?.startedAt === startedAt)
        setState({ phase: 'running', startedAt, elapsedMs: Date.now() - startedAt });
    });
  }, [active, user, exercise.id]);

  // While running: tick the session clock.
  const running = state.phase === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setState((current) =>
        current.phase === 'running' ? { ...current, elapsedMs: Date.now() - current.startedAt } : current,
      );
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);

  // The natural end: the session's minutes are up, so the page ends the call.
  const reachedEnd = state.phase === 'running' && state.elapsedMs >= fullMs(exercise.durationMinutes);
  useEffect(() => {
    if (reachedEnd) endRef.current();
  }, [reachedEnd]);

  // The call ended (naturally or by the person): complete the run if it got far enough.
  useEffect(() => {
    const open = openRun.current;
    if (active || !open) return;
    openRun.current = null;
    const elapsedMs = Date.now() - open.startedAt;
    void open.run
      .then(async (run) => {
        if (elapsedMs < halfwayMs(exercise.durationMinutes)) {
          setState({ phase: 'ended-early', elapsedMs });
          return;
        }
        setState({ phase: 'completing' });
        if (!run) throw new Error('the session did not start on the server. Please try again later.');
        setState({ phase: 'completed', result: await completeRef.current({ runId: run.runId }) });
      })
      .catch((error: unknown) =>
        setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
  }, [active, exercise.durationMinutes]);

  return state;
}
