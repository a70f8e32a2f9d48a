import type { ReplyProvider } from './reply-provider';
import { companionReply } from './offline-companion';

export function createOfflineCompanionProvider(): ReplyProvider {
  return {
    name: 'offline-companion',
    reply: async ({ history, message }) => companionReply(message, history),
  };
}
