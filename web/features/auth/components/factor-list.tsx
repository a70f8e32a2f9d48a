import { useState } from 'react';
import type { Factor } from '@supabase/supabase-js';
import { Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { LoadingState } from '@web/components/ui/spinner';
import { describeAuthError } from '../auth-errors';
import { useFactors, useRemoveFactor } from '../api/factors';

export const NEEDS_AAL2_TEXT =
  'To remove an active authenticator, sign out, sign in again with a code from it, then remove it.';

function removalErrorText(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'insufficient_aal' ? NEEDS_AAL2_TEXT : describeAuthError(error);
}

/** The user's authenticators, each removable. */
export function FactorList() {
  const factors = useFactors();
  const removeFactor = useRemoveFactor();
  const [removalError, setRemovalError] = useState<string>();

  if (factors.isPending) return <LoadingState className="py-6" />;
  if (factors.isError) {
    return (
      <Alert variant="danger">
        <AlertDescription>{describeAuthError(factors.error)}</AlertDescription>
      </Alert>
    );
  }
  if (factors.data.length === 0) {
    return (
      <p className="text-sm text-mist-300">No authenticator yet: your account is protected by your password only.</p>
    );
  }

  async function remove(factor: Factor) {
    setRemovalError(undefined);
    try {
      await removeFactor.mutateAsync(factor.id);
      toast.success('Authenticator removed', { description: factor.friendly_name ?? undefined });
    } catch (failure) {
      setRemovalError(removalErrorText(failure));
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-ink-700 rounded-2xl border border-ink-700">
        {factors.data.map((factor) => (
          <li key={factor.id} className="flex items-center gap-3 p-4">
            <Smartphone className="size-5 shrink-0 text-sea-300" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                <span className="truncate">{factor.friendly_name || 'Authenticator app'}</span>
                <Badge variant="live">Active</Badge>
              </p>
              <p className="mt-0.5 text-xs text-mist-300">
                Authenticator app · added {new Date(factor.created_at).toLocaleDateString()}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Remove ${factor.friendly_name || 'authenticator'}`}
              disabled={removeFactor.isPending && removeFactor.variables === factor.id}
              onClick={() => void remove(factor)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {removalError && (
          <Alert variant="danger">
            <AlertDescription>{removalError}</AlertDescription>
          </Alert>
        )}
      </div>
    </div>
  );
}
