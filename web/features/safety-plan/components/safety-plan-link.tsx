import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { HeartHandshake } from 'lucide-react';
import { buttonClasses, type ButtonVariant } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth';
import { readDeviceCopy } from '../plan-device-copy';
import { SAFETY_PLAN_PATH } from '@web/lib/safety-plan-path';
import { hasAnything } from '../types';

/**
 * A button-styled link to /safety-plan, for crisis replies and cards: "Open my safety plan" when
 * the person has one, "Make a safety plan" otherwise. Never a gate: it only offers the way.
 */
export function SafetyPlanLink({ variant = 'outline', className }: { variant?: ButtonVariant; className?: string }) {
  const { user } = useAuth();
  const userId = user?.id;
  const [hasPlan, setHasPlan] = useState(() => (userId ? hasAnything(readDeviceCopy(userId)) : false));
  useEffect(() => {
    if (!userId) return;
    let live = true;
    // On demand, as in the SOS button: it brings supabase-js, which the crisis card must not wait for.
    import('../api/refresh-device-copy')
      .then(({ refreshDeviceCopy }) => refreshDeviceCopy(userId))
      .then((plan) => live && setHasPlan(hasAnything(plan)))
      .catch(() => undefined); // offline: what the device copy said stands
    return () => {
      live = false;
    };
  }, [userId]);
  return (
    <Link to={SAFETY_PLAN_PATH} className={buttonClasses({ variant, className })} data-testid="safety-plan-link">
      <HeartHandshake aria-hidden />
      {hasPlan ? 'Open my safety plan' : 'Make a safety plan'}
    </Link>
  );
}
