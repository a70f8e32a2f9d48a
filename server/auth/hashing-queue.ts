import { AuthError } from './auth-errors';

export interface HashingLimits {
  /** Hashes computed at once; the rest wait their turn. */
  concurrency: number;
  /** Hashes allowed to wait; past it a request is refused at once with 429. */
  maxQueued: number;
}

/**
 * argon2id costs ~20 ms of a core and 19 MiB per hash. Unbounded, a burst of sign-ins puts one
 * hash on every libuv thread (4 by default) and takes every core from the requests that read
 * data; bounded, sign-ins take their share and the rest of the machine keeps serving. Half the
 * cores (at least one) hash; 32 waits per hashing slot is ~1 s of work queued at most.
 */
export function defaultHashingLimits(cores: number): HashingLimits {
  const concurrency = Math.max(1, Math.floor(cores / 2));
  return { concurrency, maxQueued: 32 * concurrency };
}

export interface HashingQueue {
  /** Runs `work` when a slot is free, or throws AuthError 429 (with Retry-After) if the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly queued: number;
}

export function createHashingQueue(limits: HashingLimits): HashingQueue {
  let running = 0;
  const waiting: Array<() => void> = [];
  // A moving average of how long one hash takes here, to tell a refused client when to retry.
  let averageMs = 50;

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    get running() {
      return running;
    },
    get queued() {
      return waiting.length;
    },
    async run(work) {
      if (running >= limits.concurrency) {
        if (waiting.length >= limits.maxQueued) {
          const seconds = Math.max(1, Math.ceil(((waiting.length / limits.concurrency + 1) * averageMs) / 1000));
          throw new AuthError(
            429,
            'over_request_rate_limit',
            'Too many sign-ins at once. Please try again in a few seconds.',
            {},
            {
              'Retry-After': String(seconds),
            },
          );
        }
        // The slot is handed over by release(), so `running` already counts this one.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      const started = performance.now();
      try {
        return await work();
      } finally {
        averageMs = 0.9 * averageMs + 0.1 * (performance.now() - started);
        release();
      }
    },
  };
}
