/**
 * How soon Thera's words reach the screen and the voice (issue: streamed replies).
 * A local fake model writes a reply one word every 30 ms; the production server (compiled, as
 * `npm start` runs it) streams it to Chromium. Measured against the model's own clock, which
 * shares the machine's wall clock with the page:
 *   - text: from the model writing its first word to that word being on screen (the bubble's
 *     first text, seen by a MutationObserver), streamed and, for "before", with the request's
 *     Accept header rewritten to JSON (the whole reply at once, as before streaming);
 *   - voice: from the model writing the word that ends the first sentence to the browser engine
 *     calling speechSynthesis.speak() with that sentence.
 * Targets: text p99 <= 50 ms; voice p99 <= 50 ms.
 * Run: npx vite build && npx tsx bench/stream-latency.ts [rounds=30]
 * (BENCH_TRACE=1 also prints each streamed round's latency in order: the first round after the
 * server starts pays the model clients' first-use set-up, bench/RESULTS.md "Streamed replies").
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import { startFakeOpenAiServer } from '../server/test-support/fake-openai-server';
import { startServerProcess } from './server-process';

const rounds = Number(process.argv[2] ?? 30);
const WORD_MS = 30;
const REPLY = 'Thank you for telling me. '.concat(Array.from({ length: 30 }, (_, i) => `word${i}`).join(' '), '.');

const fake = await startFakeOpenAiServer({ kind: 'reply', text: REPLY, tokenIntervalMs: WORD_MS });
const server = await startServerProcess(3930, {
  THERA_LLM_BASE_URL: fake.baseUrl,
  THERA_LLM_TIMEOUT_MS: '30000',
});
const epochOf = (performanceNow: number) => performance.timeOrigin + performanceNow;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};
/** The tail is the question, so the slowest few are printed beside the quantiles. */
const summary = (values: number[]) =>
  `p50 ${quantile(values, 0.5).toFixed(1)} ms, p99 ${quantile(values, 0.99).toFixed(1)} ms (n=${values.length}; slowest ${[
    ...values,
  ]
    .sort((a, b) => b - a)
    .slice(0, 4)
    .map((value) => value.toFixed(0))
    .join(', ')} ms)`;

async function signUp(page: Page) {
  await page.goto(`${server.url}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByLabel('Email').fill(`bench-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`);
  await dialog.getByLabel('Password').fill('calm-seas-42');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Account created!').waitFor();
}

/** Epoch ms at which the newest assistant bubble first showed text (one observer per page). */
const WATCH_FIRST_TEXT = () => {
  const seen = new WeakSet<Element>();
  const firstText: number[] = [];
  (window as unknown as { __firstText: number[] }).__firstText = firstText;
  new MutationObserver(() => {
    for (const bubble of document.querySelectorAll(
      '[data-testid="chat-message-assistant"] [data-testid="chat-message-content"]',
    )) {
      if (!seen.has(bubble) && (bubble.textContent ?? '').trim() !== '') {
        seen.add(bubble);
        firstText.push(performance.timeOrigin + performance.now());
      }
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

async function textLatencies(streamed: boolean): Promise<number[]> {
  // Unstreamed, the fake answers when it would have written the last word.
  fake.setBehaviour({
    kind: 'reply',
    text: REPLY,
    tokenIntervalMs: WORD_MS,
    delayMs: streamed ? 0 : REPLY.split(' ').length * WORD_MS,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  if (!streamed) {
    // "Before": the same app, the server asked for JSON as it was before replies streamed.
    await page.route('**/functions/v1/chat-with-ai', (route) =>
      route.continue({ headers: { ...route.request().headers(), accept: 'application/json' } }),
    );
  }
  await page.addInitScript(WATCH_FIRST_TEXT);
  await signUp(page);
  await page.goto(`${server.url}/chat`);
  await page.getByRole('tab', { name: 'Text Chat' }).click();
  const input = page.getByLabel('Message to Thera');
  const latencies: number[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round > 0 && round % 10 === 0) await page.getByRole('button', { name: 'Clear chat' }).click();
    const requestsBefore = fake.requests.length;
    await input.fill(`How do I stay calm after a loss? (${round})`);
    await input.press('Enter');
    await page.waitForFunction(
      (n) => (window as unknown as { __firstText: number[] }).__firstText.length >= n,
      round + 1,
    );
    await page.getByRole('button', { name: "Stop Thera's reply" }).waitFor({ state: 'detached', timeout: 30_000 });
    const shown = await page.evaluate(() => (window as unknown as { __firstText: number[] }).__firstText.at(-1)!);
    const request = fake.requests[requestsBefore]!;
    const writes = fake.streamWrites.find((_, i, all) => i === all.length - 1 && streamed);
    // Streamed: the model's first word as written. Whole: when a streaming model would have
    // written it (one word's time after the request), since the reply waits for the last word.
    const firstWord = streamed ? epochOf(writes![0]!) : epochOf(request.receivedAt + WORD_MS);
    latencies.push(shown - firstWord);
  }
  await browser.close();
  return latencies;
}

async function voiceLatencies(): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.addInitScript(() => {
    const spoken: { text: string; at: number }[] = [];
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    const speak = speechSynthesis.speak.bind(speechSynthesis);
    speechSynthesis.speak = (utterance) => {
      spoken.push({ text: utterance.text, at: performance.timeOrigin + performance.now() });
      speak(utterance);
    };
  });
  await signUp(page);
  await page.goto(`${server.url}/chat`);
  await page.getByRole('button', { name: 'Start Voice Chat' }).click();
  const box = page.getByRole('textbox', { name: 'Type to Thera' });
  await box.waitFor();
  const firstSentence = 'Thank you for telling me.';
  const latencies: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const streamsBefore = fake.streamWrites.length;
    const spokenBefore = await page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken.length);
    await box.fill(`I keep replaying the trade (${round})`);
    await page.getByRole('button', { name: 'Send to Thera' }).click();
    await page.waitForFunction(
      ([from, sentence]) =>
        (window as unknown as { __spoken: { text: string }[] }).__spoken
          .slice(from as number)
          .some((s) => s.text === sentence),
      [spokenBefore, firstSentence] as const,
      { timeout: 30_000 },
    );
    const spokeAt = await page.evaluate(
      ([from, sentence]) =>
        (window as unknown as { __spoken: { text: string; at: number }[] }).__spoken
          .slice(from as number)
          .find((s) => s.text === sentence)!.at,
      [spokenBefore, firstSentence] as const,
    );
    // The first sentence is five words: it ends with the fifth word the model writes.
    const sentenceEnd = epochOf(fake.streamWrites[streamsBefore]![4]!);
    latencies.push(spokeAt - sentenceEnd);
    // Let the model finish this reply so rounds do not overlap.
    const words = REPLY.split(' ').length;
    while (fake.streamWrites[streamsBefore]!.length < words) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await browser.close();
  return latencies;
}

try {
  const streamed = await textLatencies(true);
  if (process.env.BENCH_TRACE)
    console.log(`streamed rounds in order, ms: ${streamed.map((value) => value.toFixed(0)).join(' ')}`);
  console.log(`text, streamed: first word on screen after the model wrote it: ${summary(streamed)}`);
  const whole = await textLatencies(false);
  console.log(`text, whole reply (before): first word on screen after the model wrote it: ${summary(whole)}`);
  const voice = await voiceLatencies();
  console.log(`voice, streamed: first sentence spoken after the model ended it: ${summary(voice)}`);
} finally {
  await server.stop();
  await fake.close();
}
