import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errors as joseErrors } from 'jose';
import { loadSigningKeys, type SigningKeys } from '../auth/signing-keys';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test-support/test-database';
import { createTokenVerifier } from './verified-tokens';

describe('the verified-token cache', () => {
  let db: Database;
  let keys: SigningKeys;
  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    keys = await loadSigningKeys(db, 'http://localhost/auth/v1');
  });
  afterAll(() => db.close());
  afterEach(() => vi.useRealTimers());

  it('returns the claims of a valid token, again and again', async () => {
    const verifier = createTokenVerifier(keys);
    const token = await keys.sign({ sub: 'u1', role: 'authenticated' }, 600);
    expect(await verifier.verify(token)).toMatchObject({ sub: 'u1', role: 'authenticated' });
    expect(await verifier.verify(token)).toMatchObject({ sub: 'u1', role: 'authenticated' });
  });

  it('never accepts a token that differs by one character from a cached one', async () => {
    const verifier = createTokenVerifier(keys);
    const token = await keys.sign({ sub: 'u1', role: 'authenticated' }, 600);
    await verifier.verify(token);
    const tampered = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
    await expect(verifier.verify(tampered)).rejects.toThrow();
  });

  it('rejects a cached token once it has expired, as jose would', async () => {
    const verifier = createTokenVerifier(keys);
    const token = await keys.sign({ sub: 'u1', role: 'authenticated' }, 60);
    await verifier.verify(token);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3600_000);
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(joseErrors.JWTExpired);
  });

  it('stays bounded under many distinct tokens', async () => {
    const verifier = createTokenVerifier(keys, 3);
    const tokens = await Promise.all(Array.from({ length: 5 }, (_, i) => keys.sign({ sub: `u${i}` }, 600)));
    for (const token of tokens) await verifier.verify(token);
    // Evicted entries are simply verified again.
    expect(await verifier.verify(tokens[0] as string)).toMatchObject({ sub: 'u0' });
  });

  it('evicts the least recently used token, so tokens in use keep their cached verification', async () => {
    const verifier = createTokenVerifier(keys, 2);
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((sub) => keys.sign({ sub }, 600)));
    const verifications = vi.spyOn(keys, 'verify');
    await verifier.verify(a!);
    await verifier.verify(b!);
    await verifier.verify(a!); // a is now the most recently used
    await verifier.verify(c!); // the cache is full: b goes, not a
    expect(verifications).toHaveBeenCalledTimes(3);
    await verifier.verify(a!);
    expect(verifications).toHaveBeenCalledTimes(3);
    await verifier.verify(b!);
    expect(verifications).toHaveBeenCalledTimes(4);
    verifications.mockRestore();
  });
});
