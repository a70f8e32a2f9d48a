// One password-hashing thread (started by hashing-threads.ts). Plain JavaScript so that Node loads
// it as it is under tsx, vitest and the compiled server alike (a worker gets no TypeScript loader).
//
// Why a thread of its own at the lowest CPU priority: argon2id is ~20 ms of a core per hash, and on
// a small machine a sign-in storm took the cores that reads need. On Linux the nice value belongs
// to a thread, so this thread yields the CPU to the server's event loop and to PostgreSQL whenever
// they want it, and hashes at full speed when they do not
// (docs/decisions/0026-hashing-at-low-cpu-priority.md). On Linux it also takes the SCHED_IDLE
// policy, which the scheduler treats as an idle core when it places a waking read
// (docs/decisions/0027-hashing-threads-as-idle-work.md).
//
// Messages in:  { id, op: 'hash', password, options } | { id, op: 'verify', storedHash, password }
// Messages out: { id, result } (a hash string, or whether the password matches) | { id, error }
import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

try {
  // pid 0: the calling thread on Linux. Lowering priority needs no privilege; where the platform
  // refuses, hashing still works at normal priority.
  setPriority(0, workerData.niceness);
} catch {
  // Leave the priority as it is.
}

try {
  // Node has no call for a thread's scheduling policy; util-linux's chrt sets it for one thread id
  // (no --all-tasks), read from /proc/thread-self on this very thread. Lowering a policy needs no
  // privilege. Without chrt or /proc (not Linux) the nice value above is what the thread keeps.
  const threadId = readlinkSync('/proc/thread-self').split('/').pop();
  execFileSync('chrt', ['--idle', '--pid', '0', threadId], { stdio: 'ignore', timeout: 2000 });
} catch {
  // Keep the default policy.
}

parentPort.on('message', (message) => {
  const { id, op } = message;
  try {
    const result =
      op === 'hash'
        ? hashSync(message.password, message.options)
        : // A malformed stored hash is a non-match, as it was with the async verify.
          safeVerify(message.storedHash, message.password);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : 'hashing failed' });
  }
});

function safeVerify(storedHash, password) {
  try {
    return verifySync(storedHash, password);
  } catch {
    return false;
  }
}
