import { expect, type Page, type Response } from '@playwright/test';
import { createParser } from 'eventsource-parser';
import type { ChatReply } from '../../../common/chat';
import { signUp } from './auth';

/** /chat helpers shared by the chat and crisis specs: sign up, open /chat, pick a mode, send. */

/** Signs up (which signs in) and opens /chat, which starts in voice mode. */
export async function openChatSignedIn(page: Page) {
  await page.goto('/');
  await signUp(page);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Talk with Thera' })).toBeVisible();
}

/** Switches /chat to text and returns the message box. */
export async function switchToText(page: Page) {
  await page.getByRole('tab', { name: 'Text Chat' }).click();
  await expect(page.getByTestId('text-chat-panel')).toBeVisible();
  return page.getByLabel('Message to Thera');
}

/**
 * The complete reply in a chat-with-ai answer: the one `reply` event of a streamed answer (the
 * app asks for a stream), or the JSON body of an unstreamed one.
 */
export async function chatReplyOf(response: Response): Promise<ChatReply> {
  const body = await response.text();
  if (!(response.headers()['content-type'] ?? '').startsWith('text/event-stream')) return JSON.parse(body) as ChatReply;
  let reply: ChatReply | undefined;
  const parser = createParser({
    onEvent: (event) => {
      if (event.event === 'reply') reply = JSON.parse(event.data) as ChatReply;
    },
  });
  parser.feed(body);
  if (!reply) throw new Error(`no reply event in the stream: ${body.slice(0, 200)}`);
  return reply;
}

/** The next chat-with-ai answer, whoever asked (text chat or the browser voice engine). */
export function nextChatReply(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/functions/v1/chat-with-ai',
  );
}

/** Sends `message` in text chat and returns chat-with-ai's parsed answer. */
export async function sendText(page: Page, message: string): Promise<ChatReply> {
  const input = page.getByLabel('Message to Thera');
  const replied = nextChatReply(page);
  await input.fill(message);
  await input.press('Enter');
  const response = await replied;
  expect(response.status()).toBe(200);
  return chatReplyOf(response);
}

/** Starts a browser-engine voice chat on /chat (the page must be open) and returns the typing box. */
export async function startVoiceChat(page: Page) {
  await page.getByRole('button', { name: 'Start Voice Chat' }).click();
  await expect(page.getByRole('button', { name: 'End Conversation' })).toBeVisible();
  return page.getByRole('textbox', { name: 'Type to Thera' });
}

/** Types `message` to Thera in a voice session and returns chat-with-ai's parsed answer. */
export async function sayByTyping(page: Page, message: string): Promise<ChatReply> {
  const replied = nextChatReply(page);
  await page.getByRole('textbox', { name: 'Type to Thera' }).fill(message);
  await page.getByRole('button', { name: 'Send to Thera' }).click();
  const response = await replied;
  expect(response.status()).toBe(200);
  return chatReplyOf(response);
}
