import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { Database } from '../db/database';

/**
 * The ES256 key pair that signs access tokens and the anon key. It lives in auth.signing_keys,
 * created on first start, so every server process on one database signs and verifies alike.
 */
export interface SigningKeys {
  kid: string;
  /** Public JWKs of every key that may have signed a live token (current and standby). */
  publicJwks: JWK[];
  /** Signs with `claims.iss` when given (the origin the client used), else the default issuer. */
  sign(claims: JWTPayload, expiresInSeconds: number): Promise<string>;
  /**
   * Verifies signature, algorithm (ES256 only) and expiry; throws jose errors otherwise. The
   * issuer is not checked: only this server holds the key, and one server answers on several
   * origins (localhost and 127.0.0.1 alike), so a token stays valid whichever the client used.
   */
  verify<T extends JWTPayload = JWTPayload>(token: string): Promise<T>;
}

const ALGORITHM = 'ES256';

interface KeyRow {
  kid: string;
  status: 'current' | 'standby' | 'retired';
  private_jwk: JWK;
  public_jwk: JWK;
}

export async function loadSigningKeys(db: Database, defaultIssuer: string): Promise<SigningKeys> {
  let rows = await readKeys(db);
  if (!rows.some((row) => row.status === 'current')) {
    await createCurrentKey(db);
    rows = await readKeys(db);
  }
  const current = rows.find((row) => row.status === 'current');
  if (!current) throw new Error('No current signing key could be created');
  const privateKey = await importJWK(current.private_jwk, ALGORITHM);
  const verificationKeys = new Map(
    await Promise.all(
      rows
        .filter((row) => row.status !== 'retired')
        .map(async (row) => [row.kid, await importJWK(row.public_jwk, ALGORITHM)] as const),
    ),
  );

  return {
    kid: current.kid,
    publicJwks: rows.filter((row) => row.status !== 'retired').map((row) => row.public_jwk),
    sign: (claims, expiresInSeconds) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: ALGORITHM, kid: current.kid, typ: 'JWT' })
        .setIssuer(claims.iss ?? defaultIssuer)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
        .sign(privateKey),
    async verify<T extends JWTPayload>(token: string) {
      // The key is chosen by kid from our own table only; jku/x5u/jwk headers are never consulted.
      const { payload } = await jwtVerify<T>(
        token,
        async (header) => {
          const key = header.kid ? verificationKeys.get(header.kid) : undefined;
          if (!key) throw new Error('No matching signing key');
          return key;
        },
        { algorithms: [ALGORITHM] },
      );
      return payload;
    },
  };
}

async function readKeys(db: Database): Promise<KeyRow[]> {
  const result = await db.query<KeyRow>(
    `select kid, status, private_jwk, public_jwk from auth.signing_keys order by created_at`,
  );
  return result.rows;
}

async function createCurrentKey(db: Database) {
  const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALGORITHM, use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALGORITHM, use: 'sig', key_ops: ['verify'] };
  // Two processes starting together: the partial unique index lets only one key become current.
  await db.query(
    `insert into auth.signing_keys (kid, algorithm, status, private_jwk, public_jwk)
     values ($1, $2, 'current', $3, $4)
     on conflict do nothing`,
    [kid, ALGORITHM, JSON.stringify(privateJwk), JSON.stringify(publicJwk)],
  );
}
