import type { Context } from 'hono';

/**
 * A JSON body that never changes after start, serialised once. Answering it is a buffer copy
 * instead of JSON.stringify per request; the headers object is built per answer because Hono
 * may add to it.
 */
export function constantJson(value: unknown, headers: Record<string, string> = {}) {
  const body = JSON.stringify(value);
  return (c: Context) => c.body(body, 200, { 'Content-Type': 'application/json', ...headers });
}
