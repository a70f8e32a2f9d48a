import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { BackToDashboardLink } from '@web/components/back-to-dashboard-link';
import { RequireUser } from '../require-user';
import { useAuth } from '../auth-provider';
import { EnrollTotp } from './enroll-totp';
import { FactorList } from './factor-list';

/** /settings/security, opened from the avatar menu: two-step verification with TOTP. */
export function SecuritySettingsScreen() {
  return (
    <RequireUser message="Please log in to manage your security settings">
      <SecuritySettings />
    </RequireUser>
  );
}

function SecuritySettings() {
  const { user } = useAuth();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14">
      <BackToDashboardLink />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">Security settings</h1>
        <p className="text-mist-300">
          Signed in as <span className="text-mist-100">{user?.email}</span>
        </p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Your authenticators</CardTitle>
          <CardDescription>
            With an authenticator app, signing in takes your password and a 6-digit code that changes every 30 seconds.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <FactorList />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Add an authenticator app</CardTitle>
          <CardDescription>
            Works with any TOTP app: Google Authenticator, 1Password, Authy, Bitwarden...
          </CardDescription>
        </CardHeader>
        <CardContent>
          <EnrollTotp />
        </CardContent>
      </Card>
    </section>
  );
}
