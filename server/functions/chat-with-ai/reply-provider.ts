import type { ChatHistoryEntry } from '@common/chat';

/**
 * The one seam between chat-with-ai and whatever writes Thera's replies: an OpenAI-compatible
 * model when configured, the offline companion otherwise. Providers get the conversation text
 * only (history plus the new message), never who is asking.
 */
export interface ReplyProvider {
  readonly name: 'openai-compatible' | 'offline-companion';
  /** `concern`: the risk screen read distress without risk; the reply should check in warmly. */
  reply(conversation: { history: readonly ChatHistoryEntry[]; message: string; concern?: boolean }): Promise<string>;
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
