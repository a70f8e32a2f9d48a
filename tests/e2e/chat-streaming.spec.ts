import { FAKE_LLM_REPLY } from './support/fake-llm';
import { openChatSignedIn, switchToText } from './support/chat';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { VAPI_E2E_BASE_URL } from './support/vapi-server';

/**
 * Thera's reply streamed into the text chat, against the server with every key set: its model is
 * the local fake (support/fake-llm.ts) writing one word every 40 ms, so the reply can be watched
 * as it grows, stopped, copied and cleared mid-way.
 */
test.use({ baseURL: VAPI_E2E_BASE_URL, permissions: ['clipboard-read', 'clipboard-write'] });

const firstWords = FAKE_LLM_REPLY.split(' ').slice(0, 3).join(' ');

test('the reply appears word by word and ends as the whole reply', async ({ page }) => {
  await openChatSignedIn(page);
  const input = await switchToText(page);
  await input.fill('How do I stop checking charts at night?');
  await input.press('Enter');

  const reply = page.getByTestId('chat-message-assistant');
  // Part of the reply is on screen while the rest is still being written.
  await expect(reply).toHaveAttribute('aria-busy', 'true');
  await expect(reply.getByTestId('chat-message-content')).toContainText(firstWords);
  expect(await reply.getByTestId('chat-message-content').textContent()).not.toBe(FAKE_LLM_REPLY);
  await expect(page.getByRole('button', { name: "Stop Thera's reply" })).toBeVisible();

  await expect(reply.getByTestId('chat-message-content')).toHaveText(FAKE_LLM_REPLY, { timeout: 15_000 });
  await expect(reply).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('button', { name: "Stop Thera's reply" })).toHaveCount(0);
});

test('stop ends the reply where it is; copy works mid-way; clear empties the chat', async ({ page }) => {
  await openChatSignedIn(page);
  const input = await switchToText(page);
  await input.fill('Tell me something calming');
  await input.press('Enter');

  const content = page.getByTestId('chat-message-assistant').getByTestId('chat-message-content');
  await expect(content).toContainText(firstWords);
  await page.getByRole('button', { name: "Copy Thera's message" }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(FAKE_LLM_REPLY.startsWith(copied.trim())).toBe(true);

  // Stop cancels the request itself (the server then stops the model), so nothing more can arrive.
  const stopped = streamCancelled(page);
  await page.getByRole('button', { name: "Stop Thera's reply" }).click();
  await stopped;
  await expect(page.getByRole('button', { name: "Stop Thera's reply" })).toHaveCount(0);
  await expect(page.getByTestId('chat-message-assistant')).not.toHaveAttribute('aria-busy');
  const kept = (await content.textContent()) ?? '';
  expect(kept.length).toBeLessThan(FAKE_LLM_REPLY.length);
  expect(FAKE_LLM_REPLY.startsWith(kept.trim())).toBe(true);

  // The next message works as usual, and clear mid-reply cancels it and empties the chat.
  await input.fill('One more thing');
  await input.press('Enter');
  await expect(page.getByTestId('chat-message-assistant')).toHaveCount(2);
  const cleared = streamCancelled(page);
  await page.getByRole('button', { name: 'Clear chat' }).click();
  await cleared;
  await expect(page.getByTestId('chat-message-assistant')).toHaveCount(0);
  await expect(page.getByTestId('chat-message-user')).toHaveCount(0);
});

function streamCancelled(page: Page) {
  return page.waitForEvent(
    'requestfailed',
    (request) => new URL(request.url()).pathname === '/functions/v1/chat-with-ai',
  );
}
