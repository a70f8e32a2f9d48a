// PGlite's own thread (started by pglite.ts). Plain JavaScript so that Node loads it as it is
// under tsx, vitest and the compiled server alike (a worker gets no TypeScript loader).
//
// Why a thread: PGlite runs Postgres as WebAssembly, synchronously. On the server's thread a
// long statement blocks every other request, and no timer can fire to stop it. Here the server's
// thread stays free, and it can cancel a statement (docs/decisions/0008-fair-embedded-database.md).
//
// Messages in: { id, op: 'query' | 'exec' | 'dump' | 'close', sql?, params? }
// Messages out: { id, result } or { id, error: { message, code, detail, hint, ... } }
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, loadDataDir } = workerData;
// Postgres's default buffer pool (128 MB) lives in the WebAssembly heap and was most of an idle
// server's memory; the per-user tables here fit a 16 MB pool with no fewer requests served
// (bench/RESULTS.md, "Memory": about 160 MB less resident).
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
const pglite = await PGlite.create(dataDir, {
  startParams,
  ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
});
const mod =
  /** @type {{ setValue(at: number, value: number, type: string): void, _QueryCancelPending: number, _InterruptPending: number }} */ (
    /** @type {unknown} */ (pglite).mod
  );

/** The message id of the statement running now, or undefined between statements. */
let running;

/**
 * Called by the server's thread through the inspector while a statement runs (pglite-interrupt.ts).
 * It sets what Postgres's own SIGINT handler sets; the executor notices it at its next
 * CHECK_FOR_INTERRUPTS and fails the statement with 57014. The id check makes a late call
 * (the statement already ended) a no-op instead of cancelling whatever runs next.
 */
globalThis.__pgliteCancel = (id) => {
  if (running !== id) return false;
  mod.setValue(mod._QueryCancelPending, 1, 'i32');
  mod.setValue(mod._InterruptPending, 1, 'i32');
  return true;
};

const fields = [
  'message',
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
];

function describeError(error) {
  const described = {};
  for (const field of fields) {
    if (typeof error?.[field] === 'string') described[field] = error[field];
  }
  described.message ??= String(error);
  return described;
}

async function query(sql, params) {
  const result = await pglite.query(sql, params);
  return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
}

/** A cancel meant for a statement that has ended must not reach the next one. */
function settleCancel() {
  running = undefined;
  mod.setValue(mod._QueryCancelPending, 0, 'i32');
}

async function run(message) {
  switch (message.op) {
    case 'query':
      return query(message.sql, message.params);
    case 'exec':
      await pglite.exec(message.sql);
      return null;
    case 'dump':
      return await (await pglite.dumpDataDir('gzip')).arrayBuffer();
    case 'close':
      await pglite.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on('message', async (message) => {
  running = message.id;
  try {
    const result = await run(message);
    parentPort.postMessage({ id: message.id, result }, result instanceof ArrayBuffer ? [result] : []);
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: describeError(error) });
  } finally {
    // A cancel that arrived as the statement ended must not fail the next one.
    settleCancel();
  }
});

parentPort.postMessage({ ready: true });
