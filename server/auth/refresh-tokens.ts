import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { AuthError } from './auth-errors';

/** Refresh tokens are opaque; only their SHA-256 digests are stored. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** GoTrue's reuse interval: a used token presented again this soon gets the same child back. */
const REUSE_INTERVAL_SECONDS = 10;

const secrets = new WeakMap<Database, Promise<string>>();

/**
 * The key that derives a child refresh token from its parent. Deriving (instead of storing the
 * child) lets a client whose refresh response was lost get the same child again, while the
 * table holds digests only.
 */
export function refreshTokenSecret(db: Database): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db.query(
        `insert into auth.server_secrets (name, value) values ('refresh_token_derivation', $1) on conflict do nothing`,
        [randomBytes(32).toString('base64url')],
      );
      const result = await db.query<{ value: string }>(
        `select value from auth.server_secrets where name = 'refresh_token_derivation'`,
      );
      const value = result.rows[0]?.value;
      if (!value) throw new Error('refresh token secret missing');
      return value;
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const childTokenFor = (secret: string, parent: string) =>
  createHmac('sha256', secret).update(parent).digest('base64url');

/** Stores a new root refresh token for a session and returns it. */
export async function issueRootRefreshToken(tx: Queryable, userId: string, sessionId: string): Promise<string> {
  const token = newOpaqueToken();
  await tx.query(`insert into auth.refresh_tokens (token_hash, user_id, session_id) values ($1, $2, $3)`, [
    tokenDigest(token),
    userId,
    sessionId,
  ]);
  return token;
}

export interface RotatedToken {
  userId: string;
  sessionId: string;
  refreshToken: string;
}

type RotationOutcome = { kind: 'rotated'; token: RotatedToken } | { kind: 'reused' };

interface PresentedRow {
  id: number;
  user_id: string;
  session_id: string;
  revoked: boolean;
  within_reuse_interval: boolean;
  session_ended: boolean;
}

/**
 * Single use, rotated on every refresh. A used token presented again within the reuse interval
 * gets the same child (a lost response); later, it revokes the session's whole token family.
 */
export async function rotateRefreshToken(db: Database, presented: string): Promise<RotatedToken> {
  const secret = await refreshTokenSecret(db);
  const presentedHash = tokenDigest(presented);
  const child = childTokenFor(secret, presented);
  const childHash = tokenDigest(child);

  const outcome = await db.transaction<RotationOutcome>(async (tx) => {
    const found = await tx.query<PresentedRow>(
      `select rt.id, rt.user_id, rt.session_id, rt.revoked,
              rt.updated_at > now() - make_interval(secs => $2) as within_reuse_interval,
              (s.not_after is not null and s.not_after <= now()) as session_ended
         from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
        where rt.token_hash = $1
        for update of rt`,
      [presentedHash, REUSE_INTERVAL_SECONDS],
    );
    const row = found.rows[0];
    if (!row) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (row.session_ended)
      throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    const token = { userId: row.user_id, sessionId: row.session_id, refreshToken: child };

    if (!row.revoked) {
      await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [row.id]);
      await tx.query(
        `insert into auth.refresh_tokens (token_hash, user_id, session_id, parent_hash) values ($1, $2, $3, $4)`,
        [childHash, row.user_id, row.session_id, presentedHash],
      );
      await tx.query(`update auth.sessions set updated_at = now() where id = $1`, [row.session_id]);
      return { kind: 'rotated', token };
    }

    if (row.within_reuse_interval) {
      const activeChild = await tx.query(
        `select 1 from auth.refresh_tokens where token_hash = $1 and revoked = false`,
        [childHash],
      );
      if (activeChild.rows.length > 0) return { kind: 'rotated', token };
    }
    // Reuse after the interval: someone else may hold this family. End the session for everyone.
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`, [
      row.session_id,
    ]);
    await tx.query(`update auth.sessions set not_after = now(), updated_at = now() where id = $1`, [row.session_id]);
    return { kind: 'reused' };
  });

  if (outcome.kind === 'reused') {
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  return outcome.token;
}
