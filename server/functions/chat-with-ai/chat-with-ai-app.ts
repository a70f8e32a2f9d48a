import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { RateLimiterRes } from 'rate-limiter-flexible';
import {
  CHAT_STREAM_TYPE,
  chatRequestSchema,
  EMPTY_REPLY_TEXT,
  type ChatHistoryEntry,
  type ChatReply,
} from '@common/chat';
import { AI_DISCLOSURE_TEXT, disclosureDue } from '@common/ai-disclosure';
import { buildCrisisReply, crisisHelpFor } from '@common/safety/crisis-help';
import { screenConversation, type RiskAssessment } from '@common/safety/risk-screen';
import { levelRank, needsCrisisReply } from '@common/safety/taxonomy';
import type { AppContext } from '../../context';
import { requireUser, type RequireUserEnv } from '../../http/require-user';
import { requireTwoStep } from '../../http/require-two-step';
import { createTokenVerifier, type TokenVerifier } from '../../http/verified-tokens';
import { createLlmModel } from './llm-model';
import { createOfflineCompanionProvider } from './offline-companion-provider';
import { createOpenAiCompatibleProvider } from './openai-compatible-provider';
import { ProviderError, type ReplyProvider } from './reply-provider';
import { createLlmSecondOpinion, type RiskOpinion, type SecondOpinion } from './second-opinion';
import { createChatRateLimiter } from './chat-rate-limiter';
import { streamModelReply, streamWholeReply } from './stream-reply';

const MESSAGES = {
  notJson: 'Please send the message as JSON: { message, conversationHistory }.',
  tooLarge: 'That request is too large for Thera. Please send a shorter message.',
  rateLimited: 'You are sending messages very quickly. Please wait a moment and try again.',
  unavailable: 'Thera could not reach her language model. Please try again in a moment.',
  timeout: 'Thera took too long to answer. Please try again in a moment.',
} as const;

/**
 * POST /functions/v1/chat-with-ai: Thera's replies (docs/safety/risk-screen.md).
 * validate -> rate limit -> risk screen over the message and recent conversation
 * (crisis/emergency => the fixed crisis reply, no model) -> provider, with the model's second
 * opinion in parallel (it may raise the level, never lower it) -> `{ response, safety }`, or
 * with `Accept: text/event-stream` the same reply streamed (stream-reply.ts).
 */
export function createChatWithAiApp(
  ctx: AppContext,
  options: { provider?: ReplyProvider; secondOpinion?: SecondOpinion | null; tokens?: TokenVerifier } = {},
) {
  const tokens = options.tokens ?? createTokenVerifier(ctx.keys);
  const llm = ctx.config.llm;
  const model = llm ? createLlmModel(llm) : null;
  const provider =
    options.provider ?? (llm && model ? createOpenAiCompatibleProvider(llm, model) : createOfflineCompanionProvider());
  const secondOpinion =
    options.secondOpinion !== undefined
      ? options.secondOpinion
      : llm && model
        ? createLlmSecondOpinion(model, llm.safetyTimeoutMs)
        : null;
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
    requireTwoStep(ctx),
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

      const { message, conversationHistory, sinceDisclosureMs } = parsed.data;
      // Decided here, not left to the app: every reply of a new conversation carries it, and
      // one three hours on (docs/decisions/0017-ai-disclosure-decided-by-the-server.md).
      const disclosure = disclosureDue(sinceDisclosureMs) ? { disclosure: AI_DISCLOSURE_TEXT } : {};
      const locale = c.req.header('accept-language');
      const screen = screenConversation(message, conversationHistory);
      const wantsStream = (c.req.header('accept') ?? '').includes(CHAT_STREAM_TYPE);
      const crisisReply = (assessment: RiskAssessment, by: 'screen' | 'second opinion'): ChatReply => {
        const help = crisisHelpFor({ language: assessment.language, locale, moneyLoss: assessment.moneyLoss });
        // Facts only: no user id and no words, so the log itself never holds health data.
        ctx.logger.warn('chat-with-ai crisis reply', {
          by,
          level: assessment.level,
          categories: assessment.categories,
          language: help.language,
        });
        return {
          response: buildCrisisReply(assessment, help),
          safety: { level: assessment.level, categories: assessment.categories, help },
          ...disclosure,
        };
      };
      const providerFailed = (error: ProviderError) => {
        ctx.logger.warn('chat-with-ai provider failed', {
          provider: provider.name,
          kind: error.kind,
          detail: error.detail,
        });
        return error.kind === 'timeout' ? MESSAGES.timeout : MESSAGES.unavailable;
      };
      if (needsCrisisReply(screen.level)) {
        const reply = crisisReply(screen, 'screen');
        return wantsStream ? streamWholeReply(c, reply) : c.json(reply);
      }

      const history = withoutCrisisTurns(conversationHistory);
      const opinion = secondOpinion ? secondOpinion.assess({ history, message }) : Promise.resolve(null);
      const conversation = { history, message, concern: screen.level === 'concern' };
      if (wantsStream) {
        return streamModelReply(c, {
          provider,
          conversation,
          disclosure: disclosure.disclosure,
          assessment: opinion.then((found) => raisedBy(screen, found)),
          crisisReply: (assessment) => crisisReply(assessment, 'second opinion'),
          onProviderError: providerFailed,
          logger: ctx.logger,
        });
      }
      const providerStarted = performance.now();
      const reply = provider.reply(conversation);
      // The reply is awaited only after the opinion: a late provider failure must not go unhandled.
      reply.catch(() => undefined);
      const assessment = raisedBy(screen, await opinion);
      if (needsCrisisReply(assessment.level)) return c.json(crisisReply(assessment, 'second opinion'));
      try {
        const text = await reply;
        c.set('providerMs', performance.now() - providerStarted);
        const answer: ChatReply = {
          response: text.trim() === '' ? EMPTY_REPLY_TEXT : text,
          safety: { level: assessment.level, categories: assessment.categories },
          ...disclosure,
        };
        return c.json(answer);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        const text = providerFailed(error);
        return c.json({ error: text }, error.kind === 'timeout' ? 504 : 502);
      }
    },
  );
}

/** The second opinion may raise the screen's level, never lower it. */
function raisedBy(screen: RiskAssessment, opinion: RiskOpinion | null): RiskAssessment {
  if (!opinion || levelRank(opinion.level) <= levelRank(screen.level)) return screen;
  const categories = [...new Set([...screen.categories, ...opinion.categories])].filter(
    (category) => category !== 'distress' || opinion.level === 'concern',
  );
  return { ...screen, level: opinion.level, categories };
}

/**
 * Crisis messages never reach a model, not even later as history: drop each one (read with
 * the turns before it, as the screen read it then) together with the fixed reply that followed.
 */
function withoutCrisisTurns(history: readonly ChatHistoryEntry[]): ChatHistoryEntry[] {
  const kept: ChatHistoryEntry[] = [];
  for (let i = 0; i < history.length; i += 1) {
    const entry = history[i]!;
    if (entry.role === 'user' && needsCrisisReply(screenConversation(entry.content, history.slice(0, i)).level)) {
      if (history[i + 1]?.role === 'assistant') i += 1;
      continue;
    }
    kept.push({ role: entry.role, content: entry.content });
  }
  return kept;
}
