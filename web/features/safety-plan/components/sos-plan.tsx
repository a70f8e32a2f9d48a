import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button';
import { readDeviceCopy } from '../plan-device-copy';
import { PLAN_STEPS } from '../plan-steps';
import { hasAnything, linesOf, type SafetyPlan, type TextStepKey } from '../types';
import { ContactList } from './contact-actions';
import { SAFETY_PLAN_PATH } from '@web/lib/safety-plan-path';

/** What a hard moment needs first: why to stay and what helps, before the warning signs. */
const TEXT_ORDER: TextStepKey[] = [
  'reasons_for_living',
  'coping_on_my_own',
  'distractions',
  'safer_surroundings',
  'warning_signs',
];
const titleOf = (key: string) => PLAN_STEPS.find((step) => step.key === key)!.title;

/**
 * The person's plan inside SOS: this device's copy at once (so it opens with no network), then
 * the server's copy when it arrives. People to ask come first, each a tap away.
 */
export function SosPlan({ userId, onLeave }: { userId: string; onLeave: () => void }) {
  const [plan, setPlan] = useState<SafetyPlan | null>(() => readDeviceCopy(userId));
  useEffect(() => {
    let live = true;
    import('../api/refresh-device-copy')
      .then(({ refreshDeviceCopy }) => refreshDeviceCopy(userId))
      .then((fresh) => live && fresh && setPlan(fresh))
      .catch(() => undefined); // offline: the device copy is what we have
    return () => {
      live = false;
    };
  }, [userId]);

  if (!plan || !hasAnything(plan)) {
    return (
      <div className="flex flex-col items-start gap-3" data-testid="sos-no-plan">
        <p className="text-sm text-mist-300">
          You have not made a safety plan yet. When you feel ready, it keeps your own words, and the people you trust,
          right here.
        </p>
        <Link to={SAFETY_PLAN_PATH} onClick={onLeave} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          Make a safety plan
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4" data-testid="sos-plan">
      {plan.people_to_ask.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-mist-200">{titleOf('people_to_ask')}</h4>
          <ContactList contacts={plan.people_to_ask} testId="sos-people" />
        </div>
      )}
      {TEXT_ORDER.filter((key) => linesOf(plan[key]).length > 0).map((key) => (
        <div key={key} className="flex flex-col gap-1.5">
          <h4 className="text-sm font-semibold text-mist-200">{titleOf(key)}</h4>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm leading-relaxed text-mist-100 marker:text-sea-300">
            {linesOf(plan[key]).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
      {plan.professionals && plan.professionals.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-mist-200">{titleOf('professionals')}</h4>
          <ContactList contacts={plan.professionals} />
        </div>
      )}
      <Link
        to={SAFETY_PLAN_PATH}
        onClick={onLeave}
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'self-start' })}
      >
        <Pencil aria-hidden />
        Edit my plan
      </Link>
    </div>
  );
}
