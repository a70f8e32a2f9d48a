import { Hono } from 'hono';
import type { AppContext } from '../context';

/** /functions/v1/:name: edge-function routing; chat-with-ai mounts here. */
export function createFunctionsApp(_ctx: AppContext) {
  return new Hono();
}
