import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Logger } from '../logger';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';

type Framing = 'chunked' | 'content-length';

/**
 * Sends a request's headers and the first bytes of its body, then drops the connection: what a
 * browser tab closed mid-upload, or someone trying to fake an outage, does to the server.
 */
async function hangUpMidBody(server: TestServer, path: string, framing: Framing, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const framingHeader = framing === 'chunked' ? 'Transfer-Encoding: chunked' : 'Content-Length: 1000';
  const firstBytes = framing === 'chunked' ? '6\r\n{"kind\r\n' : '{"kind';
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Content-Type: application/json',
    framingHeader,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  await new Promise<void>((resolve, reject) =>
    socket.write(`${head}\r\n\r\n${firstBytes}`, (error) => (error ? reject(error) : resolve())),
  );
  socket.destroy();
}

describe.each(databaseKindsUnderTest())('a client that hangs up mid-body (%s)', (kind) => {
  let server: TestServer;
  let spies: Record<keyof Logger, MockInstance>;

  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off' });
    const logger = server.ctx.logger;
    spies = {
      debug: vi.spyOn(logger, 'debug'),
      info: vi.spyOn(logger, 'info'),
      warn: vi.spyOn(logger, 'warn'),
      error: vi.spyOn(logger, 'error'),
    };
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server.close();
  });

  const apiKey = () => ({ apikey: server.ctx.anonKey });
  const cases: { path: string; framing: Framing; withKey: boolean }[] = [
    { path: '/client-errors', framing: 'chunked', withKey: false },
    { path: '/client-errors', framing: 'content-length', withKey: false },
    { path: '/rest/v1/user_exercise_completions', framing: 'chunked', withKey: true },
    { path: '/rest/v1/user_exercise_completions', framing: 'content-length', withKey: true },
    { path: '/rest/v1/rpc/start_exercise', framing: 'content-length', withKey: true },
    { path: '/auth/v1/signup', framing: 'chunked', withKey: true },
    { path: '/auth/v1/signup', framing: 'content-length', withKey: true },
    { path: '/functions/v1/chat-with-ai', framing: 'chunked', withKey: true },
  ];

  it.each(cases)(
    'on $path ($framing) is logged as a closed request, never as an outage or a fault',
    async ({ path, framing, withKey }) => {
      for (const spy of Object.values(spies)) spy.mockClear();
      await hangUpMidBody(server, path, framing, withKey ? apiKey() : {});

      // The handler runs on its own schedule after the socket closes; wait for its log line.
      await vi.waitFor(() => {
        expect(spies.info).toHaveBeenCalledWith('client closed request', { path, method: 'POST', status: 499 });
      });
      expect(spies.warn).not.toHaveBeenCalled();
      expect(spies.error).not.toHaveBeenCalled();
    },
  );
});
