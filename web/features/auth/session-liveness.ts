import type { GoTrueClient } from '@supabase/auth-js';

/** At most one check per this many milliseconds, however often the tab gains focus. */
export const LIVENESS_CHECK_INTERVAL_MS = 10_000;

/**
 * Signs this tab out when its session has ended elsewhere: the account was deleted, or the user
 * chose "sign out everywhere" on another device (docs/accounts.md).
 *
 * Why this is needed: an access token stays valid until it expires (an hour), and the REST API
 * only checks its signature, as PostgREST does; so a tab on another device would go on showing
 * an empty dashboard until its next token refresh. The auth server does check that the session
 * still exists: `getUser()` answers 403 `session_not_found`, and supabase-js then removes the
 * stored session and emits SIGNED_OUT, which the auth reducer turns into the visitor UI.
 *
 * When: once when a signed-in tab starts, and whenever the tab becomes visible again (the moment
 * a person comes back to it), throttled so rapid tab switching costs one request.
 */
export function watchSessionLiveness(client: Pick<GoTrueClient, 'getUser'>, now: () => number = Date.now): () => void {
  let lastCheck = Number.NEGATIVE_INFINITY;
  const check = () => {
    if (now() - lastCheck < LIVENESS_CHECK_INTERVAL_MS) return;
    lastCheck = now();
    // Errors other than an ended session (offline, a 503) change nothing: supabase-js keeps the
    // session, and the next visit checks again.
    void client.getUser();
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') check();
  };
  check();
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => document.removeEventListener('visibilitychange', onVisibilityChange);
}
