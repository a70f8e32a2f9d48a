import type { Queryable } from '../../db/database';
import { quoteIdentifier, tablesWithUserRows } from './user-tables';

/**
 * The export's stable keys for the tables people know by name (docs/accounts.md documents the
 * file). Any other table with user rows lands under `other_tables.<table name>`.
 */
const KEY_BY_TABLE: Record<string, 'completions' | 'points' | 'checkins'> = {
  user_exercise_completions: 'completions',
  user_points: 'points',
  mood_checkins: 'checkins',
};
/** One plan per person: exported as an object (or null), not a list. */
const SAFETY_PLAN_TABLES = new Set(['safety_plans', 'safety_plan']);

export const EXPORT_FORMAT = 'theraagent-export';
export const EXPORT_VERSION = 1;

type Row = Record<string, unknown>;

export interface ExportDocument {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exported_at: string;
  user: Row;
  completions: Row[];
  points: Row[];
  checkins: Row[];
  safety_plan: Row | null;
  other_tables: Record<string, Row[]>;
}

/**
 * Everything stored about `userId`, read by the server's own connection so nothing the API
 * hides from its owner (a run's internals, say) is left out. Rows go through Postgres's own
 * to_jsonb, so dates are ISO 8601 on both engines. Never a password hash, token or TOTP secret.
 */
export async function exportDocument(db: Queryable, userId: string): Promise<ExportDocument> {
  const account = await db.query<{ user: Row }>(
    `select jsonb_build_object(
              'id', u.id, 'email', u.email, 'created_at', u.created_at, 'email_confirmed_at', u.email_confirmed_at,
              'last_sign_in_at', u.last_sign_in_at, 'user_metadata', u.raw_user_meta_data,
              'factors', coalesce((select jsonb_agg(jsonb_build_object(
                  'friendly_name', f.friendly_name, 'factor_type', f.factor_type, 'status', f.status,
                  'created_at', f.created_at) order by f.created_at)
                from auth.mfa_factors f where f.user_id = u.id), '[]'::jsonb)
            ) as "user"
       from auth.users u where u.id = $1`,
    [userId],
  );
  const user = account.rows[0]?.user;
  if (!user) throw new Error('user not found');

  const document: ExportDocument = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: new Date().toISOString(),
    user,
    completions: [],
    points: [],
    checkins: [],
    safety_plan: null,
    other_tables: {},
  };
  for (const table of await tablesWithUserRows(db)) {
    const rows = await db.query<{ rows: Row[] }>(
      `select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) as rows from public.${quoteIdentifier(table)} t where t.user_id = $1`,
      [userId],
    );
    const found = rows.rows[0]?.rows ?? [];
    const key = KEY_BY_TABLE[table];
    if (key) document[key] = found;
    else if (SAFETY_PLAN_TABLES.has(table)) document.safety_plan = found[0] ?? null;
    else document.other_tables[table] = found;
  }
  return document;
}
