import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface LoginDialogState {
  isOpen: boolean;
  openLoginDialog(tab?: 'sign-in' | 'sign-up'): void;
  closeLoginDialog(): void;
  tab: 'sign-in' | 'sign-up';
}

const LoginDialogContext = createContext<LoginDialogState | null>(null);

/** Lets any component (hero button, home tiles, header) open the one login dialog. */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [tab, setTab] = useState<'sign-in' | 'sign-up'>('sign-in');
  // Stable functions, so effects that open the dialog (e.g. for the MFA code step) run once.
  const openLoginDialog = useCallback((next: 'sign-in' | 'sign-up' = 'sign-in') => {
    setTab(next);
    setOpen(true);
  }, []);
  const closeLoginDialog = useCallback(() => setOpen(false), []);
  const value = useMemo<LoginDialogState>(
    () => ({ isOpen, tab, openLoginDialog, closeLoginDialog }),
    [isOpen, tab, openLoginDialog, closeLoginDialog],
  );
  return <LoginDialogContext.Provider value={value}>{children}</LoginDialogContext.Provider>;
}

export function useLoginDialog(): LoginDialogState {
  const value = useContext(LoginDialogContext);
  if (!value) throw new Error('useLoginDialog must be used inside <LoginDialogProvider>');
  return value;
}
