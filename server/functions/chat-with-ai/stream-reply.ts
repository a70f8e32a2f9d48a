import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { EMPTY_REPLY_TEXT, type ChatReply, type ChatStreamEvent } from '@common/chat';
import type { RiskAssessment } from '@common/safety/risk-screen';
import { needsCrisisReply } from '@common/safety/taxonomy';
import type { Logger } from '../../logger';
import { ProviderError, type Conversation, type ReplyProvider } from './reply-provider';

export const STREAM_FAILED_TEXT = 'Thera could not finish her reply. Please try again in a moment.';

export interface StreamedReplyPlan {
  provider: ReplyProvider;
  conversation: Conversation;
  /** The AI disclosure when it is due: sent before Thera's first words and kept in the reply. */
  disclosure?: string;
  /** The screen's reading raised by the model's second opinion, once it has spoken. */
  assessment: Promise<RiskAssessment>;
  crisisReply(assessment: RiskAssessment): ChatReply;
  /** Called with a failure's facts (kind, provider), never with words. */
  onProviderError(error: ProviderError): string;
  logger: Logger;
}

const send = (sse: SSEStreamingApi, { event, data }: ChatStreamEvent) =>
  sse.writeSSE({ event, data: JSON.stringify(data) });

/** A reply that exists whole (a crisis reply) as its one event. */
export function streamWholeReply(c: Context, reply: ChatReply) {
  return streamSSE(c, (sse) => send(sse, { event: 'reply', data: reply }));
}

/**
 * Thera's reply as server-sent events (common/chat.ts, CHAT_STREAM_TYPE). The model request
 * starts at once, beside the second opinion, but nothing it writes is sent until that opinion
 * has spoken (it is bounded by THERA_LLM_SAFETY_TIMEOUT_MS): should it read a crisis, the model's
 * words are dropped unsent and the crisis reply goes out whole. When the person stops or leaves,
 * the model request is aborted with the stream.
 */
export function streamModelReply(c: Context, plan: StreamedReplyPlan) {
  return streamSSE(
    c,
    async (sse) => {
      const stop = new AbortController();
      sse.onAbort(() => stop.abort());
      const pieces = plan.provider.stream(plan.conversation, stop.signal)[Symbol.asyncIterator]();
      const first = pieces.next();
      // Awaited below, after the opinion: a failure meanwhile must not count as unhandled.
      first.catch(() => undefined);

      const assessment = await plan.assessment;
      if (needsCrisisReply(assessment.level)) {
        stop.abort();
        await send(sse, { event: 'reply', data: plan.crisisReply(assessment) });
        return;
      }
      const disclosure = plan.disclosure === undefined ? {} : { disclosure: plan.disclosure };
      let text = '';
      let untold = plan.disclosure;
      try {
        for (let next = await first; !next.done; next = await pieces.next()) {
          // Just before the first words, so a voice says it first; a reply that fails before
          // any words has not disclosed, and the next one will.
          if (untold !== undefined) {
            await send(sse, { event: 'disclosure', data: { text: untold } });
            untold = undefined;
          }
          text += next.value;
          await send(sse, { event: 'delta', data: { text: next.value } });
        }
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        await send(sse, { event: 'error', data: { error: plan.onProviderError(error) } });
        return;
      }
      if (stop.signal.aborted) return;
      const reply: ChatReply = {
        response: text.trim() === '' ? EMPTY_REPLY_TEXT : text,
        safety: { level: assessment.level, categories: assessment.categories },
        ...disclosure,
      };
      await send(sse, { event: 'reply', data: reply });
    },
    async (error, sse) => {
      plan.logger.error('chat-with-ai stream failed', { error: error.name });
      await send(sse, { event: 'error', data: { error: STREAM_FAILED_TEXT } });
    },
  );
}
