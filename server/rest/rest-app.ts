import { Hono } from 'hono';
import type { AppContext } from '../context';

/** /rest/v1: the PostgREST-compatible subset (built in the backend issue). */
export function createRestApp(_ctx: AppContext) {
  return new Hono();
}
