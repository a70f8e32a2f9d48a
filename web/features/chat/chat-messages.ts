import {
  MAX_HISTORY_ENTRIES,
  MAX_MESSAGE_CHARS,
  type ChatHistoryEntry,
  type ChatRole,
  type ChatSafety,
} from '@common/chat';

/** A chat message as the product's text chat keeps it: in the browser only, never persisted. */
export interface ChatMessage {
  /** 'user-<timestamp>' or 'assistant-<timestamp>' (docs/product-behaviour.md). */
  id: string;
  role: ChatRole;
  content: string;
  timestamp: Date;
  /** On Thera's replies: what the risk screen found; crisis help is rendered from it. */
  safety?: ChatSafety;
  /** Thera's AI disclosure (common/ai-disclosure.ts): shown as her note, not sent back as history. */
  disclosure?: true;
}

export function createChatMessage(
  role: ChatRole,
  content: string,
  now: Date = new Date(),
  safety?: ChatSafety,
): ChatMessage {
  return { id: `${role}-${now.getTime()}`, role, content, timestamp: now, ...(safety ? { safety } : {}) };
}

/** Thera's AI disclosure as a message of its own, shown before the reply it came with. */
export function createDisclosureMessage(text: string, now: Date = new Date()): ChatMessage {
  return { id: `disclosure-${now.getTime()}`, role: 'assistant', content: text, timestamp: now, disclosure: true };
}

/**
 * The history chat-with-ai receives: role and content only (disclosures left out: the
 * server tracks them by time, not by text), the most recent messages the
 * server accepts, each within its length limit.
 */
export function toConversationHistory(messages: readonly ChatMessage[]): ChatHistoryEntry[] {
  return messages
    .filter((message) => !message.disclosure)
    .slice(-MAX_HISTORY_ENTRIES)
    .map(({ role, content }) => ({ role, content: content.slice(0, MAX_MESSAGE_CHARS * 2) }));
}
