import { sendChatMessage } from '@web/features/chat/api/send-chat-message';
import type { AskThera } from '../engine/browser-engine';

/**
 * Thera's spoken replies come from the same chat-with-ai function as text chat, so every
 * transcript passes the server's risk screen first and comes back with its `safety` flag.
 */
export const askTheraByText: AskThera = (message, conversationHistory, options) =>
  sendChatMessage(message, conversationHistory, options);
