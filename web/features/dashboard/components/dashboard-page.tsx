import type { User } from '@supabase/supabase-js';
import { LoadingState } from '@web/components/ui/spinner';
import { useAuth } from '@web/features/auth';
import { displayName } from '@web/lib/display-name';
import { DashboardSignedOut } from './dashboard-signed-out';
import { DashboardTabs } from './dashboard-tabs';

function DashboardGreeting({ user }: { user: User }) {
  return (
    <header className="flex flex-col gap-1">
      <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
        Welcome back, {displayName(user)}!
      </h1>
      <p className="text-mist-300">Take a breath. Here is your space to reset between trades.</p>
    </header>
  );
}

/** /dashboard: the greeting and the three tabs for signed-in users, a log-in prompt for visitors. */
export function DashboardPage() {
  const { status, user } = useAuth();
  if (status === 'loading') return <LoadingState page />;
  if (status === 'signed-out' || !user) return <DashboardSignedOut />;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
      <DashboardGreeting user={user} />
      <DashboardTabs />
    </div>
  );
}
