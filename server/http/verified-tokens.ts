import type { JWTPayload } from 'jose';
import type { SigningKeys } from '../auth/signing-keys';

/**
 * ES256 verification costs ~0.12 ms, and a REST call presents the same token up to twice
 * (apikey and Authorization) on every request. Remember tokens that verified, keyed by the
 * exact token string, until their own `exp`: a changed byte is a different key, and an expired
 * entry is verified again (so the caller still gets jose's JWTExpired). Signing keys are
 * loaded once per process, so a cached result cannot outlive the key that proved it.
 */
export interface TokenVerifier {
  verify(token: string): Promise<JWTPayload>;
  /** The token's claims if it verified before and has not expired; undefined means "ask verify()". */
  verifiedBefore(token: string): JWTPayload | undefined;
}

export function createTokenVerifier(keys: SigningKeys, maxEntries = 10_000): TokenVerifier {
  const cache = new Map<string, JWTPayload>();
  return {
    verifiedBefore(token) {
      const cached = cache.get(token);
      return cached && typeof cached.exp === 'number' && cached.exp * 1000 > Date.now() ? cached : undefined;
    },
    async verify(token) {
      const cached = cache.get(token);
      cache.delete(token);
      if (cached && typeof cached.exp === 'number' && cached.exp * 1000 > Date.now()) {
        // Re-inserted, it moves to the young end of the Map's order: eviction is least recently used.
        cache.set(token, cached);
        return cached;
      }
      const payload = await keys.verify(token);
      if (typeof payload.exp === 'number') {
        // Evicting the least recently used keeps memory bounded under a flood of distinct valid tokens.
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
        cache.set(token, Object.freeze(payload));
      }
      return payload;
    },
  };
}
