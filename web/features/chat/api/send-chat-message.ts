import { FunctionsHttpError } from '@supabase/supabase-js';
import { EMPTY_REPLY_TEXT, type ChatHistoryEntry, type ChatReply, type ChatSafety } from '@common/chat';
import { getSupabase } from '@web/lib/supabase';

export const SEND_FAILED_TEXT = 'Failed to send message';

const NO_RISK: ChatSafety = { level: 'none', categories: [] };

/**
 * Thera's reply to `message` (the spec's apology when it is empty) and what the server's risk
 * screen found, which the app renders crisis help from.
 */
export async function sendChatMessage(message: string, conversationHistory: ChatHistoryEntry[]): Promise<ChatReply> {
  const { data, error } = await getSupabase().functions.invoke('chat-with-ai', { body: { message, conversationHistory } });
  if (error) throw new Error(await serverMessageOf(error));
  const reply = data as Partial<ChatReply> | null;
  const response = typeof reply?.response === 'string' && reply.response.trim() !== '' ? reply.response : EMPTY_REPLY_TEXT;
  return { response, safety: reply?.safety ?? NO_RISK };
}

/** The server's own `{ error }` text when it sent one; otherwise the spec's fallback. */
async function serverMessageOf(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    try {
      const body = (await (error.context as Response).json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error.trim() !== '') return body.error;
    } catch {
      // Not JSON (a proxy's error page, say): fall through to the generic text.
    }
  }
  return SEND_FAILED_TEXT;
}
