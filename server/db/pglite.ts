import { mkdir } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { ClientWork, Database, QueryResult, Transaction } from './database';
import { DatabaseBusyError } from './database-errors';
import { createFairTurns, SERVER_OWNER } from './fair-turns';
import { attachInterrupter, prepareInterrupts } from './pglite-interrupt';
import { createStatementWatch } from './statement-watch';

interface PgliteOptions {
  /** A folder to keep the data in, or undefined for an in-memory database. */
  dataDir?: string;
  /** A tarball made by `dumpDataDir()`: opens a copy of a migrated database in ~0.4 s. */
  loadDataDir?: Blob;
  /** How long a client's statement may hold the database while another owner waits (0: as long as it likes). */
  sliceMs?: number;
}

/** Long enough for any request of the app's own (a few ms), short enough that others barely notice (PGLITE_SLICE_MS). */
export const DEFAULT_PGLITE_SLICE_MS = 50;

type Operation =
  { op: 'query'; sql: string; params: unknown[] } | { op: 'exec'; sql: string } | { op: 'dump' } | { op: 'close' };
type Reply = { id: number; result?: unknown; error?: Record<string, string> };

/** The worker thread went away: every waiting and later statement fails as on a lost connection. */
function connectionLost(reason: string) {
  return Object.assign(new Error(`Connection closed: the embedded database stopped (${reason})`), { code: '08006' });
}

/**
 * PGlite on its own thread (pglite-worker.js), so a long statement never blocks the server and can
 * be cancelled. One connection serves everything: owners take fair turns (fair-turns.ts), and a
 * client's statement is cancelled past its time limit, or past its slice while others wait.
 */
export async function openPglite(options: PgliteOptions): Promise<Database & { dumpDataDir(): Promise<Blob> }> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  await prepareInterrupts();
  // Resolved from the source tree (build/build-server.ts keeps import.meta.url pointing there).
  const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
    workerData: { dataDir: options.dataDir, loadDataDir },
    transferList: loadDataDir ? [loadDataDir] : [],
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let stopped: Error | undefined;
  let nextId = 0;

  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  worker.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.error) waiter.reject(Object.assign(new Error(reply.error.message), reply.error));
    else waiter.resolve(reply.result);
  });
  const stop = (reason: string) => {
    stopped ??= connectionLost(reason);
    for (const waiter of pending.values()) waiter.reject(stopped);
    pending.clear();
  };
  worker.on('error', (error) => stop(error.message));
  worker.on('exit', (code) => stop(`exit code ${code}`));
  // Idle, the thread must not keep the process alive; while a statement runs, it must.
  worker.unref();

  function send(operation: Operation, id = ++nextId): Promise<unknown> {
    if (stopped) return Promise.reject(stopped);
    worker.ref();
    worker.postMessage({ id, ...operation });
    return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
  }

  const turns = createFairTurns();
  const watch = createStatementWatch({
    interrupter: await attachInterrupter(worker),
    turns,
    sliceMs: options.sliceMs ?? DEFAULT_PGLITE_SLICE_MS,
  });

  async function statement(operation: Operation, client: ClientWork | undefined) {
    if (!client) return send(operation);
    const id = ++nextId;
    const watched = watch.start(id, client.statementTimeoutMs);
    try {
      return await send(operation, id);
    } catch (error) {
      throw watched.explain(error);
    } finally {
      watched.end();
    }
  }

  function transactionFacade(client: ClientWork | undefined): Transaction {
    return {
      async query<Row>(sql: string, params: unknown[] = []) {
        return (await statement({ op: 'query', sql, params }, client)) as QueryResult<Row>;
      },
      async exec(sql: string) {
        await statement({ op: 'exec', sql }, client);
      },
    };
  }

  async function inTurn<T>(owner: string, work: () => Promise<T>): Promise<T> {
    const endTurn = await turns.take(owner);
    try {
      return await work();
    } finally {
      endTurn();
    }
  }

  async function runTransaction<T>(work: (tx: Transaction) => Promise<T>, client: ClientWork | undefined) {
    await send({ op: 'exec', sql: 'begin' });
    try {
      const result = await work(transactionFacade(client));
      await send({ op: 'exec', sql: 'commit' });
      return result;
    } catch (error) {
      // After a lost connection there is nothing to roll back; the original error says why.
      await send({ op: 'exec', sql: 'rollback' }).catch(() => {});
      throw error;
    }
  }

  /**
   * A client's transaction cancelled as busy (it outlasted its slice while another owner waited)
   * runs once more, behind whoever was waiting; only a second cancellation reaches the client as
   * 503. Owners are per user or per address, so one person's page could otherwise preempt itself
   * (a signed-in RPC and an anonymous read from the same tab), as CI saw. The rerun is safe: the
   * cancelled attempt rolled back, and client work is database statements only.
   */
  async function clientTransaction<T>(work: (tx: Transaction) => Promise<T>, client: ClientWork) {
    let endTurn = await turns.take(client.owner);
    try {
      try {
        return await runTransaction(work, client);
      } catch (error) {
        if (!(error instanceof DatabaseBusyError)) throw error;
        // Queued before this turn ends, the rerun counts as served just now: the waiters go first.
        const rerun = turns.take(client.owner);
        endTurn();
        endTurn = await rerun;
        return await runTransaction(work, client);
      }
    } finally {
      endTurn();
    }
  }

  const server = transactionFacade(undefined);
  const facade: Database & { dumpDataDir(): Promise<Blob> } = {
    kind: 'pglite',
    query: (sql, params) => inTurn(SERVER_OWNER, () => server.query(sql, params)),
    exec: (sql) => inTurn(SERVER_OWNER, () => server.exec(sql)),
    transaction: (work, client) =>
      client ? clientTransaction(work, client) : inTurn(SERVER_OWNER, () => runTransaction(work, undefined)),
    // Statement by statement, each under its own slice: sent as one message, the whole transaction
    // was watched as one statement, so on a busy machine an ordinary read outran the 50 ms slice and
    // was answered 503 (seen in CI); one hop per statement is the price of that fairness.
    batch: async (statements, client) => {
      const results: QueryResult<Record<string, unknown>>[] = [];
      await facade.transaction(async (tx) => {
        for (const { sql, params } of statements) results.push(await tx.query(sql, params));
      }, client);
      return results;
    },
    dumpDataDir: () => inTurn(SERVER_OWNER, async () => new Blob([(await send({ op: 'dump' })) as ArrayBuffer])),
    close: () =>
      inTurn(SERVER_OWNER, async () => {
        if (stopped) return;
        // PGlite's close() flushes to disk; only then does the thread go.
        await send({ op: 'close' });
        worker.ref();
        await worker.terminate();
      }),
  };
  return facade;
}
