import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { ServerConfig } from '../../config';

export type LlmConfig = NonNullable<ServerConfig['llm']>;

/**
 * The configured OpenAI-compatible model: one client for Thera's replies and the safety second
 * opinion. `fetch` is only ever replaced by warm-model-clients.ts, which must send nothing.
 */
export function createLlmModel(llm: LlmConfig, fetch?: typeof globalThis.fetch): LanguageModel {
  const provider = createOpenAICompatible({
    name: 'thera-llm',
    baseURL: llm.baseUrl.replace(/\/$/, ''),
    apiKey: llm.apiKey,
    // JSON-schema structured output (OpenAI, vLLM, Ollama, llama.cpp server) for the second opinion.
    supportsStructuredOutputs: true,
    ...(fetch ? { fetch } : {}),
  });
  return provider.chatModel(llm.model);
}
