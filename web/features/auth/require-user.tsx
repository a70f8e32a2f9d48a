import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { KeyRound, LockKeyhole } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { useAuth } from './auth-provider';
import { useLoginDialog } from './login-dialog-provider';

export const DASHBOARD_LOGIN_MESSAGE = 'Please log in to access your dashboard';

/**
 * Shows `children` to signed-in users; visitors get the product's 'Access Required' view with
 * `message` (e.g. 'Please log in to chat with Main Thera') and 'Return to Home'.
 * `variant="dashboard"` gives the dashboard's own visitor view instead (spec, /dashboard):
 * 'Please log in to access your dashboard' and a button to home.
 * A user who still owes their second factor is not signed in yet: they get the code prompt.
 */
export function RequireUser({
  message,
  children,
  variant = 'access-required',
}: {
  message: string;
  children: ReactNode;
  variant?: 'access-required' | 'dashboard';
}) {
  const { status } = useAuth();
  if (status === 'loading') return <LoadingState page />;
  if (status === 'signed-in') return <>{children}</>;
  if (status === 'mfa-required') {
    return (
      <GateCard icon={<KeyRound aria-hidden />} title="Verification Required">
        <p className="text-mist-300">Enter the code from your authenticator app to continue.</p>
        <GateActions loginLabel="Enter Code" />
      </GateCard>
    );
  }
  if (variant === 'dashboard') {
    return (
      <GateCard icon={<LockKeyhole aria-hidden />} title={DASHBOARD_LOGIN_MESSAGE}>
        <GateActions homeLabel="Go to Home Page" />
      </GateCard>
    );
  }
  return (
    <GateCard icon={<LockKeyhole aria-hidden />} title="Access Required">
      <p className="text-mist-300">{message}</p>
      <GateActions />
    </GateCard>
  );
}

function GateCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="grid min-h-[60vh] place-items-center px-4 py-12">
      <Card className="w-full max-w-md p-8 text-center">
        <div className="mx-auto mb-5 grid size-14 place-items-center rounded-2xl bg-sea-400/10 text-sea-300 [&>svg]:size-7">
          {icon}
        </div>
        <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
        <div className="mt-3 flex flex-col gap-6">{children}</div>
      </Card>
    </section>
  );
}

function GateActions({
  homeLabel = 'Return to Home',
  loginLabel = 'Sign In',
}: {
  homeLabel?: string;
  loginLabel?: string;
}) {
  const { openLoginDialog } = useLoginDialog();
  return (
    <div className="flex flex-col-reverse justify-center gap-3 sm:flex-row">
      <Button asChild variant="outline">
        <Link to="/">{homeLabel}</Link>
      </Button>
      <Button onClick={() => openLoginDialog()}>{loginLabel}</Button>
    </div>
  );
}
