import { describe, expect, it } from 'vitest';
import { createInFlightRequests } from './in-flight-requests';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('in-flight request tracking for shutdown', () => {
  it('is drained at once when nothing runs', async () => {
    await expect(createInFlightRequests().drained()).resolves.toBeUndefined();
  });

  it('is drained only after every running handler has finished, whether it succeeded or failed', async () => {
    const inFlight = createInFlightRequests();
    const first = deferred();
    const second = deferred();
    const a = inFlight.track(() => first.promise);
    const b = inFlight.track(() => second.promise).catch(() => 'failed');
    expect(inFlight.count).toBe(2);

    let drained = false;
    const waiting = inFlight.drained().then(() => {
      drained = true;
    });
    first.resolve();
    await a;
    expect(drained).toBe(false);
    expect(inFlight.count).toBe(1);

    second.reject(new Error('handler failed'));
    expect(await b).toBe('failed');
    await waiting;
    expect(drained).toBe(true);
    expect(inFlight.count).toBe(0);
  });
});
