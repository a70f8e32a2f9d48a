import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
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
          const action = { type: 'auth-event', event, session } as const;
          // The first answer comes just after a page has loaded, when the landing's sections below
          // the fold may still be hydrating: as a transition, React hydrates them in short slices
          // first instead of in one long task (docs/prerendering.md). Later events apply at once.
          if (event === 'INITIAL_SESSION') startTransition(() => dispatch(action));
          else dispatch(action);
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
      signOut,
    };
  }, [snapshot]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

async function signOut() {
  const { error } = await (await authClient()).signOut();
  if (error) console.warn('Sign out did not reach the server:', error.message);
}

/** What the prerendered pages were rendered with: the session not yet known. */
const AS_PRERENDERED: AuthState = { status: 'loading', user: null, session: null, pendingUser: null, signOut };

/**
 * The auth client (auth-js) loads after the page: a prerendered page paints and hydrates without
 * it (and without the settings it needs), and the status stays 'loading' until it has answered.
 */
async function authClient() {
  const [{ getAuthClient }] = await Promise.all([import('@web/lib/auth-client'), appConfigLoaded()]);
  return getAuthClient();
}

const subscribeToNothing = () => () => {};

/**
 * The auth state. While the calling component is being hydrated it is the prerendered one
 * ('loading'): a part of a page that hydrates late (the landing's sections below the fold) may
 * hydrate after the session is known, and must first render what its HTML holds; React renders it
 * again with the session right after (docs/prerendering.md). Re-renders come from the context.
 */
export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  // While loading, the same object as the prerendered one, so hydrating needs no second render.
  const current = value.status === 'loading' ? AS_PRERENDERED : value;
  return useSyncExternalStore(
    subscribeToNothing,
    () => current,
    () => AS_PRERENDERED,
  );
}
