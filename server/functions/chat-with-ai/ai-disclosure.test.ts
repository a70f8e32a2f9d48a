import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AI_DISCLOSURE_TEXT, DISCLOSURE_INTERVAL_MS } from '@common/ai-disclosure';
import { sendChatMessage, type SendOptions } from '@web/lib/chat-client';
import { databaseKindsUnderTest } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { signedUpClient } from '../../test-support/test-users';

/**
 * The AI disclosure rule held by the server (docs/ai-disclosure.md), seen through the app's
 * own chat client (web/lib/chat-client.ts, streaming) and through plain supabase-js (JSON).
 * Only the client's supabase-js singleton is replaced, by a real client signed in to this server.
 */
let signedIn: SupabaseClient;
vi.mock('@web/lib/supabase', () => ({ getSupabase: () => signedIn }));

const THREE_HOURS = DISCLOSURE_INTERVAL_MS;
const ORDINARY = 'Rough day on the charts, I keep second-guessing every entry';

/** The app's client, recording the order it hears the disclosure and the reply's words in. */
async function askAsTheApp(message: string, options: Pick<SendOptions, 'sinceDisclosureMs'> = {}) {
  const heard: string[] = [];
  const reply = await sendChatMessage(message, [], {
    ...options,
    onDisclosure: (text) => heard.push(`disclosure:${text}`),
    onDelta: () => {
      if (heard.at(-1) !== 'words') heard.push('words');
    },
  });
  return { reply: reply!, heard };
}

describe.each(databaseKindsUnderTest())('the AI disclosure in chat-with-ai (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off' });
    signedIn = (await signedUpClient(server)).client;
  });
  afterAll(() => server.close());

  it("opens a new conversation: the first reply says Thera is an AI, before any of the reply's words", async () => {
    const { reply, heard } = await askAsTheApp(ORDINARY);
    expect(reply.disclosure).toBe(AI_DISCLOSURE_TEXT);
    expect(heard).toEqual([`disclosure:${AI_DISCLOSURE_TEXT}`, 'words']);
    expect(AI_DISCLOSURE_TEXT).toMatch(/\bAI\b/);
    expect(AI_DISCLOSURE_TEXT).toContain('not a person');
    expect(AI_DISCLOSURE_TEXT).toContain('not a therapist');
  });

  it('is not repeated within three hours of the last one', async () => {
    const { reply, heard } = await askAsTheApp(ORDINARY, { sinceDisclosureMs: THREE_HOURS - 1 });
    expect(reply.disclosure).toBeUndefined();
    expect(heard).toEqual(['words']);
  });

  it('is said again once three hours of one conversation have passed', async () => {
    const { reply, heard } = await askAsTheApp(ORDINARY, { sinceDisclosureMs: THREE_HOURS });
    expect(reply.disclosure).toBe(AI_DISCLOSURE_TEXT);
    expect(heard[0]).toBe(`disclosure:${AI_DISCLOSURE_TEXT}`);
  });

  it('comes with a crisis reply too, inside the one whole reply', async () => {
    const { reply, heard } = await askAsTheApp('i want to kill myself tonight');
    expect(reply.safety.level).toMatch(/crisis|emergency/);
    expect(reply.disclosure).toBe(AI_DISCLOSURE_TEXT);
    expect(heard).toEqual([`disclosure:${AI_DISCLOSURE_TEXT}`]);
  });

  it('follows the same rule for callers that ask for JSON', async () => {
    const ask = async (body: Record<string, unknown>) => {
      const { data, error } = await signedIn.functions.invoke('chat-with-ai', {
        body: { message: 'hello', conversationHistory: [], ...body },
      });
      expect(error).toBeNull();
      return data as { disclosure?: string };
    };
    expect((await ask({})).disclosure).toBe(AI_DISCLOSURE_TEXT);
    expect((await ask({ sinceDisclosureMs: 60_000 })).disclosure).toBeUndefined();
    expect((await ask({ sinceDisclosureMs: THREE_HOURS + 60_000 })).disclosure).toBe(AI_DISCLOSURE_TEXT);
  });

  it.each([
    ['a negative time', -1, 'sinceDisclosureMs cannot be negative.'],
    ['a fraction of a millisecond', 1.5, 'sinceDisclosureMs must be a whole number of milliseconds.'],
    ['text', 'an hour ago', 'sinceDisclosureMs must be a number of milliseconds.'],
  ])('answers %s for sinceDisclosureMs with 400 and a human message', async (_name, sinceDisclosureMs, message) => {
    await expect(askAsTheApp('hello', { sinceDisclosureMs: sinceDisclosureMs as number })).rejects.toThrow(message);
  });
});
