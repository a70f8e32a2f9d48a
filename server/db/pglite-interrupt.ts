import { Session } from 'node:inspector';
import type { Worker } from 'node:worker_threads';

/**
 * Runs `__pgliteCancel(id)` on PGlite's thread while that thread is busy inside WebAssembly.
 *
 * Nothing else in Node reaches a busy thread: its event loop (messages, timers) waits until the
 * statement ends, and PGlite's memory is not shared. The inspector protocol is the exception:
 * V8 runs a `Runtime.evaluate` at the next interrupt check, which WebAssembly loops make, so the
 * call lands within a few milliseconds (measured: ~2 ms). The session is in-process: no port is
 * opened, and the only expression ever sent is the fixed call below with a numeric id.
 */
export interface StatementInterrupter {
  cancel(statementId: number): void;
}

let enabled: Promise<void> | undefined;
const inspectorSessions = new Map<number, string>();
const attachWaiters = new Map<number, () => void>();

/** Starts watching for workers; call before creating the worker to be interrupted. */
export function prepareInterrupts(): Promise<void> {
  if (!process.features.inspector) return Promise.resolve();
  enabled ??= new Promise<void>((resolve, reject) => {
    const session = new Session();
    session.connect();
    session.on('NodeWorker.attachedToWorker', (message) => {
      const { sessionId, workerInfo } = message.params as { sessionId: string; workerInfo: { workerId: string } };
      const threadId = Number(workerInfo.workerId);
      inspectorSessions.set(threadId, sessionId);
      attachWaiters.get(threadId)?.();
    });
    session.on('NodeWorker.detachedFromWorker', (message) => {
      const { sessionId } = message.params as { sessionId: string };
      for (const [threadId, id] of inspectorSessions) if (id === sessionId) inspectorSessions.delete(threadId);
    });
    post = (method, params) =>
      new Promise<void>((done, fail) => session.post(method, params, (error) => (error ? fail(error) : done())));
    post('NodeWorker.enable', { waitForDebuggerOnStart: false }).then(resolve, reject);
  });
  return enabled;
}

let post: (method: string, params: object) => Promise<void> = () =>
  Promise.reject(new Error('inspector not connected'));

/** Resolves once the worker (created after prepareInterrupts) can be interrupted. */
export async function attachInterrupter(worker: Worker): Promise<StatementInterrupter | undefined> {
  if (!process.features.inspector) return undefined;
  await prepareInterrupts();
  // The inspector reports a new worker as it starts, before the worker runs any of its code.
  if (!inspectorSessions.has(worker.threadId)) {
    await new Promise<void>((resolve) => attachWaiters.set(worker.threadId, resolve));
    attachWaiters.delete(worker.threadId);
  }
  const sessionId = inspectorSessions.get(worker.threadId) as string;
  let messageId = 0;
  return {
    cancel(statementId) {
      const message = JSON.stringify({
        id: ++messageId,
        method: 'Runtime.evaluate',
        params: { expression: `globalThis.__pgliteCancel?.(${Number(statementId)})` },
      });
      // The reply is not needed (and comes only when the thread is idle again).
      post('NodeWorker.sendMessageToWorker', { sessionId, message }).catch(() => {});
    },
  };
}
