import { z } from 'zod';
import type { CrisisHelp } from './safety/crisis-help';
import type { RiskCategory, RiskLevel } from './safety/taxonomy';

/**
 * The chat-with-ai wire contract, shared by the server (validation) and the browser (types).
 * Product spec: payload `{ message, conversationHistory: [{ role, content }] }`, reply
 * `{ response }` (kept for existing clients) plus `safety`; errors `{ error }` with a human message.
 */
export const MAX_MESSAGE_CHARS = 4000;
export const MAX_HISTORY_ENTRIES = 40;

export const chatRoleSchema = z.enum(['user', 'assistant'], {
  error: 'Each message in the conversation history needs the role "user" or "assistant".',
});
export type ChatRole = z.infer<typeof chatRoleSchema>;

export const chatHistoryEntrySchema = z.object({
  role: chatRoleSchema,
  // Earlier replies may be long (the crisis reply is), so history entries get more room.
  content: z.string().max(MAX_MESSAGE_CHARS * 2, 'A message in the conversation history is too long.'),
});
export type ChatHistoryEntry = z.infer<typeof chatHistoryEntrySchema>;

export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'Please write a message for Thera.' })
    .trim()
    .min(1, 'Please write a message for Thera.')
    .max(MAX_MESSAGE_CHARS, `Messages can be at most ${MAX_MESSAGE_CHARS} characters.`),
  conversationHistory: z
    .array(chatHistoryEntrySchema, { error: 'conversationHistory must be a list of { role, content } messages.' })
    .max(MAX_HISTORY_ENTRIES, `The conversation history can hold at most ${MAX_HISTORY_ENTRIES} messages.`)
    .default([]),
  // When the app last showed the AI disclosure in this conversation (common/ai-disclosure.ts);
  // absent when it has not, and the reply then carries it.
  sinceDisclosureMs: z
    .number({ error: 'sinceDisclosureMs must be a number of milliseconds.' })
    .int('sinceDisclosureMs must be a whole number of milliseconds.')
    .nonnegative('sinceDisclosureMs cannot be negative.')
    .optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/**
 * What the risk screen found, for the browser to render from (never by matching words in the
 * reply). `help` comes with crisis and emergency: the lines that fit the person, emergency first.
 */
export interface ChatSafety {
  level: RiskLevel;
  categories: RiskCategory[];
  help?: CrisisHelp;
}

export interface ChatReply {
  response: string;
  safety: ChatSafety;
  /**
   * Present when the AI disclosure is due (the conversation's start, or three hours since it
   * was last shown): the app shows or says it before `response` (docs/ai-disclosure.md).
   */
  disclosure?: string;
}

export interface ChatError {
  error: string;
}

/**
 * Streaming: a request with `Accept: text/event-stream` is answered with server-sent events,
 * `delta` ({ text }) as Thera writes (a `disclosure` ({ text }) just before the first when one is
 * due), then exactly one `reply` (the whole ChatReply, the text of
 * every delta joined) or one `error` ({ error }). A crisis reply is a single `reply` event and
 * nothing else: it is never written out piecemeal. Errors before the stream starts (validation,
 * sign-in, rate limit) stay JSON with their HTTP status, as without streaming.
 */
export const CHAT_STREAM_TYPE = 'text/event-stream';

export type ChatStreamEvent =
  | { event: 'disclosure'; data: { text: string } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'reply'; data: ChatReply }
  | { event: 'error'; data: ChatError };

/** Product spec, section 8: what the chat shows when Thera's reply comes back empty. */
export const EMPTY_REPLY_TEXT = "I apologize, but I couldn't generate a response. Please try again.";
