import { expect, type Page, type Request, type Route } from '@playwright/test';
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

/** The complete reply in a chat-with-ai body: a streamed answer's one `reply` event, or JSON. */
function chatReplyFrom(contentType: string, body: string): ChatReply {
  if (!contentType.startsWith('text/event-stream')) return JSON.parse(body) as ChatReply;
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

export interface ChatAnswer {
  status: number;
  request: Request;
  reply: ChatReply;
}

/**
 * Catches the next chat-with-ai answer, whoever asks (text chat or the browser voice engine):
 * await it before the action, then await `answer`. The body is read here, in Node, and handed
 * on to the page whole: Chromium's DevTools does not reliably keep a streamed (event-stream)
 * body for `response.text()`. Only for specs about what the reply says; streaming itself is
 * watched in chat-streaming.spec.ts, which does not use this.
 */
export async function nextChatAnswer(page: Page): Promise<{ answer: Promise<ChatAnswer> }> {
  const pattern = '**/functions/v1/chat-with-ai';
  let settle!: { resolve: (answer: ChatAnswer) => void; reject: (error: unknown) => void };
  const answer = new Promise<ChatAnswer>((resolve, reject) => (settle = { resolve, reject }));
  const handler = async (route: Route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({ response, body });
      settle.resolve({
        status: response.status(),
        request: route.request(),
        reply: chatReplyFrom(response.headers()['content-type'] ?? '', body),
      });
    } catch (error) {
      settle.reject(error);
    }
  };
  // Once: the app asks chat-with-ai only by POST, and later messages stream to the page as usual.
  await page.route(pattern, handler, { times: 1 });
  return { answer };
}

/** Sends `message` in text chat and returns chat-with-ai's parsed answer. */
export async function sendText(page: Page, message: string): Promise<ChatReply> {
  const input = page.getByLabel('Message to Thera');
  const { answer } = await nextChatAnswer(page);
  await input.fill(message);
  await input.press('Enter');
  const { status, reply } = await answer;
  expect(status).toBe(200);
  return reply;
}

/** Starts a browser-engine voice chat on /chat (the page must be open) and returns the typing box. */
export async function startVoiceChat(page: Page) {
  await page.getByRole('button', { name: 'Start Voice Chat' }).click();
  await expect(page.getByRole('button', { name: 'End Conversation' })).toBeVisible();
  return page.getByRole('textbox', { name: 'Type to Thera' });
}

/** Types `message` to Thera in a voice session and returns chat-with-ai's parsed answer. */
export async function sayByTyping(page: Page, message: string): Promise<ChatReply> {
  const { answer } = await nextChatAnswer(page);
  await page.getByRole('textbox', { name: 'Type to Thera' }).fill(message);
  await page.getByRole('button', { name: 'Send to Thera' }).click();
  const { status, reply } = await answer;
  expect(status).toBe(200);
  return reply;
}
