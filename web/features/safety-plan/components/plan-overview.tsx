import { Pencil } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { PLAN_STEPS } from '../plan-steps';
import { linesOf, type PlanStepKey, type SafetyPlan } from '../types';
import { ContactList } from './contact-actions';

/** The whole plan on one page, each step with its own Edit button; empty steps say so gently. */
export function PlanOverview({
  plan,
  professionals,
  onEdit,
}: {
  plan: SafetyPlan;
  professionals: SafetyPlan['people_to_ask'];
  onEdit: (key: PlanStepKey) => void;
}) {
  return (
    <ol className="flex flex-col gap-4" data-testid="plan-overview">
      {PLAN_STEPS.map((step, index) => {
        const contacts =
          step.key === 'people_to_ask' ? plan.people_to_ask : step.key === 'professionals' ? professionals : null;
        const lines = step.kind === 'text' ? linesOf(plan[step.key]) : [];
        const empty = contacts ? contacts.length === 0 : lines.length === 0;
        return (
          <li
            key={step.key}
            className="flex flex-col gap-3 rounded-2xl border border-ink-700/80 bg-ink-800/60 p-4 sm:p-5"
          >
            <div className="flex items-start justify-between gap-3">
              <h2 className="text-base font-semibold">
                <span className="mr-2 text-mist-300">{index + 1}.</span>
                {step.title}
              </h2>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onEdit(step.key)}
                aria-label={`Edit ${step.title.toLowerCase()}`}
              >
                <Pencil aria-hidden />
                Edit
              </Button>
            </div>
            {empty && <p className="text-sm text-mist-300">Nothing here yet. You can add to it whenever you like.</p>}
            {contacts && contacts.length > 0 && <ContactList contacts={contacts} />}
            {lines.length > 0 && (
              <ul className="flex list-disc flex-col gap-1 pl-5 text-sm leading-relaxed text-mist-100 marker:text-sea-300">
                {lines.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
