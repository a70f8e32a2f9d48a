import { useEffect, useRef, useState } from 'react';
import { useAuth } from '@web/features/auth';
import { lazyMount } from '@web/lib/lazy-mount';
import { clearDeviceCopies } from '../plan-device-copy';

const loadSosDialog = () => import('./sos-dialog');
const LazySosDialog = lazyMount(async () => (await loadSosDialog()).SosDialog);

/** How long after a signed-in page settles the SOS code and the plan are fetched ahead of need. */
const PRELOAD_AFTER_MS = 1500;

/**
 * The header's SOS button, on every page. Signed in, it opens grounding, the person's plan and
 * the crisis lines; for visitors, the crisis lines. For a signed-in person the dialog's code and
 * the plan are fetched shortly after the page loads, so SOS opens later even with no network;
 * for visitors the code loads when the button is first pointed at, keeping the landing page light.
 */
export function SosButton() {
  const { status, user } = useAuth();
  const userId = status === 'signed-in' ? (user?.id ?? null) : null;
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Nobody signed in on this browser: no plan stays on it (plan-device-copy.ts says why).
    if (status === 'signed-out') clearDeviceCopies();
  }, [status]);

  useEffect(() => {
    if (!userId) return;
    const timer = setTimeout(() => {
      void loadSosDialog().catch(() => undefined);
      void import('../api/refresh-device-copy')
        .then(({ refreshDeviceCopy }) => refreshDeviceCopy(userId))
        .catch(() => undefined);
    }, PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [userId]);

  const preload = () => void loadSosDialog().catch(() => undefined);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        data-testid="sos-button"
        className="inline-flex h-9 min-w-9 items-center justify-center rounded-full border border-amber-300/40 bg-amber-300/10 px-1 text-xs font-semibold text-amber-200 sm:px-3.5 sm:text-sm sm:tracking-wide transition-colors hover:border-amber-300/70 hover:bg-amber-300/15"
      >
        SOS
      </button>
      <LazySosDialog shouldMount={wanted} open={open} onOpenChange={setOpen} userId={userId} returnFocusTo={button} />
    </>
  );
}
