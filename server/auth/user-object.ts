import type { Queryable } from '../db/database';

/** The columns of auth.users the server reads (encrypted_password only where needed). */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at: Date | string | null;
  confirmation_sent_at: Date | string | null;
  recovery_sent_at: Date | string | null;
  /** The address a pending email change moves to (GoTrue's new_email). */
  email_change: string | null;
  email_change_sent_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: Record<string, unknown>;
  last_sign_in_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'phone';
  status: 'verified' | 'unverified';
  created_at: Date | string;
  updated_at: Date | string;
  last_challenged_at: Date | string | null;
}

export const USER_COLUMNS = `id, aud, role, email, email_confirmed_at, confirmation_sent_at, recovery_sent_at,
  email_change, email_change_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at`;

export function isoOrUndefined(value: Date | string | null | undefined): string | undefined {
  return value == null ? undefined : new Date(value).toISOString();
}

export interface LoadedUser {
  row: UserRow;
  identities: IdentityRow[];
  factors: FactorRow[];
}

export async function loadUser(db: Queryable, userId: string): Promise<LoadedUser | undefined> {
  const users = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [userId]);
  const row = users.rows[0];
  if (!row) return undefined;
  const identities = await db.query<IdentityRow>(
    `select id, user_id, provider, provider_id, identity_data, last_sign_in_at, created_at, updated_at
       from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  const factors = await db.query<FactorRow>(
    `select id, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at
       from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return { row, identities: identities.rows, factors: factors.rows };
}

/** GoTrue's User object; `factors` is omitted when there are none. */
export function userJson({ row, identities, factors }: LoadedUser) {
  const confirmedAt = isoOrUndefined(row.email_confirmed_at);
  return {
    id: row.id,
    aud: row.aud,
    role: row.role,
    email: row.email,
    phone: '',
    email_confirmed_at: confirmedAt,
    confirmed_at: confirmedAt,
    confirmation_sent_at: isoOrUndefined(row.confirmation_sent_at),
    recovery_sent_at: isoOrUndefined(row.recovery_sent_at),
    // GoTrue omits these when no change is pending (omitempty).
    new_email: row.email_change ?? undefined,
    email_change_sent_at: isoOrUndefined(row.email_change_sent_at),
    last_sign_in_at: isoOrUndefined(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data,
    user_metadata: row.raw_user_meta_data,
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: isoOrUndefined(identity.last_sign_in_at),
      created_at: isoOrUndefined(identity.created_at),
      updated_at: isoOrUndefined(identity.updated_at),
      email: row.email,
    })),
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
    created_at: isoOrUndefined(row.created_at),
    updated_at: isoOrUndefined(row.updated_at),
    is_anonymous: row.is_anonymous,
  };
}

export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? undefined,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: isoOrUndefined(factor.created_at),
    updated_at: isoOrUndefined(factor.updated_at),
    last_challenged_at: isoOrUndefined(factor.last_challenged_at) ?? null,
  };
}

export type UserJson = ReturnType<typeof userJson>;
