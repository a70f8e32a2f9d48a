import { DatabaseBusyError } from './database-errors';
import type { FairTurns } from './fair-turns';
import type { StatementInterrupter } from './pglite-interrupt';

/**
 * Watches each client statement on PGlite and cancels it (through the interrupter) when it runs
 * past its time limit, or past its slice while another owner waits for the connection. The
 * cancelled statement fails with 57014, which `explain` turns into what happened.
 */
interface Watched {
  id: number;
  startedAt: number;
  reason?: 'timeout' | 'busy';
  timers: NodeJS.Timeout[];
  preempting: boolean;
}

export interface StatementWatchOptions {
  /** Undefined when the inspector is unavailable: statements then run to the end. */
  interrupter: StatementInterrupter | undefined;
  turns: FairTurns;
  sliceMs: number;
}

export function createStatementWatch({ interrupter, turns, sliceMs }: StatementWatchOptions) {
  let active: Watched | undefined;

  function cancel(watched: Watched, reason: 'timeout' | 'busy') {
    if (active !== watched || !interrupter) return;
    watched.reason ??= reason;
    interrupter.cancel(watched.id);
  }

  function preemptWhenSliceEnds(watched: Watched) {
    if (!interrupter || sliceMs <= 0 || watched.preempting) return;
    watched.preempting = true;
    const delay = Math.max(0, watched.startedAt + sliceMs - performance.now());
    const timer = setTimeout(() => {
      if (turns.othersWaiting()) cancel(watched, 'busy');
      else watched.preempting = false;
    }, delay);
    watched.timers.push(timer.unref());
  }

  // The one statement running belongs to the current turn; someone else now waits for it to end.
  turns.onContention = () => {
    if (active) preemptWhenSliceEnds(active);
  };

  return {
    start(id: number, timeoutMs: number) {
      const watched: Watched = { id, startedAt: performance.now(), timers: [], preempting: false };
      active = watched;
      if (interrupter) watched.timers.push(setTimeout(() => cancel(watched, 'timeout'), timeoutMs).unref());
      if (turns.othersWaiting()) preemptWhenSliceEnds(watched);
      return {
        explain(error: unknown): unknown {
          if (!watched.reason || (error as { code?: unknown }).code !== '57014') return error;
          if (watched.reason === 'busy') return new DatabaseBusyError();
          // What PostgreSQL says for statement_timeout, so both engines answer alike.
          return Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
        },
        end() {
          for (const timer of watched.timers) clearTimeout(timer);
          if (active === watched) active = undefined;
        },
      };
    },
  };
}
