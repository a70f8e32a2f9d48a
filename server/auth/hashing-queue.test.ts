import { describe, expect, it } from 'vitest';
import { AuthError } from './auth-errors';
import { createHashingQueue, defaultHashingLimits } from './hashing-queue';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the password hashing queue', () => {
  it('runs at most `concurrency` hashes at once and starts a waiting one as soon as a slot frees', async () => {
    const queue = createHashingQueue({ concurrency: 2, maxQueued: 4 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) => queue.run(async () => (started.push(index), await gate.promise, index)));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([queue.running, queue.queued]).toEqual([2, 1]);
    gates[1]!.resolve();
    expect(await runs[1]).toBe(1);
    expect(started).toEqual([0, 1, 2]);
    expect([queue.running, queue.queued]).toEqual([2, 0]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect([queue.running, queue.queued]).toEqual([0, 0]);
  });

  it('refuses work past the queue limit with 429 over_request_rate_limit and a Retry-After, GoTrue-style', async () => {
    const queue = createHashingQueue({ concurrency: 1, maxQueued: 1 });
    const gate = deferred();
    const running = queue.run(() => gate.promise);
    const waiting = queue.run(async () => 'waited');
    const refused = await queue.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AuthError);
    const error = refused as AuthError;
    expect(error.status).toBe(429);
    expect(error.code).toBe('over_request_rate_limit');
    expect(Number(error.headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    gate.resolve();
    await running;
    expect(await waiting).toBe('waited');
  });

  it('frees the slot when a hash fails, so a failure never shrinks the pool', async () => {
    const queue = createHashingQueue({ concurrency: 1, maxQueued: 0 });
    await expect(queue.run(() => Promise.reject(new Error('native hash failed')))).rejects.toThrow(
      'native hash failed',
    );
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  it('hashes on half the cores, at least one, with 32 waiting per slot', () => {
    expect(defaultHashingLimits(1)).toEqual({ concurrency: 1, maxQueued: 32 });
    expect(defaultHashingLimits(2)).toEqual({ concurrency: 1, maxQueued: 32 });
    expect(defaultHashingLimits(8)).toEqual({ concurrency: 4, maxQueued: 128 });
  });
});
