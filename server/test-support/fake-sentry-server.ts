import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/**
 * A local stand-in for Sentry's ingest host, for tests of server/error-reporting/: it receives
 * what the real SDK sends (envelopes) and keeps each one, raw and parsed.
 */
export interface ReceivedEnvelope {
  /** Path and query: /api/<project>/envelope/?sentry_key=... */
  url: string;
  /** The whole envelope as sent (after gzip, if the SDK compressed it). */
  raw: string;
  /** The envelope's header, then each item's header and payload, in order. */
  lines: unknown[];
  /** The first item of type event, if any. */
  event: Record<string, unknown> | undefined;
}

export interface FakeSentryServer {
  /** A DSN pointing at this server, for project 42. */
  dsn: string;
  envelopes: ReceivedEnvelope[];
  /** What the server answers from now on (200 by default). */
  answerWith(status: number): void;
  close(): Promise<void>;
}

export async function startFakeSentryServer(): Promise<FakeSentryServer> {
  const envelopes: ReceivedEnvelope[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const raw = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
      const lines = raw
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as unknown);
      const eventAt = lines.findIndex((line) => (line as { type?: string }).type === 'event');
      const event = eventAt > 0 ? (lines[eventAt + 1] as Record<string, unknown>) : undefined;
      envelopes.push({ url: request.url ?? '', raw, lines, event });
      response.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey123@127.0.0.1:${port}/42`,
    envelopes,
    answerWith(next) {
      status = next;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
