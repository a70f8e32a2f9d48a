import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKindsUnderTest } from '../../server/test-support/test-database';
import { startTestServer, type TestServer } from '../../server/test-support/test-server';

/**
 * Privacy: whatever a person types (password, chat messages, crisis words, voice-session text,
 * even the email they sign up with) must never appear in the server's log, at the most verbose
 * level, on success and on every failure path we can provoke. The server runs in this process,
 * so capturing stdout and stderr captures every log line it writes.
 */
describe.each(databaseKindsUnderTest())('nothing a user types reaches the server log on %s', (kind) => {
  let server: TestServer;
  const logged: string[] = [];
  const capture = (chunk: unknown) => {
    logged.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
    return true;
  };

  beforeAll(async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    // A model endpoint where nothing listens: the failure path logs too, and must stay clean.
    server = await startTestServer(kind, { LOG_LEVEL: 'debug', THERA_LLM_BASE_URL: 'http://127.0.0.1:9/v1' });
  });
  afterAll(async () => {
    await server.close();
    vi.restoreAllMocks();
  });

  it('keeps passwords, emails, chat messages and client error text out of every log line', async () => {
    const marker = randomUUID().slice(0, 8);
    const email = `private-${marker}@example.com`;
    const password = `Secret-${marker}-pass`;
    const typed = [
      `my seed phrase is tulip-${marker}`,
      `I lost everything on margin-${marker} and I want to end it all`,
      `feeling anxious about position-${marker}`,
    ];

    const client = server.client();
    const signUp = await client.auth.signUp({ email, password });
    expect(signUp.error).toBeNull();
    await client.auth.signOut({ scope: 'local' });
    const wrong = await client.auth.signInWithPassword({ email, password: `${password}-wrong` });
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const signIn = await client.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();

    // A crisis message (answered without the model) and ordinary ones (the model fails).
    for (const message of typed) {
      await client.functions.invoke('chat-with-ai', { body: { message, conversationHistory: [] } });
    }
    // Invalid payloads carry typed text too.
    await client.functions.invoke('chat-with-ai', {
      body: { message: typed[2], conversationHistory: [{ role: 'system', content: typed[0] }] },
    });
    await fetch(`${server.url}/client-errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'voice-call-error', message: `call failed`, transcript: typed[0] }),
    });

    const log = logged.join('');
    // The capture works: sign-ins are logged, by user id (SECURITY.md), not by email.
    expect(log).toContain(signIn.data.user!.id);
    for (const secret of [email, password, marker, ...typed]) expect(log).not.toContain(secret);
    const accessToken = signIn.data.session!.access_token;
    expect(log).not.toContain(accessToken);
    expect(log).not.toContain(signIn.data.session!.refresh_token);
  });
});
