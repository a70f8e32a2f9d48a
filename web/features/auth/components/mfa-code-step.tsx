import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { getAuthClient } from '@web/lib/auth-client';
import { verifyTotp } from '../api/enroll-totp';
import { checkTotpCodeIn } from '../auth-form-rules';
import { describeAuthError } from '../auth-errors';
import { useAuth } from '../auth-provider';
import { FormField } from './form-field';
import { WELCOME_BACK_TEXT } from './sign-in-form';

/**
 * The second step of signing in for a user with a verified authenticator: their password gave
 * an aal1 session; a valid TOTP code raises it to aal2 (MFA_CHALLENGE_VERIFIED) and only then
 * is the app theirs. A wrong code says so and leaves them here to retry.
 */
export function MfaCodeStep({ onVerified }: { onVerified(): void }) {
  const { pendingUser, signOut } = useAuth();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkTotpCodeIn(form);
    if (!checked.ok) return setError(checked.errors.code);
    setError(undefined);
    setPending(true);
    try {
      const mfa = getAuthClient().mfa;
      const { data: factors, error: listError } = await mfa.listFactors();
      const factor = factors?.totp[0];
      if (listError || !factor) {
        setError(describeAuthError(listError));
        return;
      }
      try {
        await verifyTotp(factor.id, checked.value);
      } catch (verifyError) {
        setError(describeAuthError(verifyError));
        form.reset();
        codeInput.current?.focus();
        return;
      }
      toast.success('Welcome back!', { description: WELCOME_BACK_TEXT });
      onVerified();
    } catch (unexpected) {
      setError(describeAuthError(unexpected));
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Two-step verification">
      <p className="text-sm leading-relaxed text-mist-300">
        Open your authenticator app and enter the 6-digit code for TheraAgent
        {pendingUser?.email ? (
          <>
            {' '}
            (<span className="text-mist-100">{pendingUser.email}</span>)
          </>
        ) : null}
        .
      </p>
      <FormField
        ref={codeInput}
        label="Authentication code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        placeholder="123456"
        autoFocus
        required
        error={error}
        className="h-12 text-center font-mono text-lg tracking-[0.5em]"
      />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? 'Verifying...' : 'Verify'}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => void signOut()} className="self-center">
        Use a different account
      </Button>
    </form>
  );
}
