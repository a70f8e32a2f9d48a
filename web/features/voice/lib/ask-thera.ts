import { EMPTY_REPLY_TEXT } from '@common/chat';
import { getSupabase } from '@web/lib/supabase';
import type { ChatTurn } from '../engine/browser-engine';

/**
 * Thera's spoken replies come from the same chat-with-ai function as text chat, so every
 * transcript passes the server's safety screen first (crisis language gets the crisis reply).
 */
export async function askTheraByText(message: string, conversationHistory: ChatTurn[]): Promise<string> {
  const { data, error } = await getSupabase().functions.invoke('chat-with-ai', {
    body: { message, conversationHistory },
  });
  if (error) throw error;
  const reply = (data as { response?: unknown } | null)?.response;
  return typeof reply === 'string' && reply.trim() !== '' ? reply : EMPTY_REPLY_TEXT;
}

/** The crisis reply always names 988; such a line stays on screen, not only spoken. */
export function isCrisisReply(text: string): boolean {
  return /\b988\b/.test(text);
}
