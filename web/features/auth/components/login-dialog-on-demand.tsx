import { lazyMount } from '@web/lib/lazy-mount';
import { useAuth } from '../auth-provider';
import { useLoginDialog } from '../login-dialog-provider';

const LazyLoginDialog = lazyMount(async () => (await import('./login-dialog')).LoginDialog);

/** Renders the login dialog once it is first needed: opened, or a second factor is owed. */
export function LoginDialogOnDemand() {
  const { isOpen } = useLoginDialog();
  const { status } = useAuth();
  return <LazyLoginDialog shouldMount={isOpen || status === 'mfa-required'} />;
}
