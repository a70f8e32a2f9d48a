/**
 * Turns on PGlite's one connection, shared fairly between owners (a user, an IP address, or the
 * server's own work). A plain queue serves in arrival order, so a user with many requests in
 * flight makes everyone else wait behind all of them; here the next turn goes to the waiting
 * owner served least recently, so each other owner waits for at most one turn of theirs.
 */
export const SERVER_OWNER = 'server';

interface Waiter {
  owner: string;
  arrival: number;
  grant: () => void;
}

export interface FairTurns {
  /** Resolves when it is `owner`'s turn; call the returned function to end the turn. */
  take(owner: string): Promise<() => void>;
  /** The owner whose turn it is, if any. */
  readonly current: string | undefined;
  /** Whether an owner other than the current one is waiting. */
  othersWaiting(): boolean;
  /** Called whenever an owner other than the current one starts waiting. */
  onContention?: () => void;
}

export function createFairTurns(): FairTurns {
  const waiting: Waiter[] = [];
  // When each owner with a turn running or waiting last got one; forgotten once they have neither.
  const lastServed = new Map<string, number>();
  let current: string | undefined;
  let arrivals = 0;
  let grants = 0;

  function next() {
    if (current !== undefined || waiting.length === 0) return;
    let best = 0;
    for (let i = 1; i < waiting.length; i++) if (before(waiting[i]!, waiting[best]!)) best = i;
    const [waiter] = waiting.splice(best, 1) as [Waiter];
    current = waiter.owner;
    lastServed.set(waiter.owner, ++grants);
    waiter.grant();
  }

  function before(a: Waiter, b: Waiter) {
    const servedA = lastServed.get(a.owner) ?? 0;
    const servedB = lastServed.get(b.owner) ?? 0;
    return servedA !== servedB ? servedA < servedB : a.arrival < b.arrival;
  }

  const turns: FairTurns = {
    get current() {
      return current;
    },
    othersWaiting: () => waiting.some((waiter) => waiter.owner !== current),
    take(owner) {
      return new Promise((resolve) => {
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          current = undefined;
          if (!waiting.some((waiter) => waiter.owner === owner)) lastServed.delete(owner);
          next();
        };
        waiting.push({ owner, arrival: ++arrivals, grant: () => resolve(end) });
        if (current !== undefined && current !== owner) turns.onContention?.();
        next();
      });
    },
  };
  return turns;
}
