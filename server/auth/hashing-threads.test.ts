import { readdirSync, readFileSync } from 'node:fs';
import { verify, type Algorithm } from '@node-rs/argon2';
import { afterEach, describe, expect, it } from 'vitest';
import { createHashingThreads, HASHING_NICENESS, SCHED_IDLE_POLICY, type HashingThreads } from './hashing-threads';

const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Nice value of each thread of this process (Linux /proc; field 19 of a task's stat). */
function threadNiceness(): Map<number, number> {
  const niceness = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch (error) {
      // A thread that ended between the listing and the read (a worker of an earlier test's pool).
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    niceness.set(Number(tid), Number(stat.split(') ')[1]!.split(' ')[16]));
  }
  return niceness;
}

/** Scheduling policy of one thread of this process (the `policy` line of its /proc sched file). */
function threadPolicy(tid: number): number {
  return Number(/^policy\s*:\s*(\d+)/m.exec(readFileSync(`/proc/self/task/${tid}/sched`, 'utf8'))?.[1]);
}

let threads: HashingThreads | undefined;
afterEach(async () => {
  await threads?.close();
  threads = undefined;
});

describe('the password hashing threads', () => {
  it('hash with argon2id so that the standard verifier accepts the right password and refuses a wrong one', async () => {
    threads = createHashingThreads(1);
    const stored = await threads.hash('calm-seas-42', OPTIONS);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(stored, 'calm-seas-42')).toBe(true);
    expect(await threads.verify(stored, 'calm-seas-42')).toBe(true);
    expect(await threads.verify(stored, 'calm-seas-43')).toBe(false);
  });

  it('answer a malformed stored hash as a non-match instead of failing the sign-in', async () => {
    threads = createHashingThreads(1);
    expect(await threads.verify('not-an-argon2-hash', 'calm-seas-42')).toBe(false);
  });

  it('run at the lowest CPU priority and as idle work while the server thread keeps its own', async () => {
    const before = threadNiceness();
    threads = createHashingThreads(2);
    // Two jobs at once start both threads.
    await Promise.all([threads.hash('calm-seas-42', OPTIONS), threads.hash('calm-seas-43', OPTIONS)]);
    const after = threadNiceness();
    const hashing = [...after].filter(([tid, nice]) => !before.has(tid) && nice === HASHING_NICENESS);
    expect(hashing.length).toBe(2);
    expect(hashing.map(([tid]) => threadPolicy(tid))).toEqual([SCHED_IDLE_POLICY, SCHED_IDLE_POLICY]);
    // The server's own thread (tid = pid) keeps the priority and policy it had.
    expect(after.get(process.pid)).toBe(before.get(process.pid));
    expect(threadPolicy(process.pid)).toBe(0);
  });

  it('start a fresh thread for the next job after their threads were stopped', async () => {
    threads = createHashingThreads(1);
    await threads.hash('calm-seas-42', OPTIONS);
    await threads.close();
    // After close the pool starts a fresh thread for the next job.
    expect(await threads.hash('calm-seas-42', OPTIONS)).toMatch(/^\$argon2id\$/);
  });
});
