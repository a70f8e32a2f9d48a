import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { chatRequestSchema, EMPTY_REPLY_TEXT, type ChatHistoryEntry } from '@common/chat';
import { screenForCrisis } from '@common/safety/crisis-screen';
import { buildCrisisReply } from '@common/safety/crisis-reply';
import type { AppContext } from '../../context';
import { requireUser, type RequireUserEnv } from '../../http/require-user';
import { createTokenVerifier, type TokenVerifier } from '../../http/verified-tokens';
import { createOfflineCompanionProvider } from './offline-companion-provider';
import { createOpenAiCompatibleProvider } from './openai-compatible-provider';
import { ProviderError, type ReplyProvider } from './reply-provider';
import { createChatRateLimiter } from './chat-rate-limiter';

const MESSAGES = {
  notJson: 'Please send the message as JSON: { message, conversationHistory }.',
  tooLarge: 'That request is too large for Thera. Please send a shorter message.',
  rateLimited: 'You are sending messages very quickly. Please wait a moment and try again.',
  unavailable: 'Thera could not reach her language model. Please try again in a moment.',
  timeout: 'Thera took too long to answer. Please try again in a moment.',
} as const;

/**
 * POST /functions/v1/chat-with-ai: Thera's replies (ARCHITECTURE.md, "Thera's reply pipeline").
 * validate -> rate limit -> safety screen (crisis => fixed reply, no model) -> provider.
 */
export function createChatWithAiApp(
  ctx: AppContext,
  options: { provider?: ReplyProvider; tokens?: TokenVerifier } = {},
) {
  const tokens = options.tokens ?? createTokenVerifier(ctx.keys);
  const provider =
    options.provider ?? (ctx.config.llm ? createOpenAiCompatibleProvider(ctx.config.llm) : createOfflineCompanionProvider());
  const limiter = createChatRateLimiter(ctx);
  const rateLimits = ctx.config.auth.rateLimits;

  return new Hono<RequireUserEnv & { Variables: { providerMs?: number } }>().post(
    '/',
    // Server-Timing (W3C): how long chat-with-ai itself took and how much of it was the model,
    // so overhead is measurable from outside (bench/chat-bench.ts). Durations only, no content.
    async (c, next) => {
      const started = performance.now();
      await next();
      const providerMs = c.get('providerMs');
      const total = `chat;dur=${(performance.now() - started).toFixed(2)}`;
      c.header('Server-Timing', providerMs === undefined ? total : `${total}, model;dur=${providerMs.toFixed(2)}`);
    },
    bodyLimit({ maxSize: 256 * 1024, onError: (c) => c.json({ error: MESSAGES.tooLarge }, 413) }),
    requireUser(tokens),
    async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ error: MESSAGES.notJson }, 400);
      }
      const parsed = chatRequestSchema.safeParse(body);
      if (!parsed.success) return c.json({ error: parsed.error.issues[0]?.message ?? MESSAGES.notJson }, 400);

      const user = c.get('user');
      if (rateLimits) {
        try {
          await limiter.consume(user.id);
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          c.header('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
          return c.json({ error: MESSAGES.rateLimited }, 429);
        }
      }

      const { message, conversationHistory } = parsed.data;
      const screen = screenForCrisis(message);
      if (screen.crisis) {
        // Facts only: no user id and no words, so the log itself never holds health data.
        ctx.logger.warn('chat-with-ai crisis screen matched', { category: screen.category, moneyLoss: screen.moneyLoss });
        return c.json({ response: buildCrisisReply(screen) });
      }

      const providerStarted = performance.now();
      try {
        const text = await provider.reply({ history: withoutCrisisTurns(conversationHistory), message });
        c.set('providerMs', performance.now() - providerStarted);
        return c.json({ response: text.trim() === '' ? EMPTY_REPLY_TEXT : text });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        ctx.logger.warn('chat-with-ai provider failed', { provider: provider.name, kind: error.kind, detail: error.detail });
        return error.kind === 'timeout' ? c.json({ error: MESSAGES.timeout }, 504) : c.json({ error: MESSAGES.unavailable }, 502);
      }
    },
  );
}

/**
 * Crisis messages never reach a model, not even later as history: drop each one together
 * with the fixed reply that followed it.
 */
function withoutCrisisTurns(history: readonly ChatHistoryEntry[]): ChatHistoryEntry[] {
  const kept: ChatHistoryEntry[] = [];
  for (let i = 0; i < history.length; i += 1) {
    const entry = history[i]!;
    if (entry.role === 'user' && screenForCrisis(entry.content).crisis) {
      if (history[i + 1]?.role === 'assistant') i += 1;
      continue;
    }
    kept.push({ role: entry.role, content: entry.content });
  }
  return kept;
}
