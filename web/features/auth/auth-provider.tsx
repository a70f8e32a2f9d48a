import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import { getAuthClient } from '@web/lib/auth-client';
import { authReducer, initialAuthSnapshot, type AuthStatus } from './auth-state';

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
    const { data } = getAuthClient().onAuthStateChange((event, session) => {
      // No supabase calls in here: the client holds its lock while notifying listeners.
      dispatch({ type: 'auth-event', event, session });
    });
    return () => data.subscription.unsubscribe();
  }, []);

  const value = useMemo<AuthState>(() => {
    const signedIn = snapshot.status === 'signed-in';
    return {
      status: snapshot.status,
      session: signedIn ? snapshot.session : null,
      user: signedIn ? (snapshot.session?.user ?? null) : null,
      pendingUser: snapshot.status === 'mfa-required' ? (snapshot.session?.user ?? null) : null,
      signOut: async () => {
        const { error } = await getAuthClient().signOut();
        if (error) console.warn('Sign out did not reach the server:', error.message);
      },
    };
  }, [snapshot]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** A display name: the username chosen at sign-up, else the email. */
export function displayNameOf(user: User): string {
  const username: unknown = user.user_metadata?.username;
  return typeof username === 'string' && username.trim() ? username.trim() : (user.email ?? 'Friend');
}
