import { useSyncExternalStore, type ReactNode } from 'react';
import { AuthProvider } from '@web/features/auth/auth-provider';
import { LoginDialogProvider } from '@web/features/auth/login-dialog-provider';
import { lazyMount } from '@web/lib/lazy-mount';

// sonner's toasts come from actions taken after the page is up, so its code loads after hydration.
const LazyToaster = lazyMount(async () => (await import('sonner')).Toaster);

/** What every screen needs. Data-fetching (TanStack Query) lives in `data-layout.tsx`. */
export function AppProviders({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <AuthProvider>
      <LoginDialogProvider>
        {children}
        <LazyToaster shouldMount={hydrated} position="top-center" theme="dark" richColors closeButton />
      </LoginDialogProvider>
    </AuthProvider>
  );
}

const subscribeToNothing = () => () => {};

/** False while prerendering and while hydrating, true once the page is React's (then it never changes). */
function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
