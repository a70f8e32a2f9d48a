import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { ChatReply, ChatStreamEvent } from '@common/chat';
import { databaseKindsUnderTest } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { signedUpClient } from '../../test-support/test-users';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../test-support/fake-openai-server';

interface ReceivedEvent {
  event: ChatStreamEvent['event'];
  data: unknown;
  at: number;
}

/**
 * Asks chat-with-ai for a streamed reply, as the web app does (Accept: text/event-stream), and
 * collects the events with the time each arrived. `onEvent` may abort the request mid-stream.
 */
async function streamChat(
  server: TestServer,
  token: string,
  message: string,
  options: { signal?: AbortSignal; onEvent?: (event: ReceivedEvent) => void } = {},
) {
  const response = await fetch(`${server.url}/functions/v1/chat-with-ai`, {
    method: 'POST',
    headers: {
      apikey: server.ctx.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
    },
    body: JSON.stringify({ message, conversationHistory: [] }),
    signal: options.signal,
  });
  const events: ReceivedEvent[] = [];
  if (!response.ok || !response.body)
    return { status: response.status, contentType: response.headers.get('content-type'), events };
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const received = {
        event: value.event as ReceivedEvent['event'],
        data: JSON.parse(value.data) as unknown,
        at: performance.now(),
      };
      events.push(received);
      options.onEvent?.(received);
    }
  } catch (error) {
    if (!options.signal?.aborted) throw error;
  }
  return { status: response.status, contentType: response.headers.get('content-type'), events };
}

const deltasOf = (events: ReceivedEvent[]) =>
  events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);

describe.each(databaseKindsUnderTest())('chat-with-ai streaming (%s)', (kind) => {
  describe('with the offline companion', () => {
    let server: TestServer;
    let token: string;
    beforeAll(async () => {
      server = await startTestServer(kind, { RATE_LIMITS: 'off' });
      token = (await signedUpClient(server)).session.access_token;
    });
    afterAll(() => server.close());

    it('sends the reply as deltas, then one reply event whose text is every delta joined', async () => {
      const { status, contentType, events } = await streamChat(
        server,
        token,
        'Rough day on the charts, I keep second-guessing every entry',
      );
      expect(status).toBe(200);
      expect(contentType).toMatch(/^text\/event-stream/);
      const deltas = deltasOf(events);
      expect(deltas.length).toBeGreaterThan(1);
      expect(events.at(-1)?.event).toBe('reply');
      expect(events.filter((e) => e.event === 'reply')).toHaveLength(1);
      const reply = events.at(-1)!.data as ChatReply;
      expect(reply.response).toBe(deltas.join(''));
      expect(reply.safety).toEqual({ level: 'none', categories: [] });
    });

    it('never streams a crisis reply: it is the one and only event, whole, with the help to render', async () => {
      const { events } = await streamChat(server, token, 'i want to kill myself tonight');
      expect(events.map((e) => e.event)).toEqual(['reply']);
      const reply = events[0]!.data as ChatReply;
      expect(reply.safety.level).toMatch(/crisis|emergency/);
      expect(reply.safety.help?.resources.length).toBeGreaterThan(0);
      expect(reply.response).toContain('988');
    });

    it('keeps answering plain JSON to callers that do not ask for a stream', async () => {
      const user = await signedUpClient(server);
      const { data, error } = await user.client.functions.invoke('chat-with-ai', {
        body: { message: 'hello', conversationHistory: [] },
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({ response: expect.any(String), safety: { level: 'none' } });
    });
  });

  describe('with an OpenAI-compatible model', () => {
    let fake: FakeOpenAiServer;
    let server: TestServer;
    let token: string;
    const words = Array.from({ length: 12 }, (_, i) => `word${i}`).join(' ');
    beforeAll(async () => {
      fake = await startFakeOpenAiServer();
      server = await startTestServer(kind, {
        RATE_LIMITS: 'off',
        THERA_LLM_BASE_URL: fake.baseUrl,
        THERA_LLM_TIMEOUT_MS: '5000',
        THERA_LLM_SAFETY_TIMEOUT_MS: '2000',
      });
      token = (await signedUpClient(server)).session.access_token;
    });
    afterAll(async () => {
      await server.close();
      await fake.close();
    });
    beforeEach(() => {
      fake.setOpinion({ kind: 'opinion', level: 'none', categories: [] });
    });

    it("passes the model's words on as it writes them, in order, before it has finished", async () => {
      fake.setBehaviour({ kind: 'reply', text: words, tokenIntervalMs: 25 });
      const { events } = await streamChat(server, token, 'How do I stop checking charts at night?');
      const deltas = deltasOf(events);
      expect(deltas.join('')).toBe(words);
      expect((events.at(-1)!.data as ChatReply).response).toBe(words);
      // The first word reached us before the model wrote its last one: streamed, not buffered.
      const writes = fake.streamWrites.at(-1)!;
      expect(events[0]!.at).toBeLessThan(writes.at(-1)!);
      expect(fake.requests.at(-1)?.body.stream).toBe(true);
    });

    it("holds the model's words until the second opinion has spoken, and sends only the crisis reply if it reads one", async () => {
      // The model would still be writing long after the opinion (150 ms) has spoken.
      fake.setBehaviour({
        kind: 'reply',
        text: Array.from({ length: 200 }, (_, i) => `w${i}`).join(' '),
        tokenIntervalMs: 10,
      });
      fake.setOpinion({ kind: 'opinion', level: 'crisis', categories: ['active-ideation'], delayMs: 150 });
      const aborted = fake.abortedStreams;
      const { events } = await streamChat(
        server,
        token,
        'everything feels pointless lately, like nothing I do matters',
      );
      expect(events.map((e) => e.event)).toEqual(['reply']);
      expect((events[0]!.data as ChatReply).safety.level).toBe('crisis');
      await vi.waitFor(() => expect(fake.abortedStreams).toBe(aborted + 1));
    });

    it('stops the model request when the person stops the reply', async () => {
      fake.setBehaviour({
        kind: 'reply',
        text: Array.from({ length: 200 }, (_, i) => `w${i}`).join(' '),
        tokenIntervalMs: 20,
      });
      const aborted = fake.abortedStreams;
      const controller = new AbortController();
      const { events } = await streamChat(server, token, 'tell me a long calming story', {
        signal: controller.signal,
        onEvent: (event) => {
          if (event.event === 'delta') controller.abort();
        },
      });
      expect(events.filter((e) => e.event === 'reply')).toHaveLength(0);
      await vi.waitFor(() => expect(fake.abortedStreams).toBe(aborted + 1));
    });

    it('ends with an error event a person can read when the model fails', async () => {
      fake.setBehaviour({ kind: 'status', status: 500 });
      const { status, events } = await streamChat(server, token, 'hello there');
      expect(status).toBe(200);
      expect(events.map((e) => e.event)).toEqual(['error']);
      expect(events[0]!.data).toEqual({
        error: 'Thera could not reach her language model. Please try again in a moment.',
      });
    });
  });
});
