/**
 * Counts requests whose handlers are still running. A client that hangs up mid-request closes
 * its connection, so `server.close()` can finish while that handler is still working (e.g.
 * hashing a password, then writing a session): shutdown waits for this count to reach zero
 * before it closes the database under them.
 */
export function createInFlightRequests() {
  let count = 0;
  let waiters: (() => void)[] = [];

  const settle = () => {
    count -= 1;
    if (count === 0) {
      const done = waiters;
      waiters = [];
      for (const resolve of done) resolve();
    }
  };

  return {
    get count() {
      return count;
    },
    async track<T>(handle: () => T | Promise<T>): Promise<T> {
      count += 1;
      try {
        return await handle();
      } finally {
        settle();
      }
    },
    /** Resolves once no handler is running. */
    drained(): Promise<void> {
      if (count === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}
