import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { getAuthClient } from '@web/lib/auth-client';
import { checkSignUp, MIN_PASSWORD_LENGTH, type FieldErrors, type SignUpValues } from '../auth-form-rules';
import { describeAuthError, UNEXPECTED_ERROR_TEXT } from '../auth-errors';
import { FormField } from './form-field';

export const CHECK_EMAIL_TEXT = 'Please check your email to verify your account.';
export const SIGNED_UP_TEXT = "Welcome to TheraAgent. You're signed in.";

/**
 * Email, password (6+) and an optional username (defaults to the email's local part).
 * With email confirmation off the server returns a session and the user is signed in at once;
 * with it on, no session comes back and we ask them to check their email.
 */
export function SignUpForm({ onSignedUp }: { onSignedUp(): void }) {
  const [errors, setErrors] = useState<FieldErrors<keyof SignUpValues>>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = checkSignUp({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      username: String(form.get('username') ?? ''),
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      const { email, password, username } = checked.value;
      const { data, error } = await getAuthClient().signUp({
        email,
        password,
        options: { emailRedirectTo: `${window.location.origin}/`, data: { username } },
      });
      if (error) {
        toast.error('Sign up failed', { description: describeAuthError(error) });
        return;
      }
      toast.success('Account created!', { description: data.session ? SIGNED_UP_TEXT : CHECK_EMAIL_TEXT });
      onSignedUp();
    } catch {
      toast.error('Sign up failed', { description: UNEXPECTED_ERROR_TEXT });
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Sign up">
      <FormField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.password}
      />
      <FormField
        label="Username (optional)"
        name="username"
        autoComplete="username"
        hint="Leave empty to use the part of your email before the @."
        error={errors.username}
      />
      <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
        {pending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
