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

  /**
   * Counts `handle` while it runs. An answer given synchronously is returned as it is (not
   * wrapped in a promise), so the HTTP server can write it at once (server/http/ready-answers.ts).
   */
  function track<T>(handle: () => Promise<T>): Promise<T>;
  function track<T>(handle: () => T | Promise<T>): T | Promise<T>;
  function track<T>(handle: () => T | Promise<T>): T | Promise<T> {
    count += 1;
    let result: T | Promise<T>;
    try {
      result = handle();
    } catch (error) {
      settle();
      throw error;
    }
    if (result instanceof Promise) return result.finally(settle);
    settle();
    return result;
  }

  return {
    get count() {
      return count;
    },
    track,
    /** Resolves once no handler is running. */
    drained(): Promise<void> {
      if (count === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}
