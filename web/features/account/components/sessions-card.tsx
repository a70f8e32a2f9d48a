import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { describeAuthError } from '@web/features/auth';
import { getAuthClient } from '@web/lib/auth-client';

/** Sign out everywhere: every session of the account ends on the server, this one included. */
export function SessionsCard() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function signOutEverywhere() {
    setBusy(true);
    try {
      const { error } = await getAuthClient().signOut({ scope: 'global' });
      if (error) return toast.error('Sign out failed', { description: describeAuthError(error) });
      toast.success('Signed out everywhere', { description: 'Every device has to sign in again.' });
      navigate('/');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>Lost a phone or signed in on a shared computer? End every session at once.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="secondary" disabled={busy} onClick={signOutEverywhere}>
          Sign out everywhere
        </Button>
      </CardContent>
    </Card>
  );
}
