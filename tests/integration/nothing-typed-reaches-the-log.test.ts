import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKindsUnderTest } from '../../server/test-support/test-database';
import { startTestServer, type TestServer } from '../../server/test-support/test-server';
import { createCapturingMailer } from '../../server/mail/capturing-mailer';
import { adoptLinkSession, followMailedLink, linkIn } from '../../server/test-support/mail-links';

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
    // The capture works: sign-ins are logged, by user id (docs/product-behaviour.md), not by email.
    expect(log).toContain(signIn.data.user!.id);
    for (const secret of [email, password, marker, ...typed]) expect(log).not.toContain(secret);
    const accessToken = signIn.data.session!.access_token;
    expect(log).not.toContain(accessToken);
    expect(log).not.toContain(signIn.data.session!.refresh_token);
  });

  it('keeps addresses, new passwords, mailed tokens and links out of the log in recovery, email change, export and delete', async () => {
    // Mails are captured, not logged: only the documented SMTP_URL=log: mailer may log a link.
    const mail = createCapturingMailer();
    server.ctx.mailer = mail;
    const marker = randomUUID().slice(0, 8);
    const email = `account-${marker}@example.com`;
    const newEmail = `moved-${marker}@example.com`;
    const unknown = `nobody-${marker}@example.com`;
    const password = `Account-${marker}-pass`;
    const newPassword = `Recovered-${marker}-pass`;

    const client = server.client();
    expect((await client.auth.signUp({ email, password })).error).toBeNull();
    await server.client().auth.resetPasswordForEmail(email);
    await server.client().auth.resetPasswordForEmail(unknown);
    await server.client().auth.resetPasswordForEmail(unknown);
    const recoveryLink = linkIn(mail.lastTo(email)!.text);
    const recovered = server.client();
    const recoverySession = await adoptLinkSession(recovered, (await followMailedLink(recoveryLink)).fragment);
    expect((await recovered.auth.updateUser({ password: newPassword })).error).toBeNull();
    await followMailedLink(recoveryLink);
    await recovered.auth.updateUser({ password: `${newPassword}-x`, current_password: 'wrong-current-password' });

    expect((await recovered.auth.updateUser({ email: newEmail })).error).toBeNull();
    const links = [linkIn(mail.lastTo(email)!.text), linkIn(mail.lastTo(newEmail)!.text)];
    await followMailedLink(links[0]!);
    const moved = await adoptLinkSession(server.client(), (await followMailedLink(links[1]!)).fragment);
    await server.client().auth.resend({ type: 'signup', email: unknown });

    await recovered.functions.invoke('export-my-data');
    await recovered.functions.invoke('delete-account', { body: { confirm: 'nope' } });
    const deleted = await recovered.functions.invoke('delete-account', { body: { confirm: 'DELETE' } });
    expect(deleted.error).toBeNull();

    const log = logged.join('');
    expect(log).toContain(recoverySession.user.id);
    for (const secret of [email, newEmail, unknown, password, newPassword, marker]) expect(log).not.toContain(secret);
    for (const link of [recoveryLink, ...links]) {
      expect(log).not.toContain(new URL(link).searchParams.get('token')!);
    }
    for (const token of [
      recoverySession.access_token,
      recoverySession.refresh_token,
      moved.access_token,
      moved.refresh_token,
    ]) {
      expect(log).not.toContain(token);
    }
    expect(log).not.toMatch(/token=|\/auth\/v1\/verify/);
  });
});
