import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { generate } from 'otplib';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { authRequest } from './auth-test-helpers';
import { signedUpClient, STRONG_PASSWORD } from '../test-support/test-users';

/** The code an authenticator app shows now, or `stepsAhead` 30 s steps later. */
const totpCode = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });

describe.each(databaseKindsUnderTest())('TOTP multi-factor authentication (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMITS: 'off' });
  });
  afterAll(() => server.close());

  it('enrols, challenges and verifies a factor, raising the session to aal2 and ending other aal1 sessions', async () => {
    const { client, email } = await signedUpClient(server);
    const otherDevice = server.client();
    await otherDevice.auth.signInWithPassword({ email, password: STRONG_PASSWORD });

    const enrol = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrol.error).toBeNull();
    const factor = enrol.data!;
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'Phone' });
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`);

    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all).toEqual([expect.objectContaining({ id: factor.id, status: 'unverified' })]);
    expect(listed.data?.totp).toEqual([]);

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    const now = Date.now() / 1000;
    expect(challenge.data!.expires_at).toBeGreaterThan(now + 290);
    expect(challenge.data!.expires_at).toBeLessThan(now + 310);

    const wrong = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: '000000',
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });

    const code = await totpCode(factor.totp.secret);
    const verified = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code });
    expect(verified.error).toBeNull();
    const claims = decodeJwt(verified.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method).sort()).toEqual(['password', 'totp']);
    expect(verified.data!.user.factors).toEqual([expect.objectContaining({ id: factor.id, status: 'verified' })]);

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const after = await client.auth.mfa.listFactors();
    expect(after.data?.totp).toEqual([expect.objectContaining({ id: factor.id, status: 'verified' })]);

    // The other device was still at aal1: it is signed out.
    const other = await otherDevice.auth.getUser();
    expect(other.error).not.toBeNull();
    // A refresh keeps aal2.
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');

    // The code was accepted once, and the challenge was single use.
    const second = await client.auth.mfa.challenge({ factorId: factor.id });
    const replay = await client.auth.mfa.verify({ factorId: factor.id, challengeId: second.data!.id, code });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    const reusedChallenge = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: await totpCode(factor.totp.secret, 1),
    });
    expect(reusedChallenge.error?.status).toBe(404);
  });

  it('asks a later aal1 sign-in for the second step before unenrolling or enrolling more', async () => {
    const { client, email } = await signedUpClient(server);
    const factor = (await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' })).data!;
    const firstChallenge = (await client.auth.mfa.challenge({ factorId: factor.id })).data!;
    await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: firstChallenge.id,
      code: await totpCode(factor.totp.secret),
    });

    const later = server.client();
    await later.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    const level = await later.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const unenrolEarly = await later.auth.mfa.unenroll({ factorId: factor.id });
    expect(unenrolEarly.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const enrolEarly = await later.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(enrolEarly.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const passwordEarly = await later.auth.updateUser({ password: 'another-calm-pass-3' });
    expect(passwordEarly.error).toMatchObject({ status: 401, code: 'insufficient_aal' });

    const challenge = (await later.auth.mfa.challenge({ factorId: factor.id })).data!;
    const verified = await later.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: await totpCode(factor.totp.secret, 1),
    });
    expect(verified.error).toBeNull();

    const unenrolled = await later.auth.mfa.unenroll({ factorId: factor.id });
    expect(unenrolled.error).toBeNull();
    expect(unenrolled.data).toMatchObject({ id: factor.id });
    const listed = await later.auth.mfa.listFactors();
    expect(listed.data?.all).toEqual([]);
    const refreshed = await later.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal1');
  });

  it('expires challenges after 300 seconds', async () => {
    const { client } = await signedUpClient(server);
    const factor = (await client.auth.mfa.enroll({ factorType: 'totp' })).data!;
    const challenge = (await client.auth.mfa.challenge({ factorId: factor.id })).data!;
    await server.ctx.db.query(
      `update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`,
      [challenge.id],
    );
    const late = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: await totpCode(factor.totp.secret),
    });
    expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
  });

  it('allows at most 10 factors and no two with one name', async () => {
    const { client } = await signedUpClient(server);
    for (let i = 0; i < 10; i++) {
      const { error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: `Device ${i}` });
      expect(error).toBeNull();
    }
    const eleventh = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Device 10' });
    expect(eleventh.error).toMatchObject({ status: 422, code: 'too_many_enrolled_mfa_factors' });

    const other = await signedUpClient(server);
    await other.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const duplicate = await other.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
  });

  it('refuses factors of other users and malformed verify bodies', async () => {
    const owner = await signedUpClient(server);
    const stranger = await signedUpClient(server);
    const factor = (await owner.client.auth.mfa.enroll({ factorType: 'totp' })).data!;
    const foreign = await stranger.client.auth.mfa.challenge({ factorId: factor.id });
    expect(foreign.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });

    const malformed = await authRequest(server, `/factors/${factor.id}/verify`, {
      method: 'POST',
      bearer: owner.session.access_token,
      body: JSON.stringify({ challenge_id: 'nope', code: 123456 }),
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'validation_failed' });
    const badType = await authRequest(server, '/factors', {
      method: 'POST',
      bearer: owner.session.access_token,
      body: JSON.stringify({ factor_type: 'sms' }),
    });
    expect(badType.status).toBe(400);
  });
});
