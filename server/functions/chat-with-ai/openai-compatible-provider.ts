import { APICallError, generateText, type LanguageModel } from 'ai';
import { createLlmModel, type LlmConfig } from './llm-model';
import { CONCERN_GUIDANCE, THERA_PERSONA_PROMPT } from './persona-prompt';
import { ProviderError, type ReplyProvider } from './reply-provider';

/**
 * Any OpenAI-compatible chat-completions endpoint (Ollama, vLLM, llama.cpp server, OpenAI)
 * through the AI SDK. No retries: a person is waiting, and the timeout must bound the wait.
 */
export function createOpenAiCompatibleProvider(llm: LlmConfig, model: LanguageModel = createLlmModel(llm)): ReplyProvider {
  return {
    name: 'openai-compatible',
    async reply({ history, message, concern }) {
      const signal = AbortSignal.timeout(llm.timeoutMs);
      try {
        const result = await generateText({
          model,
          system: concern ? `${THERA_PERSONA_PROMPT}\n\n${CONCERN_GUIDANCE}` : THERA_PERSONA_PROMPT,
          messages: [...history.map(({ role, content }) => ({ role, content })), { role: 'user' as const, content: message }],
          maxRetries: 0,
          abortSignal: signal,
        });
        return result.text.trim();
      } catch (error) {
        if (signal.aborted) throw new ProviderError('timeout', `no reply within ${llm.timeoutMs} ms`);
        if (APICallError.isInstance(error)) {
          throw new ProviderError('unavailable', `HTTP ${error.statusCode ?? 'error'} from the model endpoint`);
        }
        throw new ProviderError('unavailable', error instanceof Error ? error.name : 'unknown error');
      }
    },
  };
}
