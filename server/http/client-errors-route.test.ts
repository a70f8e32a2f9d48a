import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { startFakeSentryServer, type FakeSentryServer } from '../test-support/fake-sentry-server';
import { CLIENT_ERRORS_PER_MINUTE } from './client-errors-route';

const post = (server: TestServer, body: unknown) =>
  fetch(`${server.url}/client-errors`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe.each(databaseKindsUnderTest())('POST /client-errors on %s', (kind) => {
  describe('without SENTRY_DSN', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind);
    });
    afterAll(() => server.close());

    it('accepts a fatal voice error with 204 and writes it to the server log', async () => {
      const warn = vi.spyOn(server.ctx.logger, 'warn');
      const response = await post(server, { kind: 'voice-call-error', message: 'Meeting has ended' });
      expect(response.status).toBe(204);
      expect(warn).toHaveBeenCalledWith('client error reported', {
        kind: 'voice-call-error',
        errorMessage: 'Meeting has ended',
      });
      warn.mockRestore();
    });

    it('refuses malformed reports with 400 and a human message, never 500', async () => {
      const notJson = await post(server, '{oops');
      expect(notJson.status).toBe(400);
      expect((await notJson.json()).error).toMatch(/JSON/);

      const extraField = await post(server, { kind: 'voice-call-error', message: 'x', transcript: 'what I said' });
      expect(extraField.status).toBe(400);

      const badKind = await post(server, { kind: 'DROP TABLE', message: 'x' });
      expect(badKind.status).toBe(400);
      expect((await badKind.json()).error).toMatch(/kind/);

      const tooLong = await post(server, { kind: 'voice-call-error', message: 'x'.repeat(501) });
      expect(tooLong.status).toBe(400);
    });

    it('answers 413 for an oversized body', async () => {
      const response = await post(server, { kind: 'voice-call-error', message: 'x'.repeat(10_000) });
      expect(response.status).toBe(413);
    });
  });

  describe('with SENTRY_DSN and rate limits on', () => {
    let server: TestServer;
    let fakeSentry: FakeSentryServer;

    beforeAll(async () => {
      fakeSentry = await startFakeSentryServer();
      server = await startTestServer(kind, { SENTRY_DSN: fakeSentry.dsn, RATE_LIMITS: 'on' });
    });
    afterAll(async () => {
      await server.close();
      await fakeSentry.close();
    });

    it('forwards the report to Sentry through the SDK, as an event of its kind', async () => {
      const response = await post(server, {
        kind: 'voice-start-failed',
        message: 'Assistant or Squad or Workflow must be provided.',
      });
      expect(response.status).toBe(204);
      await vi.waitFor(() => expect(fakeSentry.envelopes).toHaveLength(1));
      const [sent] = fakeSentry.envelopes;
      expect(sent!.url).toMatch(/^\/api\/42\/envelope\/\?(.*&)?sentry_key=publickey123(&|$)/);
      expect(sent!.event).toMatchObject({
        level: 'error',
        environment: 'test',
        tags: { kind: 'voice-start-failed', source: 'browser' },
        exception: {
          values: [{ type: 'voice-start-failed', value: 'Assistant or Squad or Workflow must be provided.' }],
        },
      });
      expect(sent!.event).not.toHaveProperty('request');
      expect(sent!.event).not.toHaveProperty('user');
    });

    it(`allows ${CLIENT_ERRORS_PER_MINUTE} reports a minute per address, then 429 with Retry-After`, async () => {
      const statuses: number[] = [];
      for (let index = 0; index < CLIENT_ERRORS_PER_MINUTE; index++) {
        statuses.push((await post(server, { kind: 'voice-call-error', message: `error ${index}` })).status);
      }
      // One report was already sent by the previous test in this file, so the last one is over.
      expect(statuses).toEqual([...Array<number>(CLIENT_ERRORS_PER_MINUTE - 1).fill(204), 429]);
      const limited = await post(server, { kind: 'voice-call-error', message: 'one too many' });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});
