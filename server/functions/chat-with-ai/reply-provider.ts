import type { ChatHistoryEntry } from '@common/chat';

/** The conversation a provider answers: text only (history plus the new message), never who is asking. */
export interface Conversation {
  history: readonly ChatHistoryEntry[];
  message: string;
  /** The risk screen read distress without risk: the reply should check in warmly. */
  concern?: boolean;
}

/**
 * The one seam between chat-with-ai and whatever writes Thera's replies: an OpenAI-compatible
 * model when configured, the offline companion otherwise.
 */
export interface ReplyProvider {
  readonly name: 'openai-compatible' | 'offline-companion';
  reply(conversation: Conversation): Promise<string>;
  /**
   * The same reply as text pieces in order, as the model writes them. Aborting `signal` (the
   * person pressed stop or left) ends the model request too. Failures throw ProviderError.
   */
  stream(conversation: Conversation, signal: AbortSignal): AsyncIterable<string>;
}

/** A provider failure the handler maps to a status and a human message (never a stack trace). */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'timeout' | 'unavailable',
    readonly detail: string,
  ) {
    super(`language model ${kind}: ${detail}`);
  }
}
