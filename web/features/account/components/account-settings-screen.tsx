import { RequireUser, useAuth } from '@web/features/auth';
import { BackToDashboardLink } from '@web/components/back-to-dashboard-link';
import { DeleteAccountCard } from './delete-account-card';
import { EmailCard } from './email-card';
import { ExportCard } from './export-card';
import { PasswordCard } from './password-card';
import { SessionsCard } from './sessions-card';
import { TwoStepCard } from './two-step-card';

/** /settings/account (ACCOUNT_SETTINGS_PATH): email, password, two-step verification, sessions, export and delete. */
export function AccountSettingsScreen() {
  return (
    <RequireUser message="Please log in to manage your account">
      <AccountSettings />
    </RequireUser>
  );
}

function AccountSettings() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">
      <BackToDashboardLink />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">Account settings</h1>
        <p className="text-mist-300">
          Signed in as <span className="text-mist-100">{user.email}</span>
        </p>
      </header>
      <EmailCard user={user} />
      <PasswordCard />
      <TwoStepCard />
      <SessionsCard />
      <ExportCard />
      <DeleteAccountCard />
    </section>
  );
}
