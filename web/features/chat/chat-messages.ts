import { MAX_HISTORY_ENTRIES, MAX_MESSAGE_CHARS, type ChatHistoryEntry, type ChatRole, type ChatSafety } from '@common/chat';

/** A chat message as the spec's text chat keeps it: in the browser only, never persisted. */
export interface ChatMessage {
  /** 'user-<timestamp>' or 'assistant-<timestamp>' (spec section 3). */
  id: string;
  role: ChatRole;
  content: string;
  timestamp: Date;
  /** On Thera's replies: what the risk screen found; crisis help is rendered from it. */
  safety?: ChatSafety;
}

export function createChatMessage(role: ChatRole, content: string, now: Date = new Date(), safety?: ChatSafety): ChatMessage {
  return { id: `${role}-${now.getTime()}`, role, content, timestamp: now, ...(safety ? { safety } : {}) };
}

/**
 * The history chat-with-ai receives: role and content only, the most recent messages the
 * server accepts, each within its length limit.
 */
export function toConversationHistory(messages: readonly ChatMessage[]): ChatHistoryEntry[] {
  return messages
    .slice(-MAX_HISTORY_ENTRIES)
    .map(({ role, content }) => ({ role, content: content.slice(0, MAX_MESSAGE_CHARS * 2) }));
}
