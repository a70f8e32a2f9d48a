import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, streamText } from 'ai';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server';

/** The fake must speak the protocol as real servers do, or the contract tests prove nothing. */
describe('the fake OpenAI-compatible server, driven by the AI SDK', () => {
  let fake: FakeOpenAiServer;
  const model = () =>
    createOpenAICompatible({ name: 'fake', baseURL: fake.baseUrl, apiKey: 'sk-fake' }).chatModel('fake-model');
  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ kind: 'reply', text: 'Breathe in slowly, then out.' });
  });
  afterAll(() => fake.close());

  it('answers a plain chat completion and records the request', async () => {
    fake.requests.length = 0;
    const result = await generateText({ model: model(), prompt: 'hello', maxRetries: 0 });
    expect(result.text).toBe('Breathe in slowly, then out.');
    expect(fake.requests[0]!.body).toMatchObject({
      model: 'fake-model',
      messages: [{ role: 'user', content: 'hello' }],
    });
    expect(fake.requests[0]!.body.stream).toBeFalsy();
  });

  it('streams the same reply as server-sent events when asked to', async () => {
    fake.requests.length = 0;
    const result = streamText({ model: model(), prompt: 'hello', maxRetries: 0 });
    const pieces: string[] = [];
    for await (const piece of result.textStream) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('Breathe in slowly, then out.');
    expect(fake.requests[0]!.body.stream).toBe(true);
  });

  it('fails with the configured status', async () => {
    fake.setBehaviour({ kind: 'status', status: 503 });
    await expect(generateText({ model: model(), prompt: 'hello', maxRetries: 0 })).rejects.toMatchObject({
      statusCode: 503,
    });
    fake.setBehaviour({ kind: 'reply', text: 'Breathe in slowly, then out.' });
  });
});
