import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { createQueryClient } from '@web/lib/query-client';
import { AuthProvider } from '@web/features/auth/auth-provider';
import { LoginDialogProvider } from '@web/features/auth/login-dialog-provider';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <LoginDialogProvider>
          {children}
          <Toaster position="top-center" theme="dark" richColors closeButton />
        </LoginDialogProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
