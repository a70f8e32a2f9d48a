import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import { appConfigLoaded } from '@web/lib/app-config';
import { authReducer, initialAuthSnapshot, type AuthStatus } from './auth-state';
import { watchSessionLiveness } from './session-liveness';

export type { AuthStatus } from './auth-state';

export interface AuthState {
  status: AuthStatus;
  /** The signed-in user; null unless status is 'signed-in' (an MFA user owes a code first). */
  user: User | null;
  session: Session | null;
  /** In 'mfa-required': whose code the app is waiting for (to say so in the code step). */
  pendingUser: User | null;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * The one auth state of the app, fed by supabase-js's session events through a pure reducer
 * (auth-state.ts).
 *
 * Refreshing: the client is created with autoRefreshToken, and in a browser supabase-js already
 * listens to `visibilitychange` itself: it starts its refresh ticker and recovers (refreshing a
 * near-expiry stored session) when the tab becomes visible, and stops the ticker while hidden;
 * at start it refreshes a stored session that is about to expire. Calling
 * startAutoRefresh()/stopAutoRefresh() here as well would only duplicate that, so we don't.
 * A refresh that fails for good reaches us as SIGNED_OUT.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [snapshot, dispatch] = useReducer(authReducer, initialAuthSnapshot);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let unmounted = false;
    void authClient().then(
      (client) => {
        if (unmounted) return;
        const { data } = client.onAuthStateChange((event, session) => {
          // No supabase calls in here: the client holds its lock while notifying listeners.
          dispatch({ type: 'auth-event', event, session });
        });
        unsubscribe = () => data.subscription.unsubscribe();
      },
      () => {
        // No settings, no auth: main.tsx tells the visitor the server is unreachable.
      },
    );
    return () => {
      unmounted = true;
      unsubscribe?.();
    };
  }, []);

  // A session ended elsewhere (account deleted, signed out everywhere) signs this tab out too.
  const signedInSession = snapshot.status === 'signed-in' ? snapshot.session?.user.id : undefined;
  useEffect(() => {
    if (!signedInSession) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void authClient().then((client) => {
      if (!cancelled) stop = watchSessionLiveness(client);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [signedInSession]);

  const value = useMemo<AuthState>(() => {
    const signedIn = snapshot.status === 'signed-in';
    return {
      status: snapshot.status,
      session: signedIn ? snapshot.session : null,
      user: signedIn ? (snapshot.session?.user ?? null) : null,
      pendingUser: snapshot.status === 'mfa-required' ? (snapshot.session?.user ?? null) : null,
      signOut: async () => {
        const { error } = await (await authClient()).signOut();
        if (error) console.warn('Sign out did not reach the server:', error.message);
      },
    };
  }, [snapshot]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * The auth client (auth-js) loads after the page: a prerendered page paints and hydrates without
 * it (and without the settings it needs), and the status stays 'loading' until it has answered.
 */
async function authClient() {
  const [{ getAuthClient }] = await Promise.all([import('@web/lib/auth-client'), appConfigLoaded()]);
  return getAuthClient();
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
