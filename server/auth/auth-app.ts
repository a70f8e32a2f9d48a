import { Hono } from 'hono';
import type { AppContext } from '../context';

/** /auth/v1: the GoTrue-compatible subset (built in the backend issue). */
export function createAuthApp(_ctx: AppContext) {
  return new Hono();
}
