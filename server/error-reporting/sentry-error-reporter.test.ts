import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { handleAppError } from '../http/error-handler';
import { startFakeSentryServer, type FakeSentryServer } from '../test-support/fake-sentry-server';
import type { ErrorReporter } from './error-reporter';
import { sentryErrorReporter, withoutPersonalData } from './sentry-error-reporter';

/** The real @sentry/node client against a local ingest host: what arrives is what Sentry would store. */
describe('sentryErrorReporter', () => {
  const logger = createLogger('silent');
  let fakeSentry: FakeSentryServer;
  let reporter: ErrorReporter;

  beforeAll(async () => {
    fakeSentry = await startFakeSentryServer();
    reporter = await sentryErrorReporter({ dsn: fakeSentry.dsn, environment: 'test', logger });
  });
  afterEach(() => {
    fakeSentry.envelopes.length = 0;
    fakeSentry.answerWith(200);
  });
  afterAll(async () => {
    await reporter.close();
    await fakeSentry.close();
  });

  it('reports an error no route answered with its method and path, and nothing the request carried', async () => {
    const app = new Hono();
    app.post('/functions/v1/chat-with-ai/:id', async (c) => {
      await c.req.json();
      throw new Error('the model client broke');
    });
    app.onError(handleAppError({ logger, errorReporter: reporter }));

    const response = await app.request(
      '/functions/v1/chat-with-ai/0b6f3c52-3f0e-4f3e-9d55-8a1c2b3d4e5f?access_token=QUERY-SECRET',
      {
        method: 'POST',
        headers: {
          Authorization: 'Bearer TOKEN-SECRET',
          Cookie: 'sb-session=COOKIE-SECRET',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ password: 'PASSWORD-SECRET', message: 'What I told Thera: CHAT-SECRET' }),
      },
    );
    expect(response.status).toBe(500);

    await vi.waitFor(() => expect(fakeSentry.envelopes).toHaveLength(1));
    const [sent] = fakeSentry.envelopes;
    expect(sent!.url).toMatch(/^\/api\/42\/envelope\//);
    expect(sent!.event).toMatchObject({
      level: 'error',
      environment: 'test',
      tags: { source: 'server', method: 'POST', path: '/functions/v1/chat-with-ai/:id' },
      exception: { values: [{ type: 'Error', value: 'the model client broke' }] },
    });
    for (const secret of [
      'QUERY-SECRET',
      'TOKEN-SECRET',
      'COOKIE-SECRET',
      'PASSWORD-SECRET',
      'CHAT-SECRET',
      '0b6f3c52',
    ]) {
      expect(sent!.raw).not.toContain(secret);
    }
  });

  it('says in the log when Sentry does not accept a report', async () => {
    const warn = vi.spyOn(logger, 'warn');
    fakeSentry.answerWith(500);
    reporter.reportClientError({ kind: 'voice-call-error', message: 'Meeting has ended' });
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'error report not accepted by Sentry',
        expect.objectContaining({ status: 500 }),
      ),
    );
    warn.mockRestore();
  });
});

describe('withoutPersonalData', () => {
  it('drops the request, the user, breadcrumbs and extra data from an event', () => {
    const event = withoutPersonalData({
      type: undefined,
      message: 'boom',
      request: { url: 'http://x/rest/v1/profiles', data: '{"password":"p"}', headers: { authorization: 'Bearer t' } },
      user: { id: 'u1', email: 'a@b.c' },
      breadcrumbs: [{ message: 'console: what I told Thera' }],
      extra: { body: 'chat text' },
      tags: { kind: 'voice-call-error' },
    });
    expect(event).toEqual({ type: undefined, message: 'boom', tags: { kind: 'voice-call-error' } });
  });
});
