import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { logErrorReporter } from '../error-reporting/log-error-reporter';
import { handleAppError } from './error-handler';

/** The app's last-resort handler, as every surface's routes reach it when they throw. */
function appThrowing(error: () => unknown) {
  const app = new Hono();
  app.post('/auth/v1/signup', async (c) => {
    await c.req.json();
    return c.json({});
  });
  app.all('*', () => {
    throw error();
  });
  const logger = createLogger('silent');
  app.onError(handleAppError({ logger, errorReporter: logErrorReporter(logger) }));
  return app;
}

describe('handleAppError', () => {
  it("turns malformed JSON read with c.req.json() into a 400 in the surface's shape", async () => {
    const app = appThrowing(() => new Error('unused'));
    const response = await app.request('/auth/v1/signup', {
      method: 'POST',
      body: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'bad_json',
      error_code: 'bad_json',
      msg: 'The request body is not valid JSON',
    });
  });

  it('answers 503 with Retry-After when the database is unreachable', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const app = appThrowing(() => refused);
    const fn = await app.request('/functions/v1/chat-with-ai', { method: 'POST' });
    expect(fn.status).toBe(503);
    expect(fn.headers.get('retry-after')).toBe('2');
    expect(await fn.json()).toEqual({ error: 'The service is briefly unavailable. Please try again in a moment.' });
    const auth = await app.request('/auth/v1/token', { method: 'POST' });
    expect(await auth.json()).toMatchObject({ error_code: 'service_unavailable' });
  });

  it('hides our own faults behind a generic 500 without the error text', async () => {
    const app = appThrowing(() => new Error('secret internal detail'));
    const response = await app.request('/rest/v1/anything');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret internal detail');
    expect(JSON.parse(text)).toMatchObject({
      code: 'PGRST000',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
