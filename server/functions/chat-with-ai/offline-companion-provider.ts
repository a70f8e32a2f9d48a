import type { Conversation, ReplyProvider } from './reply-provider';
import { companionReply } from './offline-companion';

/** Leads the reply when the risk screen reads distress without risk: slow down and stay. */
const CHECK_IN = "That sounds really heavy, and I'm glad you told me. I'm here with you, and there's no rush.";

export function createOfflineCompanionProvider(): ReplyProvider {
  const replyTo = ({ history, message, concern }: Conversation) => {
    const text = companionReply(message, history);
    return concern ? `${CHECK_IN} ${text}` : text;
  };
  return {
    name: 'offline-companion',
    reply: async (conversation) => replyTo(conversation),
    // The whole reply exists at once; sentence by sentence keeps the stream's shape honest for
    // the voice engine, which speaks each sentence as it completes.
    async *stream(conversation, signal) {
      for (const sentence of replyTo(conversation).match(/[^.!?]+[.!?]*\s*/g) ?? []) {
        if (signal.aborted) return;
        yield sentence;
      }
    },
  };
}
