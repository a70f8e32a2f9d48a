import { FunctionsHttpError } from '@supabase/supabase-js';
import { EMPTY_REPLY_TEXT, type ChatHistoryEntry } from '@common/chat';
import { getSupabase } from '@web/lib/supabase';

export const SEND_FAILED_TEXT = 'Failed to send message';

/** Thera's reply to `message`, or the spec's apology when the reply is empty. */
export async function sendChatMessage(message: string, conversationHistory: ChatHistoryEntry[]): Promise<string> {
  const { data, error } = await getSupabase().functions.invoke('chat-with-ai', { body: { message, conversationHistory } });
  if (error) throw new Error(await serverMessageOf(error));
  const reply = (data as { response?: unknown } | null)?.response;
  return typeof reply === 'string' && reply.trim() !== '' ? reply : EMPTY_REPLY_TEXT;
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
