import type { ChatReply } from '@common/chat';
import { sendChatMessage } from '@web/features/chat/api/send-chat-message';
import type { ChatTurn } from '../engine/browser-engine';

/**
 * Thera's spoken replies come from the same chat-with-ai function as text chat, so every
 * transcript passes the server's risk screen first and comes back with its `safety` flag.
 */
export function askTheraByText(message: string, conversationHistory: ChatTurn[]): Promise<ChatReply> {
  return sendChatMessage(message, conversationHistory);
}
