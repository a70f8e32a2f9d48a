import type { AuthChangeEvent, Session } from '@supabase/supabase-js';

/**
 * The app's one auth state, as a pure reducer over supabase-js's session events, so every
 * transition can be tested without a browser or a server.
 *
 * - 'loading' lasts until INITIAL_SESSION: a signed-in user who reloads never sees the visitor UI.
 * - 'mfa-required': a password session (aal1) of a user with a verified second factor. The app
 *   does not treat them as signed in until the code is verified (session at aal2).
 */
export type AuthStatus = 'loading' | 'signed-out' | 'mfa-required' | 'signed-in';

export interface AuthSnapshot {
  status: AuthStatus;
  /** The supabase-js session; kept in 'mfa-required' too, where it is only good for the code step. */
  session: Session | null;
}

export const initialAuthSnapshot: AuthSnapshot = { status: 'loading', session: null };

export interface AuthEventAction {
  type: 'auth-event';
  event: AuthChangeEvent;
  session: Session | null;
}

export function authReducer(state: AuthSnapshot, action: AuthEventAction): AuthSnapshot {
  const { event, session } = action;
  // Before INITIAL_SESSION, supabase-js may already replay a recovered session (SIGNED_IN);
  // keep showing 'Loading...' and let INITIAL_SESSION decide, so nothing flashes.
  if (state.status === 'loading' && event !== 'INITIAL_SESSION') {
    return { status: 'loading', session };
  }
  if (event === 'SIGNED_OUT' || !session) return { status: 'signed-out', session: null };
  return { status: statusOfSession(session), session };
}

/** 'mfa-required' when the user has a verified factor but the token is not yet aal2. */
export function statusOfSession(session: Session): 'signed-in' | 'mfa-required' {
  const hasVerifiedFactor = (session.user.factors ?? []).some((factor) => factor.status === 'verified');
  if (!hasVerifiedFactor) return 'signed-in';
  return assuranceLevelOf(session.access_token) === 'aal2' ? 'signed-in' : 'mfa-required';
}

/**
 * Reads the `aal` claim without verifying the token: it only decides which screen to show,
 * the server checks the signature on every call. Mirrors supabase-js's own
 * getAuthenticatorAssuranceLevel(), synchronously, so it can run inside the reducer.
 */
export function assuranceLevelOf(accessToken: string): 'aal1' | 'aal2' | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const aal = (claims as { aal?: unknown }).aal;
    return aal === 'aal1' || aal === 'aal2' ? aal : null;
  } catch {
    return null;
  }
}
