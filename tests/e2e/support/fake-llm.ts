/**
 * The e2e suite's language model: a local OpenAI-compatible fake (the one outside service we
 * fake, at the network) that writes a long reply one word at a time, like a real model, so a
 * streamed reply and its stop button can be watched in the browser. playwright.config.ts starts
 * it and points the "every key set" server (vapi-server.ts) at it.
 */
export const FAKE_LLM_PORT = Number(process.env.E2E_PORT ?? 3100) + 2;

export const FAKE_LLM_SETTINGS = {
  THERA_LLM_BASE_URL: `http://127.0.0.1:${FAKE_LLM_PORT}/v1`,
  THERA_LLM_MODEL: 'e2e-fake-model',
  THERA_LLM_API_KEY: 'e2e-fake-llm-key',
} as const;

/** The model's reply to everything: long enough (about 3 s) to stop, copy and clear mid-way. */
export const FAKE_LLM_REPLY = Array.from(
  { length: 6 },
  (_, i) => `Sentence ${i + 1} of a slow and steady reply, written one calm word at a time.`,
).join(' ');

export const FAKE_LLM_WORD_INTERVAL_MS = 40;
