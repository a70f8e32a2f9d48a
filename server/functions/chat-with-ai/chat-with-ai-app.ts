import { Hono } from 'hono';
import type { AppContext } from '../../context';

/** POST /functions/v1/chat-with-ai: Thera's replies (built in the text-chat issue). */
export function createChatWithAiApp(_ctx: AppContext) {
  return new Hono().post('/', (c) => c.json({ error: 'Thera is not available yet.' }, 503));
}
