import { useState, type FormEvent } from 'react';
import type { User } from '@supabase/supabase-js';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { describeAuthError, FormField } from '@web/features/auth';
import { getAuthClient } from '@web/lib/auth-client';

/** Change of email: both the current and the new address get a link, and both must be followed. */
export function EmailCard({ user }: { user: User }) {
  const [error, setError] = useState<string>();
  const [pendingAddress, setPendingAddress] = useState(user.new_email);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (!email) return setError('Please enter the new address.');
    setError(undefined);
    setBusy(true);
    try {
      const emailRedirectTo = `${window.location.origin}/settings/account`;
      const { data, error: refusal } = await getAuthClient().updateUser({ email }, { emailRedirectTo });
      if (refusal) return setError(describeAuthError(refusal));
      setPendingAddress(data.user?.new_email ?? email);
      form.reset();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Email</CardTitle>
        <CardDescription>
          You sign in with <span className="text-mist-100">{user.email}</span>.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {pendingAddress && (
          <p role="status" className="rounded-md bg-sea-400/10 p-3 text-sm text-sea-300">
            We sent a confirmation link to {user.email} and to {pendingAddress}. Your email changes once both links are
            followed.
          </p>
        )}
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Change email">
          <FormField label="New email" name="email" type="email" autoComplete="email" required error={error} />
          <Button type="submit" variant="secondary" disabled={busy} className="self-start">
            {busy ? 'Sending...' : 'Change email'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
