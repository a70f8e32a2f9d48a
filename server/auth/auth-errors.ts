import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/**
 * GoTrue's error shape: supabase-js reads the message from `msg` (then `message`) and, because
 * we send `X-Supabase-Api-Version: 2024-01-01`, the code from `code`; `error_code` repeats it for
 * cross-origin callers that cannot read that header.
 */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export function authErrorResponse(c: Context, error: AuthError) {
  c.header(API_VERSION_HEADER, API_VERSION);
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(
    { code: error.code, error_code: error.code, msg: error.message, message: error.message, ...error.extra },
    error.status,
  );
}

export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);

/** A sentence a person can act on, from the first problem zod found. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request body is not valid.';
  const field = issue.path.join('.');
  if (field === 'email') return 'Unable to validate email address: invalid format';
  return field ? `${field}: ${issue.message}` : issue.message;
}
