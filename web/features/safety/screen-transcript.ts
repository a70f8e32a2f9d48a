import type { ChatSafety } from '@common/chat';
import type { ConversationTurn } from '@common/safety/risk-screen';

/**
 * The risk screen run in the browser, for voice on Vapi: Vapi's own model answers the call, so
 * no transcript passes chat-with-ai, yet crisis help must still appear the moment it is needed.
 * Loaded only when a Vapi call needs it: the lexicons are the largest part of the screen.
 */
export async function screenTranscript(text: string, earlierUserTurns: readonly string[]): Promise<ChatSafety> {
  const [{ screenConversation }, { crisisHelpFor }, { needsCrisisReply }] = await Promise.all([
    import('@common/safety/risk-screen'),
    import('@common/safety/crisis-help'),
    import('@common/safety/taxonomy'),
  ]);
  const history: ConversationTurn[] = earlierUserTurns.map((content) => ({ role: 'user', content }));
  const assessment = screenConversation(text, history);
  if (!needsCrisisReply(assessment.level)) return { level: assessment.level, categories: assessment.categories };
  const help = crisisHelpFor({
    language: assessment.language,
    locale: navigator.language,
    moneyLoss: assessment.moneyLoss,
  });
  return { level: assessment.level, categories: assessment.categories, help };
}
