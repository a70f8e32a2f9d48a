import { APICallError, generateText, streamText, type LanguageModel, type ModelMessage } from 'ai';
import { createLlmModel, type LlmConfig } from './llm-model';
import { CONCERN_GUIDANCE, THERA_PERSONA_PROMPT } from './persona-prompt';
import { ProviderError, type Conversation, type ReplyProvider } from './reply-provider';

/**
 * Any OpenAI-compatible chat-completions endpoint (Ollama, vLLM, llama.cpp server, OpenAI)
 * through the AI SDK. No retries: a person is waiting, and the timeout must bound the wait.
 */
export function createOpenAiCompatibleProvider(
  llm: LlmConfig,
  model: LanguageModel = createLlmModel(llm),
): ReplyProvider {
  const prompt = ({ history, message, concern }: Conversation) => ({
    model,
    system: concern ? `${THERA_PERSONA_PROMPT}\n\n${CONCERN_GUIDANCE}` : THERA_PERSONA_PROMPT,
    messages: [
      ...history.map(({ role, content }): ModelMessage => ({ role, content })),
      { role: 'user', content: message } satisfies ModelMessage,
    ],
    maxRetries: 0,
  });

  /** What went wrong, as the handler reports it: timeout, or the endpoint's status, never its text. */
  const failure = (error: unknown, timeout: AbortSignal) => {
    if (timeout.aborted) return new ProviderError('timeout', `no reply within ${llm.timeoutMs} ms`);
    if (APICallError.isInstance(error)) {
      return new ProviderError('unavailable', `HTTP ${error.statusCode ?? 'error'} from the model endpoint`);
    }
    return new ProviderError('unavailable', error instanceof Error ? error.name : 'unknown error');
  };

  return {
    name: 'openai-compatible',
    async reply(conversation) {
      const timeout = AbortSignal.timeout(llm.timeoutMs);
      try {
        const result = await generateText({ ...prompt(conversation), abortSignal: timeout });
        return result.text.trim();
      } catch (error) {
        throw failure(error, timeout);
      }
    },
    async *stream(conversation, signal) {
      const timeout = AbortSignal.timeout(llm.timeoutMs);
      const result = streamText({
        ...prompt(conversation),
        abortSignal: AbortSignal.any([signal, timeout]),
        // The SDK's default prints the error, request body (the conversation) included, to the
        // console; failures are read from the stream below and logged without words.
        onError: () => undefined,
      });
      try {
        // fullStream, not textStream: textStream drops errors, and a failed model must be reported.
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta' && part.text !== '') yield part.text;
          else if (part.type === 'error') throw part.error;
          else if (part.type === 'abort') return;
        }
      } catch (error) {
        if (signal.aborted) return;
        throw failure(error, timeout);
      }
    },
  };
}
