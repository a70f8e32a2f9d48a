import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '@web/features/auth/auth-provider';
import { LoginDialogProvider } from '@web/features/auth/login-dialog-provider';

/** What every screen needs. Data-fetching (TanStack Query) lives in `data-layout.tsx`. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <LoginDialogProvider>
        {children}
        <Toaster position="top-center" theme="dark" richColors closeButton />
      </LoginDialogProvider>
    </AuthProvider>
  );
}
