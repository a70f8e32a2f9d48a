import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { getAuthClient } from '@web/lib/auth-client';
import { describeAuthError } from '../auth-errors';
import { FormField } from './form-field';

export const RESET_PASSWORD_PATH = '/reset-password';
export const RESET_LINK_SENT_TEXT =
  "If an account exists for that address, we've sent it a link to choose a new password. The link works once, for 24 hours.";

/**
 * "Forgot password?" in the login dialog: asks the server to mail a recovery link that opens
 * /reset-password. The answer is the same whether or not the address has an account.
 */
export function ForgotPasswordForm({ onBack }: { onBack(): void }) {
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) return setError('Please enter your email address.');
    setError(undefined);
    setPending(true);
    try {
      const redirectTo = `${window.location.origin}${RESET_PASSWORD_PATH}`;
      const { error: refusal } = await getAuthClient().resetPasswordForEmail(email, { redirectTo });
      if (refusal) setError(describeAuthError(refusal));
      else setSent(true);
    } catch (failure) {
      setError(describeAuthError(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Reset your password">
      <p className="text-sm text-mist-300">
        Enter the email you signed up with and we'll send you a link to choose a new password.
      </p>
      <FormField label="Email" name="email" type="email" autoComplete="email" required error={error} />
      {sent && (
        <p role="status" className="rounded-md bg-sea-400/10 p-3 text-sm text-sea-300">
          {RESET_LINK_SENT_TEXT}
        </p>
      )}
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? 'Sending...' : 'Send reset link'}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack} className="w-full">
        Back to sign in
      </Button>
    </form>
  );
}
