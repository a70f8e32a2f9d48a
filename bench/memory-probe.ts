/**
 * Bench-only memory probe, preloaded into the server with `node --import` by bench/memory.ts
 * (never by `npm start`: the server has no memory endpoint). It appends JSON lines to
 * MEMORY_PROBE_FILE with what only the process itself can see: each thread's V8 heap figures and
 * the size of every WebAssembly memory (PGlite's Postgres runs in one, on a worker thread). RSS and the split of it by mapping
 * are read from outside, in /proc.
 */
import { appendFileSync } from 'node:fs';
import v8 from 'node:v8';
import { isMainThread } from 'node:worker_threads';

const file = process.env.MEMORY_PROBE_FILE;
const memories: WeakRef<WebAssembly.Memory>[] = [];

function track(value: unknown) {
  if (value instanceof WebAssembly.Memory) memories.push(new WeakRef(value));
}

// A WebAssembly memory is created by `new WebAssembly.Memory` (imported by the module) or by the
// module itself (then it is an export): catch both.
const OriginalMemory = WebAssembly.Memory;
WebAssembly.Memory = class TrackedMemory extends OriginalMemory {
  constructor(descriptor: WebAssembly.MemoryDescriptor) {
    super(descriptor);
    track(this);
  }
};
const originalInstantiate = WebAssembly.instantiate.bind(WebAssembly) as (...args: unknown[]) => Promise<unknown>;
(WebAssembly as { instantiate: unknown }).instantiate = async (...args: unknown[]) => {
  const result = await originalInstantiate(...args);
  const instance =
    result instanceof WebAssembly.Instance ? result : (result as WebAssembly.WebAssemblyInstantiatedSource).instance;
  Object.values(instance.exports).forEach(track);
  return result;
};

function snapshot() {
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  const code = v8.getHeapCodeStatistics();
  const wasmBytes = memories.reduce((sum, ref) => sum + (ref.deref()?.buffer.byteLength ?? 0), 0);
  return {
    at: Date.now(),
    rss: usage.rss,
    heapTotal: usage.heapTotal,
    heapUsed: usage.heapUsed,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    mallocedMemory: heap.malloced_memory,
    bytecodeAndCode: code.bytecode_and_metadata_size + code.code_and_metadata_size,
    heapSpaces: Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size])),
    wasmMemories: memories.map((ref) => ref.deref()?.buffer.byteLength ?? 0),
    wasmBytes,
  };
}

const write = (thread: string) => file && appendFileSync(file, `${JSON.stringify({ thread, ...snapshot() })}\n`);
if (isMainThread) {
  process.on('SIGUSR2', () => write('main'));
} else {
  // `--import` preloads run in worker threads too (PGlite runs in one), but signals reach only
  // the main thread: a worker reports every second instead.
  setInterval(() => write('worker'), 1000).unref();
}
