import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { MIN_PASSWORD_LENGTH, describeAuthError, FormField } from '@web/features/auth';
import { getAuthClient } from '@web/lib/auth-client';

/** New password, proved with the current one (the server asks for it). */
export function PasswordCard() {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const current = String(values.get('current') ?? '');
    const password = String(values.get('password') ?? '');
    if (!current) return setError('Please enter your current password.');
    if (password.length < MIN_PASSWORD_LENGTH)
      return setError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    setError(undefined);
    setBusy(true);
    try {
      const { error: refusal } = await getAuthClient().updateUser({ password, current_password: current });
      if (refusal) {
        return setError(
          refusal.code === 'current_password_mismatch'
            ? 'Your current password is not right.'
            : describeAuthError(refusal),
        );
      }
      form.reset();
      toast.success('Password updated', { description: 'Other devices have been signed out.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>Changing it signs out every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Change password">
          <FormField label="Current password" name="current" type="password" autoComplete="current-password" required />
          <FormField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            error={error}
          />
          <Button type="submit" variant="secondary" disabled={busy} className="self-start">
            {busy ? 'Saving...' : 'Change password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
