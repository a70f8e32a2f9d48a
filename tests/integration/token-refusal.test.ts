import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { SignJWT, base64url, decodeJwt, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { EXERCISES } from '@common/exercises';
import { finishExercise } from '../../server/test-support/exercise-runs';
import { databaseKindsUnderTest } from '../../server/test-support/test-database';
import { startTestServer, type TestServer } from '../../server/test-support/test-server';
import { clientWithToken } from '../../server/test-support/test-users';

/**
 * Every surface that acts for a user (/rest/v1, /functions/v1, /auth/v1/user) refuses a token
 * the server did not sign as it is: unsigned (alg none), signed with HS256 using our public key
 * as the secret, signed by a stranger's key (with our kid, or with its own key embedded in the
 * header), re-signed claims, a stripped signature, or expired. The server's real token is
 * the control: it works on all three, so the refusals are about the token and nothing else.
 * (Unit-level cases already covered elsewhere: expired and foreign-key tokens on /rest/v1,
 * a garbled signature and the anon key on /auth/v1/user.)
 */
const encodePart = (value: object) => base64url.encode(JSON.stringify(value));

interface TokenCase {
  name: string;
  make(real: string, server: TestServer, victim: string): Promise<string>;
}

const FORGERIES: TokenCase[] = [
  {
    name: 'alg none, no signature',
    make: async (real, server) =>
      `${encodePart({ alg: 'none', typ: 'JWT', kid: server.ctx.keys.kid })}.${real.split('.')[1]}.`,
  },
  {
    name: 'HS256 keyed with our public key (algorithm confusion)',
    make: async (real, server) =>
      new SignJWT(decodeJwt(real))
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: server.ctx.keys.kid })
        .sign(new TextEncoder().encode(JSON.stringify(server.ctx.keys.publicJwks[0]))),
  },
  {
    name: 'a stranger’s ES256 key under our kid, claiming service_role',
    make: async (real, server) => {
      const { privateKey } = await generateKeyPair('ES256');
      return new SignJWT({ ...decodeJwt(real), role: 'service_role' })
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: server.ctx.keys.kid })
        .sign(privateKey);
    },
  },
  {
    name: 'a stranger’s key embedded in the header (jwk injection)',
    make: async (real) => {
      const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
      return new SignJWT(decodeJwt(real))
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: randomUUID(), jwk: await exportJWK(publicKey) })
        .sign(privateKey);
    },
  },
  {
    name: 'our signature over claims changed to another user',
    make: async (real, _server, victim) => {
      const [header, , signature] = real.split('.');
      return `${header}.${encodePart({ ...decodeJwt(real), sub: victim })}.${signature}`;
    },
  },
  {
    name: 'our header and claims with the signature stripped',
    make: async (real) => `${real.split('.').slice(0, 2).join('.')}.`,
  },
  {
    name: 'expired, signed with our own key',
    make: async (real, server) => {
      const { exp: _exp, iat: _iat, iss: _iss, ...claims } = decodeJwt(real) as JWTPayload;
      return server.ctx.keys.sign(claims, -60);
    },
  },
];

describe.each(databaseKindsUnderTest())('token refusal on %s', (kind) => {
  let server: TestServer;
  let realToken: string;
  let victimId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const signUp = async () => {
      const client = server.client();
      const { data, error } = await client.auth.signUp({
        email: `token-${randomUUID().slice(0, 8)}@example.com`,
        password: 'calm-seas-42',
      });
      if (error || !data.session || !data.user) throw error ?? new Error('no session');
      return { client, id: data.user.id, token: data.session.access_token };
    };
    const holder = await signUp();
    const victim = await signUp();
    realToken = holder.token;
    victimId = victim.id;
    // The victim has private data a forged token would reveal.
    await finishExercise(server, victim, EXERCISES[0]!, { rating: 5, notes: 'victim note' });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** What each surface answers for `token`, through supabase-js as an app would call it. */
  async function callEverySurface(token: string) {
    const client = clientWithToken(server, token);
    const rest = await client.from('user_exercise_completions').select('*');
    const fn = await client.functions.invoke('chat-with-ai', {
      body: { message: 'hello Thera', conversationHistory: [] },
    });
    const fnStatus =
      fn.error instanceof FunctionsHttpError ? (fn.error.context as Response).status : fn.error ? -1 : 200;
    const fnBody =
      fn.error instanceof FunctionsHttpError
        ? ((await (fn.error.context as Response).json()) as { error: string })
        : fn.data;
    const user = await server.client().auth.getUser(token);
    return { rest, fn: { status: fnStatus, body: fnBody }, user };
  }

  it('the real token works on /rest/v1, /functions/v1 and /auth/v1/user (control)', async () => {
    const { rest, fn, user } = await callEverySurface(realToken);
    expect(rest.status).toBe(200);
    expect(rest.data).toEqual([]);
    expect(fn.status).toBe(200);
    expect(user.error).toBeNull();
    expect(user.data.user?.id).toBe(decodeJwt(realToken).sub);
  });

  it.each(FORGERIES)('refuses $name everywhere', async ({ name, make }) => {
    const token = await make(realToken, server, victimId);
    const { rest, fn, user } = await callEverySurface(token);

    expect(rest.status).toBe(401);
    expect(rest.data).toBeNull();
    expect(rest.error?.code).toBe(name.startsWith('expired') ? 'PGRST303' : 'PGRST301');

    expect(fn.status).toBe(401);
    expect(fn.body).toEqual({ error: 'Your session has expired. Please sign in again.' });

    expect(user.data.user).toBeNull();
    expect(user.error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('refuses an unsigned token as the apikey too', async () => {
    const unsigned = `${encodePart({ alg: 'none', typ: 'JWT' })}.${encodePart({ role: 'anon' })}.`;
    const response = await fetch(`${server.url}/rest/v1/mental_health_exercises?select=id`, {
      headers: { apikey: unsigned },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid API key' });
  });
});
