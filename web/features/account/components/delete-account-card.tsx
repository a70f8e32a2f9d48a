import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/features/auth';
import { deleteAccount } from '../api/delete-account';

/** What deleting takes away, named before anyone confirms. */
export const WHAT_WILL_BE_LOST = [
  'your account and the email and password you sign in with',
  'every completed exercise, with your ratings and notes',
  'your TheraPoints',
  'your mood check-ins and your safety plan',
  'your two-step verification and every signed-in device',
] as const;

export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-danger-400/40">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>Removes your account and everything stored with it, for good.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>This cannot be undone. You will lose:</DialogDescription>
          </DialogHeader>
          <ConfirmDeletion onCancel={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function ConfirmDeletion({ onCancel }: { onCancel(): void }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (String(new FormData(event.currentTarget).get('confirm') ?? '').trim() !== 'DELETE') {
      return setError('Type DELETE to confirm.');
    }
    setError(undefined);
    setBusy(true);
    try {
      await deleteAccount();
      toast.success('Account deleted', { description: 'Your account and your data are gone. Take care of yourself.' });
      navigate('/');
    } catch {
      setError('We could not delete your account. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Confirm account deletion">
      <ul className="list-disc space-y-1 pl-5 text-sm text-mist-200">
        {WHAT_WILL_BE_LOST.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="text-sm text-mist-300">Chat with Thera is kept only in this browser and ends with the session.</p>
      <FormField label="Type DELETE to confirm" name="confirm" autoComplete="off" required error={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Keep my account
        </Button>
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? 'Deleting...' : 'Delete forever'}
        </Button>
      </div>
    </form>
  );
}
