import { getAuthClient } from './auth-client';

/** The code the server gives a password-only session of a two-step user (functions and RLS hint). */
export const TWO_STEP_REFUSAL_CODE = 'insufficient_aal';

/** True for a refusal that only the authenticator code can lift (a function's body or a PostgREST error). */
export function isTwoStepRefusal(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { code, hint } = body as { code?: unknown; hint?: unknown };
  return code === TWO_STEP_REFUSAL_CODE || hint === TWO_STEP_REFUSAL_CODE;
}

/**
 * After such a refusal: the session's user may not list the factor yet (it was verified on
 * another device), so refresh it. The new session names the verified factor, the auth state
 * becomes 'mfa-required' and the app shows the code step, on whichever screen this happened.
 */
export async function askForTwoStepCode(): Promise<void> {
  await getAuthClient().refreshSession();
}
