import { FunctionsHttpError } from '@supabase/supabase-js';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { CHAT_STREAM_TYPE, EMPTY_REPLY_TEXT, type ChatHistoryEntry, type ChatReply, type ChatSafety } from '@common/chat';
import { getSupabase } from '@web/lib/supabase';
import { askForTwoStepCode, isTwoStepRefusal } from '@web/lib/two-step-refusal';

export const SEND_FAILED_TEXT = 'Failed to send message';

const NO_RISK: ChatSafety = { level: 'none', categories: [] };

export interface SendOptions {
  /** Each piece of Thera's reply as she writes it (never called for a crisis reply: it comes whole). */
  onDelta?: (text: string) => void;
  /** Aborting stops the reply (and, on the server, the model writing it). */
  signal?: AbortSignal;
}

/**
 * Thera's reply to `message` (the spec's apology when it is empty) and what the server's risk
 * screen found, which the app renders crisis help from. The reply streams (common/chat.ts:
 * `delta` events, then one `reply`); `null` means the person stopped it first.
 */
export async function sendChatMessage(
  message: string,
  conversationHistory: ChatHistoryEntry[],
  options: SendOptions = {},
): Promise<ChatReply | null> {
  const { data, error } = await getSupabase().functions.invoke('chat-with-ai', {
    body: { message, conversationHistory },
    headers: { Accept: `${CHAT_STREAM_TYPE}, application/json` },
    signal: options.signal,
  });
  if (options.signal?.aborted) return null;
  if (error) throw new Error(await serverMessageOf(error));
  // A server that does not stream answers JSON; the result is the same reply.
  if (!(data instanceof Response)) return completeReply(data);
  try {
    return await readStream(data, options.onDelta);
  } catch (failure) {
    if (options.signal?.aborted) return null;
    throw failure;
  }
}

async function readStream(response: Response, onDelta: SendOptions['onDelta']): Promise<ChatReply> {
  if (!response.body) throw new Error(SEND_FAILED_TEXT);
  const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
  const reader = events.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) throw new Error(SEND_FAILED_TEXT);
    const data = JSON.parse(value.data) as unknown;
    if (value.event === 'delta') onDelta?.((data as { text: string }).text);
    else if (value.event === 'reply') return completeReply(data);
    else if (value.event === 'error') throw new Error(errorText(data));
  }
}

function completeReply(data: unknown): ChatReply {
  const reply = data as Partial<ChatReply> | null;
  const response = typeof reply?.response === 'string' && reply.response.trim() !== '' ? reply.response : EMPTY_REPLY_TEXT;
  return { response, safety: reply?.safety ?? NO_RISK };
}

function errorText(body: unknown): string {
  const text = (body as { error?: unknown } | null)?.error;
  return typeof text === 'string' && text.trim() !== '' ? text : SEND_FAILED_TEXT;
}

/** The server's own `{ error }` text when it sent one; otherwise the spec's fallback. */
async function serverMessageOf(error: unknown): Promise<string> {
  if (error instanceof FunctionsHttpError) {
    try {
      const body: unknown = await (error.context as Response).json();
      // A two-step user on a password-only session: the app asks for the code.
      if (isTwoStepRefusal(body)) void askForTwoStepCode();
      return errorText(body);
    } catch {
      // Not JSON (a proxy's error page, say): fall through to the generic text.
    }
  }
  return SEND_FAILED_TEXT;
}
