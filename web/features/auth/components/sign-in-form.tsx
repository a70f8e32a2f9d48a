import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { getAuthClient } from '@web/lib/auth-client';
import { checkSignIn, type FieldErrors, type SignInValues } from '../auth-form-rules';
import { describeAuthError, UNEXPECTED_ERROR_TEXT } from '../auth-errors';
import { FormField } from './form-field';

export const WELCOME_BACK_TEXT = "You're now logged in to TheraAgent.";

/**
 * Email + password. When the account has a verified authenticator, the password alone gives an
 * aal1 session: we stop there and the dialog moves to the code step (auth status 'mfa-required').
 */
export function SignInForm({ onSignedIn, onForgotPassword }: { onSignedIn(): void; onForgotPassword?(): void }) {
  const [errors, setErrors] = useState<FieldErrors<keyof SignInValues>>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = checkSignIn({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      const auth = getAuthClient();
      const { error } = await auth.signInWithPassword(checked.value);
      if (error) {
        toast.error('Sign in failed', { description: describeAuthError(error) });
        return;
      }
      const { data: assurance } = await auth.mfa.getAuthenticatorAssuranceLevel();
      if (assurance?.nextLevel === 'aal2' && assurance.currentLevel !== 'aal2') return;
      toast.success('Welcome back!', { description: WELCOME_BACK_TEXT });
      onSignedIn();
    } catch {
      toast.error('Sign in failed', { description: UNEXPECTED_ERROR_TEXT });
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Sign in">
      <FormField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      {onForgotPassword && (
        <button
          type="button"
          onClick={onForgotPassword}
          className="-mt-2 self-end text-sm text-sea-300 underline-offset-4 hover:text-sea-300 hover:underline"
        >
          Forgot password?
        </button>
      )}
      <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
        {pending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
