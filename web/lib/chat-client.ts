import { FunctionsHttpError } from '@supabase/supabase-js';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import {
  CHAT_STREAM_TYPE,
  EMPTY_REPLY_TEXT,
  type ChatHistoryEntry,
  type ChatReply,
  type ChatSafety,
} from '@common/chat';
import { getSupabase } from '@web/lib/supabase';
import { askForTwoStepCode, isTwoStepRefusal } from '@web/lib/two-step-refusal';

export const SEND_FAILED_TEXT = 'Failed to send message';

const NO_RISK: ChatSafety = { level: 'none', categories: [] };

export interface SendOptions {
  /** How long ago this conversation last showed the AI disclosure; omit when it never has. */
  sinceDisclosureMs?: number;
  /** The AI disclosure, when the server says it is due, before any of the reply's words. */
  onDisclosure?: (text: string) => void;
  /** Each piece of Thera's reply as she writes it (never called for a crisis reply: it comes whole). */
  onDelta?: (text: string) => void;
  /** Aborting stops the reply (and, on the server, the model writing it). */
  signal?: AbortSignal;
}

/**
 * The one chat-with-ai client, for text chat and the browser voice engine alike: Thera's reply
 * to `message` (the product's apology when it is empty), what the server's risk screen found
 * (crisis help is rendered from it) and the AI disclosure when due. The reply streams
 * (common/chat.ts: `disclosure`, `delta` events, then one `reply`); `null` means the person
 * stopped it first. `onDisclosure` is called at most once per reply, streamed or not.
 */
export async function sendChatMessage(
  message: string,
  conversationHistory: ChatHistoryEntry[],
  options: SendOptions = {},
): Promise<ChatReply | null> {
  const { data, error } = await getSupabase().functions.invoke('chat-with-ai', {
    body: { message, conversationHistory, sinceDisclosureMs: options.sinceDisclosureMs },
    headers: { Accept: `${CHAT_STREAM_TYPE}, application/json` },
    signal: options.signal,
  });
  if (options.signal?.aborted) return null;
  if (error) throw new Error(await serverMessageOf(error));
  // A server that does not stream answers JSON; the result is the same reply.
  if (!isStreamResponse(data)) {
    const reply = completeReply(data);
    if (reply.disclosure !== undefined) options.onDisclosure?.(reply.disclosure);
    return reply;
  }
  try {
    return await readStream(data, options);
  } catch (failure) {
    if (options.signal?.aborted) return null;
    throw failure;
  }
}

/**
 * supabase-js hands an event stream over as the fetch Response itself. Checked by shape, not
 * `instanceof`: a Response from another realm's fetch (a test's server client) is one too.
 */
function isStreamResponse(data: unknown): data is Response {
  return (
    typeof data === 'object' && data !== null && 'body' in data && typeof (data as Response).headers?.get === 'function'
  );
}

async function readStream(response: Response, { onDelta, onDisclosure }: SendOptions): Promise<ChatReply> {
  if (!response.body) throw new Error(SEND_FAILED_TEXT);
  const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
  const reader = events.getReader();
  let toldDisclosure = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) throw new Error(SEND_FAILED_TEXT);
    const data = JSON.parse(value.data) as unknown;
    if (value.event === 'delta') onDelta?.((data as { text: string }).text);
    else if (value.event === 'disclosure') {
      toldDisclosure = true;
      onDisclosure?.((data as { text: string }).text);
    } else if (value.event === 'reply') {
      const reply = completeReply(data);
      // A crisis reply comes whole, its disclosure inside it.
      if (reply.disclosure !== undefined && !toldDisclosure) onDisclosure?.(reply.disclosure);
      return reply;
    } else if (value.event === 'error') throw new Error(errorText(data));
  }
}

function completeReply(data: unknown): ChatReply {
  const reply = data as Partial<ChatReply> | null;
  const response =
    typeof reply?.response === 'string' && reply.response.trim() !== '' ? reply.response : EMPTY_REPLY_TEXT;
  const disclosure =
    typeof reply?.disclosure === 'string' && reply.disclosure !== '' ? { disclosure: reply.disclosure } : {};
  return { response, safety: reply?.safety ?? NO_RISK, ...disclosure };
}

function errorText(body: unknown): string {
  const text = (body as { error?: unknown } | null)?.error;
  return typeof text === 'string' && text.trim() !== '' ? text : SEND_FAILED_TEXT;
}

/** The server's own `{ error }` text when it sent one; otherwise the product's fallback. */
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
