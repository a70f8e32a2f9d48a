import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { checkTotpCodeIn } from '../auth-form-rules';
import { describeAuthError } from '../auth-errors';
import { discardPendingFactor, enrollTotp, verifyTotp, type PendingTotpFactor } from '../api/enroll-totp';
import { factorsQueryKey } from '../api/factors';
import { CopySecret } from './copy-secret';
import { FormField } from './form-field';

/**
 * Adding an authenticator app: name it, scan the QR code (or type the secret), then prove it
 * works with a 6-digit code (challenge + verify). Cancelling removes the unverified factor.
 */
export function EnrollTotp() {
  const queryClient = useQueryClient();
  const [pendingFactor, setPendingFactor] = useState<PendingTotpFactor | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const friendlyName = String(new FormData(event.currentTarget).get('friendlyName') ?? '').trim();
    if (!friendlyName) return setError('Give this authenticator a name, e.g. "My phone".');
    setError(undefined);
    setBusy(true);
    try {
      setPendingFactor(await enrollTotp(friendlyName));
    } catch (failure) {
      setError(describeAuthError(failure));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: factorsQueryKey });
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pendingFactor) return;
    const form = event.currentTarget;
    const checked = checkTotpCodeIn(form);
    if (!checked.ok) return setError(checked.errors.code);
    setError(undefined);
    setBusy(true);
    try {
      await verifyTotp(pendingFactor.id, checked.value);
      setPendingFactor(null);
      toast.success('Authenticator added', {
        description: "From now on you'll enter a code from it when you sign in.",
      });
      void queryClient.invalidateQueries({ queryKey: factorsQueryKey });
    } catch (failure) {
      setError(describeAuthError(failure));
      form.reset();
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    if (!pendingFactor) return;
    const { id } = pendingFactor;
    setPendingFactor(null);
    setError(undefined);
    try {
      await discardPendingFactor(id);
    } catch {
      // Unusable while unverified, and dropped at the next enrolment anyway.
    }
    void queryClient.invalidateQueries({ queryKey: factorsQueryKey });
  }

  if (!pendingFactor) {
    return (
      <form noValidate onSubmit={start} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <FormField
            label="Authenticator name"
            name="friendlyName"
            defaultValue="Authenticator app"
            maxLength={60}
            error={error}
          />
        </div>
        <Button type="submit" disabled={busy} className="sm:mt-7">
          {busy ? 'Setting Up...' : 'Set Up Authenticator'}
        </Button>
      </form>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-mist-200">
        <li>Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy...).</li>
        <li>Or enter the secret key by hand.</li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={pendingFactor.qrCode}
          alt="QR code to add TheraAgent to your authenticator app"
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-2xl bg-white p-2"
        />
        <div className="flex w-full min-w-0 flex-col gap-2">
          <p className="text-sm font-medium text-mist-200">Secret key</p>
          <CopySecret secret={pendingFactor.secret} />
        </div>
      </div>
      <form noValidate onSubmit={confirm} className="flex flex-col gap-3">
        <FormField
          label="6-digit code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          placeholder="123456"
          required
          error={error}
          className="h-12 font-mono text-lg tracking-[0.4em]"
        />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" disabled={busy}>
            {busy ? 'Verifying...' : 'Verify and Enable'}
          </Button>
          <Button variant="ghost" onClick={() => void cancel()} disabled={busy}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
