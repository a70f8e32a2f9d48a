import { createLlmModel, type LlmConfig } from './llm-model';
import { createOpenAiCompatibleProvider } from './openai-compatible-provider';
import { createLlmSecondOpinion } from './second-opinion';

const WARM_UP_MESSAGE = 'warm-up';
const OPINION = JSON.stringify({ level: 'none', categories: [] });

/** A chat-completions answer made here, in the shape the provider parses; nothing leaves the process. */
export const answeredLocally: typeof globalThis.fetch = async (_input, init) => {
  const streamed = typeof init?.body === 'string' && (JSON.parse(init.body) as { stream?: boolean }).stream === true;
  const base = { id: 'warm-up', created: 0, model: 'warm-up' };
  if (!streamed) {
    return Response.json({
      ...base,
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: OPINION }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  }
  const chunk = (choice: object) =>
    `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, ...choice }] })}\n\n`;
  const body = [
    chunk({ delta: { role: 'assistant', content: 'Hello.' }, finish_reason: null }),
    chunk({ delta: {}, finish_reason: 'stop' }),
    'data: [DONE]\n\n',
  ].join('');
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
};

/**
 * Pays the model clients' one-time set-up at start instead of in the first person's reply: Node's
 * fetch loading undici, the AI SDK's first structured-output and streamed calls, and the provider's
 * response parsers. The first reply after start waited about 260 ms more for it (bench/RESULTS.md,
 * "Streamed replies"). The same code runs as for a person, against answers made in this process,
 * so nothing is sent to the provider and no conversation exists. A failure here changes nothing.
 */
export async function warmModelClients(llm: LlmConfig): Promise<void> {
  try {
    await (await fetch('data:,')).arrayBuffer();
    const model = createLlmModel(llm, answeredLocally);
    await createLlmSecondOpinion(model, llm.safetyTimeoutMs).assess({ history: [], message: WARM_UP_MESSAGE });
    const provider = createOpenAiCompatibleProvider(llm, model);
    for await (const piece of provider.stream({ history: [], message: WARM_UP_MESSAGE }, new AbortController().signal))
      void piece;
  } catch {
    // Only set-up was at stake; the first reply pays it instead.
  }
}
