import { startFakeOpenAiServer } from '../../../server/test-support/fake-openai-server';
import { FAKE_LLM_PORT, FAKE_LLM_REPLY, FAKE_LLM_WORD_INTERVAL_MS } from './fake-llm';

/** Started by playwright.config.ts (webServer): the fake model, until Playwright stops it. */
const fake = await startFakeOpenAiServer(
  { kind: 'reply', text: FAKE_LLM_REPLY, tokenIntervalMs: FAKE_LLM_WORD_INTERVAL_MS },
  FAKE_LLM_PORT,
);
console.log(`fake language model at ${fake.baseUrl}`);
