/**
 * A paced load generator, run as its own process (`tsx bench/request-path/paced-load.ts '<json>'`):
 * `connections` keep-alive connections, each waiting a random (exponential) pause between
 * requests so that together they send about `rate` a second, spread out in time, for `seconds`.
 * Prints { reqPerSec, p50, p99, failures } as JSON. (autocannon's rate option sends each
 * second's quota in one burst, which measures how fast a burst clears instead.)
 */
import { Agent, get } from 'node:http';

interface PacedOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  rate: number;
  seconds: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as PacedOptions;
const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
const meanPauseMs = (options.connections / options.rate) * 1000;
const latencies: number[] = [];
let failures = 0;

const request = () =>
  new Promise<number>((resolve) => {
    get(options.url, { agent, headers: options.headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', () => resolve(0));
  });

const started = performance.now();
const deadline = started + options.seconds * 1000;
await Promise.all(
  Array.from({ length: options.connections }, async () => {
    while (performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * meanPauseMs));
      const t0 = performance.now();
      if ((await request()) !== 200) failures++;
      latencies.push(performance.now() - t0);
    }
  }),
);
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
process.stdout.write(
  JSON.stringify({
    reqPerSec: latencies.length / ((performance.now() - started) / 1000),
    p50: at(50),
    p99: at(99),
    failures,
  }),
);
