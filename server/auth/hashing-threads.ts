import type { Options as HashOptions } from '@node-rs/argon2';
import { Worker } from 'node:worker_threads';

/**
 * The lowest CPU priority on Linux. The hashing threads then get a core only when nothing at
 * normal priority wants it: reads keep their latency during a sign-in storm (issue 15 item 3).
 */
export const HASHING_NICENESS = 19;

/**
 * Linux's SCHED_IDLE policy, which hashing-worker.js also asks for: a core running only such a
 * thread counts as idle when the scheduler places a waking task, so a read no longer waits behind
 * a hash on a busy core while the other one hashes (docs/decisions/0027-hashing-threads-as-idle-work.md).
 */
export const SCHED_IDLE_POLICY = 5;

export type { HashOptions };

export interface HashingThreads {
  hash(password: string, options: HashOptions): Promise<string>;
  verify(storedHash: string, password: string): Promise<boolean>;
  /** Ends the threads; for tests and shutdown. Threads are unreferenced while idle anyway. */
  close(): Promise<void>;
}

type Job =
  { op: 'hash'; password: string; options: HashOptions } | { op: 'verify'; storedHash: string; password: string };

interface Thread {
  worker: Worker;
  /** The job it runs now; a thread runs one at a time, so without one it is idle. */
  running?: { id: number; resolve(value: unknown): void; reject(error: Error): void };
}

/**
 * Up to `count` hashing threads (hashing-worker.js), started on first use and kept, unreferenced
 * while idle so they never hold the process open. The caller bounds how many jobs run at once
 * (hashing-queue.ts) to `count`, so a job always finds an idle thread or room for a new one.
 */
export function createHashingThreads(count: number, niceness = HASHING_NICENESS): HashingThreads {
  const threads: Thread[] = [];
  let nextId = 0;

  function start(): Thread {
    // Resolved from the source tree (build/build-server.ts keeps import.meta.url pointing there).
    const worker = new Worker(new URL('./hashing-worker.js', import.meta.url), { workerData: { niceness } });
    const thread: Thread = { worker };
    worker.on('message', (reply: { id: number; result?: unknown; error?: string }) => {
      const waiter = thread.running;
      if (waiter?.id !== reply.id) return;
      thread.running = undefined;
      worker.unref();
      if (reply.error !== undefined) waiter.reject(new Error(reply.error));
      else waiter.resolve(reply.result);
    });
    // A thread that dies fails its job and is replaced on the next one.
    const retire = (reason: string) => {
      const index = threads.indexOf(thread);
      if (index >= 0) threads.splice(index, 1);
      thread.running?.reject(new Error(`hashing thread stopped: ${reason}`));
      thread.running = undefined;
    };
    worker.on('error', (error) => retire(error.message));
    worker.on('exit', (code) => retire(`exit code ${code}`));
    worker.unref();
    threads.push(thread);
    return thread;
  }

  function run(job: Job): Promise<unknown> {
    const thread = threads.find((candidate) => !candidate.running) ?? (threads.length < count ? start() : undefined);
    if (!thread) return Promise.reject(new Error('more hashing jobs than hashing threads'));
    const id = ++nextId;
    const answered = new Promise((resolve, reject) => (thread.running = { id, resolve, reject }));
    thread.worker.ref();
    thread.worker.postMessage({ id, ...job });
    return answered;
  }

  return {
    hash: (password, options) => run({ op: 'hash', password, options }) as Promise<string>,
    verify: (storedHash, password) => run({ op: 'verify', storedHash, password }) as Promise<boolean>,
    async close() {
      const closing = threads.splice(0).map((thread) => thread.worker.terminate());
      await Promise.all(closing);
    },
  };
}
