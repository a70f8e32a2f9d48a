import { generateText, Output, type LanguageModel } from 'ai';
import { z } from 'zod';
import type { ChatHistoryEntry } from '@common/chat';
import { RISK_CATEGORIES, RISK_LEVELS, type RiskCategory, type RiskLevel } from '@common/safety/taxonomy';

/**
 * The model's second opinion on risk, asked in parallel with the reply when a model is
 * configured. The caller may only use it to raise the screen's level; a timeout, an error or an
 * answer that does not fit the schema counts as no opinion at all.
 */
export interface SecondOpinion {
  assess(conversation: { history: readonly ChatHistoryEntry[]; message: string }): Promise<RiskOpinion | null>;
}

export interface RiskOpinion {
  level: RiskLevel;
  categories: RiskCategory[];
}

const opinionSchema = z.object({
  level: z.enum(RISK_LEVELS),
  categories: z.array(z.enum(RISK_CATEGORIES)),
});

const CLASSIFIER_PROMPT = `You are a careful safety reviewer for a wellness companion used by crypto traders. Read the conversation and rate the risk in the person's LAST message, using the earlier messages as context. Messages may be in any language and contain typos, slang or euphemisms.
Levels: "none" (ordinary, including trader jokes such as "this position died", "killer setup", "I'm dead lol"); "concern" (hopeless or distressed, no sign of wanting to die or hurt anyone); "crisis" (wish to be dead, thoughts of suicide, questions about means, intent, a plan, preparations or farewells, self-harm, or threats to hurt someone); "emergency" (an act already taken or under way, or danger right now).
Categories (any that apply): passive-wish, active-ideation, method, intent, plan, preparation, self-harm, in-progress, harm-to-others, distress.
Answer with JSON only: {"level": "...", "categories": ["..."]}.`;

/** Earlier turns as plain lines, so the classifier reads them as evidence, not as its own chat. */
function transcript(history: readonly ChatHistoryEntry[], message: string): string {
  const lines = history.map((entry) => `${entry.role === 'user' ? 'Person' : 'Companion'}: ${entry.content}`);
  return [...lines, `Person (last message): ${message}`].join('\n');
}

export function createLlmSecondOpinion(model: LanguageModel, timeoutMs: number): SecondOpinion {
  return {
    async assess({ history, message }) {
      try {
        const result = await generateText({
          model,
          system: CLASSIFIER_PROMPT,
          messages: [{ role: 'user', content: transcript(history, message) }],
          output: Output.object({ schema: opinionSchema, name: 'risk_opinion' }),
          temperature: 0,
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(timeoutMs),
        });
        return result.output;
      } catch {
        return null;
      }
    },
  };
}
