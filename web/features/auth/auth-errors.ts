import { isAuthRetryableFetchError } from '@supabase/supabase-js';

/** Product-docs/product-behaviour.md: what we say when the server gave nothing a person can act on. */
export const UNEXPECTED_ERROR_TEXT = 'An unexpected error occurred. Please try again.';

/**
 * The server's own message for a refusal (wrong password, taken email...), which supabase-js
 * passes through; the generic text for network failures and server faults, whose messages
 * ('Failed to fetch', '{}') would only confuse.
 */
export function describeAuthError(error: unknown): string {
  if (!error || isAuthRetryableFetchError(error)) return UNEXPECTED_ERROR_TEXT;
  const { message, status } = error as { message?: unknown; status?: unknown };
  if (typeof status === 'number' && status >= 500) return UNEXPECTED_ERROR_TEXT;
  return typeof message === 'string' && message.trim() ? message : UNEXPECTED_ERROR_TEXT;
}
