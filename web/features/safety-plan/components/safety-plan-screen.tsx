import { useState } from 'react';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/components/ui/cn';
import { LoadingState } from '@web/components/ui/spinner';
import { useAuth, RequireUser } from '@web/features/auth';
import { BackToDashboardLink } from '@web/components/back-to-dashboard-link';
import { PLAN_STEPS, stepIndexOf } from '../plan-steps';
import { browserLocale, startingProfessionals } from '../starting-professionals';
import { hasAnything, linesOf, type PlanContact, type PlanStepKey } from '../types';
import { useSafetyPlanEditor } from '../use-safety-plan-editor';
import { ContactsStepEditor } from './contacts-step-editor';
import { PlanOverview } from './plan-overview';
import { SaveStateNote } from './save-state-note';
import { TextStepEditor } from './text-step-editor';

/** /safety-plan: the person's own safety plan, built step by step and editable any time. */
export function SafetyPlanScreen() {
  return (
    <RequireUser message="Please log in to make your safety plan">
      <SafetyPlanForUser />
    </RequireUser>
  );
}

function SafetyPlanForUser() {
  const { user } = useAuth();
  if (!user) return null;
  return <SafetyPlanBuilder userId={user.id} />;
}

type View = { name: 'overview' } | { name: 'step'; index: number };

function SafetyPlanBuilder({ userId }: { userId: string }) {
  const { plan, state, change, saveNow, retry } = useSafetyPlanEditor(userId);
  const [chosenView, setView] = useState<View | null>(null);
  const [offered] = useState<PlanContact[]>(() => startingProfessionals(browserLocale()));
  const professionals = plan.professionals ?? offered;

  if (state === 'loading' && !hasAnything(plan) && !chosenView) return <LoadingState page />;
  // A plan that exists opens as a whole, to read or edit; a new one starts at step 1. Decided
  // once, when the plan has loaded: typing the first words must not switch the view.
  const openingView: View = hasAnything(plan) ? { name: 'overview' } : { name: 'step', index: 0 };
  if (!chosenView && state !== 'loading') setView(openingView);
  const view = chosenView ?? openingView;
  const go = (next: View) => {
    saveNow();
    setView(next);
    window.scrollTo({ top: 0 });
  };
  const edit = (key: PlanStepKey) => go({ name: 'step', index: stepIndexOf(key) });

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:py-14" data-testid="safety-plan">
      <BackToDashboardLink />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">My safety plan</h1>
        <p className="leading-relaxed text-mist-300">
          Your own words for a hard moment: what to notice, what helps, who to call, and why you are staying. Go at your
          own pace, skip anything, and come back to change it any time. The SOS button at the top of every page opens
          it.
        </p>
        <SaveStateNote state={state} onRetry={() => void retry()} />
      </header>

      {view.name === 'overview' ? (
        <>
          <PlanOverview plan={plan} professionals={professionals} onEdit={edit} />
          <Button variant="outline" className="self-start" onClick={() => go({ name: 'step', index: 0 })}>
            Go through it step by step
          </Button>
        </>
      ) : (
        <StepView
          index={view.index}
          plan={plan}
          professionals={professionals}
          onChange={change}
          onGo={(index) => go(index === null ? { name: 'overview' } : { name: 'step', index })}
        />
      )}
    </section>
  );
}

function StepView({
  index,
  plan,
  professionals,
  onChange,
  onGo,
}: {
  index: number;
  plan: ReturnType<typeof useSafetyPlanEditor>['plan'];
  professionals: PlanContact[];
  onChange: ReturnType<typeof useSafetyPlanEditor>['change'];
  onGo: (index: number | null) => void;
}) {
  const step = PLAN_STEPS[index]!;
  const last = index === PLAN_STEPS.length - 1;
  const empty =
    step.kind === 'text'
      ? linesOf(plan[step.key]).length === 0
      : (step.key === 'people_to_ask' ? plan.people_to_ask : professionals).length === 0;
  return (
    <div className="flex flex-col gap-5">
      <nav aria-label="Steps of the plan">
        <ol className="flex gap-1.5">
          {PLAN_STEPS.map((each, i) => (
            <li key={each.key} className="flex-1">
              <button
                type="button"
                onClick={() => onGo(i)}
                aria-label={`Step ${i + 1}: ${each.title}`}
                aria-current={i === index ? 'step' : undefined}
                className={cn(
                  'block h-2 w-full rounded-full transition-colors',
                  i === index ? 'bg-sea-400' : i < index ? 'bg-sea-400/40' : 'bg-ink-700',
                )}
              />
            </li>
          ))}
        </ol>
      </nav>
      <div
        className="flex flex-col gap-4 rounded-2xl border border-ink-700/80 bg-ink-800/60 p-4 sm:p-6"
        data-testid="plan-step"
        data-step={step.key}
      >
        <div className="flex flex-col gap-1">
          <p className="text-xs font-semibold tracking-[0.18em] text-sea-300 uppercase">
            Step {index + 1} of {PLAN_STEPS.length}
          </p>
          <h2 className="text-xl font-semibold tracking-tight">{step.title}</h2>
        </div>
        {step.kind === 'text' ? (
          <TextStepEditor
            key={step.key}
            step={step}
            value={plan[step.key]}
            onChange={(value) => onChange({ [step.key]: value })}
          />
        ) : (
          <ContactsStepEditor
            key={step.key}
            step={step}
            contacts={step.key === 'people_to_ask' ? plan.people_to_ask : professionals}
            onChange={(contacts) => onChange({ [step.key]: contacts })}
          />
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" onClick={() => onGo(index === 0 ? null : index - 1)}>
          <ArrowLeft aria-hidden />
          {index === 0 ? 'See my plan' : 'Back'}
        </Button>
        <Button variant={empty ? 'outline' : 'primary'} onClick={() => onGo(last ? null : index + 1)}>
          {last ? <Check aria-hidden /> : null}
          {last ? 'Done' : empty ? 'Skip for now' : 'Next'}
          {last ? null : <ArrowRight aria-hidden />}
        </Button>
      </div>
    </div>
  );
}
