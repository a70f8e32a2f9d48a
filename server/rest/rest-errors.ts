import { DATABASE_BUSY_RETRY_AFTER_SECONDS, DatabaseBusyError, isDatabaseUnavailable } from '../db/database-errors';

/** PostgREST's error body: supabase-js hands it to the caller unchanged as `error`. */
export interface RestErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: RestErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) {
  return new RestError(status, { code, message, details, hint });
}

/** A malformed query string or Prefer/select syntax (PostgREST's PGRST100). */
export function parseError(message: string, details: string | null = null) {
  return restError(400, 'PGRST100', message, details);
}

interface PostgresError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPostgresError(error: unknown): error is PostgresError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  );
}

/**
 * Maps what Postgres said to PostgREST's status for it (src/library/PostgREST/Error.hs).
 * Anything that is the client's doing (bad input, constraints, permissions) is a 4xx;
 * only our own faults stay 500, and those are logged by the caller without the values.
 */
export function fromDatabaseError(error: unknown, role: 'anon' | 'authenticated'): RestError | undefined {
  if (error instanceof RestError) return error;
  if (error instanceof DatabaseBusyError) {
    // Not the client's fault and gone in a moment: 503 with Retry-After (supabase-js retries GETs).
    return new RestError(
      503,
      { code: '57014', message: error.message, details: null, hint: 'Retry in a moment.' },
      { 'Retry-After': String(DATABASE_BUSY_RETRY_AFTER_SECONDS) },
    );
  }
  if (isDatabaseUnavailable(error)) return undefined;
  if (!isPostgresError(error)) return undefined;
  const body: RestErrorBody = {
    code: error.code,
    message: error.message,
    details: error.detail ?? null,
    hint: error.hint ?? null,
  };
  const status = statusForSqlState(error.code, role);
  return status === undefined ? undefined : new RestError(status, body);
}

function statusForSqlState(code: string, role: 'anon' | 'authenticated'): number | undefined {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  // statement_timeout: answered, not retried (supabase-js retries GETs on 503 only).
  if (code === '57014') return 504;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42703' || code === '42883') return 400;
  // An upsert's on_conflict that matches no unique constraint.
  if (code === '42P10') return 400;
  if (code === 'P0001') return 400;
  // Class 22 (data exception: 22P02 bad input, 22001 too long...) and 23 (other integrity,
  // e.g. 23514 check, 23502 not null) are the client's input.
  if (code.startsWith('22') || code.startsWith('23')) return 400;
  return undefined;
}
