import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test-support/fake-openai-server';
import { createLlmModel, type LlmConfig } from './llm-model';
import { createOpenAiCompatibleProvider } from './openai-compatible-provider';
import { createLlmSecondOpinion } from './second-opinion';
import { answeredLocally, warmModelClients } from './warm-model-clients';

describe('warming the model clients at start', () => {
  let fake: FakeOpenAiServer;
  let llm: LlmConfig;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ kind: 'reply', text: 'A real reply.' });
    llm = { baseUrl: fake.baseUrl, model: 'llama3.2', apiKey: 'sk-test', timeoutMs: 5000, safetyTimeoutMs: 2500 };
  });
  afterAll(async () => {
    await fake.close();
  });

  it('sends nothing to the configured model', async () => {
    await warmModelClients(llm);
    expect(fake.requests).toHaveLength(0);
    expect(fake.classifications).toHaveLength(0);
  });

  it('runs the real second-opinion and streaming code to the end on answers made in the process', async () => {
    // What the warm-up relies on: the provider parses the local answers as it parses a model's, so
    // every one-time set-up on the way (fetch, the SDK, the response parsers) is really paid.
    const model = createLlmModel(llm, answeredLocally);
    expect(await createLlmSecondOpinion(model, 2500).assess({ history: [], message: 'hello' })).toEqual({
      level: 'none',
      categories: [],
    });
    const pieces: string[] = [];
    for await (const piece of createOpenAiCompatibleProvider(llm, model).stream(
      { history: [], message: 'hello' },
      new AbortController().signal,
    ))
      pieces.push(piece);
    expect(pieces.join('')).toBe('Hello.');
    expect(fake.requests).toHaveLength(0);
  });
});
