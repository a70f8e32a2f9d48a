import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { getAuthClient } from '@web/lib/auth-client';
import { MIN_PASSWORD_LENGTH } from '../auth-form-rules';
import { describeAuthError } from '../auth-errors';
import { useAuth } from '../auth-provider';
import { useLoginDialog } from '../login-dialog-provider';
import { FormField } from './form-field';

export const PASSWORD_UPDATED_TEXT = 'Your password has been changed. Other devices have been signed out.';

/**
 * /reset-password, where the recovery link lands: the auth client has already taken the session
 * from the URL fragment, so the person is signed in (or, with two-step on, asked for the code by
 * the login dialog first) and chooses a new password here.
 */
export function ResetPasswordScreen() {
  const { status } = useAuth();
  const { openLoginDialog } = useLoginDialog();
  // GoTrue puts a refused link's reason in the fragment (error_code=otp_expired).
  const [linkRefused] = useState(() => new URLSearchParams(window.location.hash.slice(1)).has('error_code'));

  if (status === 'loading') return <LoadingState page />;
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-14">
      <Card>
        <CardHeader>
          <CardTitle>Choose a new password</CardTitle>
          <CardDescription>
            {linkRefused
              ? 'This link is invalid or has expired. Reset links work once, for 24 hours.'
              : status === 'signed-in'
                ? 'Pick something you have not used here before, at least 6 characters.'
                : 'Open the link from your reset email to choose a new password here.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {status === 'signed-in' && !linkRefused ? (
            <NewPasswordForm />
          ) : (
            <Button onClick={() => openLoginDialog('sign-in')} className="w-full">
              Request a new link
            </Button>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function NewPasswordForm() {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password.length < MIN_PASSWORD_LENGTH)
      return setError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (password !== String(form.get('confirm') ?? '')) return setError('The two passwords do not match.');
    setError(undefined);
    setPending(true);
    try {
      const { error: refusal } = await getAuthClient().updateUser({ password });
      if (refusal) return setError(describeAuthError(refusal));
      toast.success('Password updated', { description: PASSWORD_UPDATED_TEXT });
      navigate('/dashboard');
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Set a new password">
      <FormField label="New password" name="password" type="password" autoComplete="new-password" required />
      <FormField
        label="Confirm new password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        error={error}
      />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? 'Saving...' : 'Save new password'}
      </Button>
    </form>
  );
}
