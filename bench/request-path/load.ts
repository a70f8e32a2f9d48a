import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/** autocannon's CLI, run as its own process so the load generator never shares the server's event loop or ours. */
const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  method?: string;
  body?: string;
}

export interface LoadResult {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Errors, timeouts and answers other than 2xx. */
  failures: number;
  /** 2xx answers a second, and how many answers were not 2xx (autocannon runs only). */
  okPerSec?: number;
  non2xx?: number;
  /** Requests answered in all. */
  total?: number;
}

const PACED_LOAD = createRequire(import.meta.url).resolve('./paced-load.ts');
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');

/** Requests spread evenly at `rate` a second (paced-load.ts), in a process of its own. */
export function runPacedLoad(options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  rate: number;
  seconds: number;
}): Promise<LoadResult> {
  return runJsonProcess(
    [TSX_CLI, PACED_LOAD, JSON.stringify({ headers: {}, ...options })],
    (out) => JSON.parse(out) as LoadResult,
  );
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const args = [
    AUTOCANNON_CLI,
    '--json',
    '--no-progress',
    '-c',
    String(options.connections),
    '-d',
    String(options.seconds),
  ];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  if (options.method) args.push('-m', options.method);
  if (options.body !== undefined) args.push('-b', options.body);
  args.push(options.url);
  return runJsonProcess(args, (out) => {
    const result = JSON.parse(out) as {
      requests: { average: number; total: number };
      latency: { p50: number; p99: number };
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      duration: number;
    };
    return {
      reqPerSec: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.errors + result.timeouts + result.non2xx,
      okPerSec: result['2xx'] / result.duration,
      non2xx: result.non2xx,
      total: result.requests.total,
    };
  });
}

function runJsonProcess<T>(args: string[], parse: (stdout: string) => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(parse(out)) : reject(new Error(`${args[0]} exited ${code}: ${err}`)),
    );
  });
}
