import type { ReplyProvider } from './reply-provider';
import { companionReply } from './offline-companion';

/** Leads the reply when the risk screen reads distress without risk: slow down and stay. */
const CHECK_IN = "That sounds really heavy, and I'm glad you told me. I'm here with you, and there's no rush.";

export function createOfflineCompanionProvider(): ReplyProvider {
  return {
    name: 'offline-companion',
    reply: async ({ history, message, concern }) => {
      const text = companionReply(message, history);
      return concern ? `${CHECK_IN} ${text}` : text;
    },
  };
}
