import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import type { PlanStep } from '../plan-steps';
import { PLAN_LIMITS, type PlanContact } from '../types';
import { ContactActions } from './contact-actions';

/** A contact step: names and how to reach them, each with its call and message links as it is typed. */
export function ContactsStepEditor({
  step,
  contacts,
  onChange,
}: {
  step: PlanStep;
  contacts: PlanContact[];
  onChange: (contacts: PlanContact[]) => void;
}) {
  const noun = step.key === 'people_to_ask' ? 'person' : 'service';
  const update = (index: number, changes: Partial<PlanContact>) =>
    onChange(contacts.map((contact, i) => (i === index ? { ...contact, ...changes } : contact)));
  return (
    <div className="flex flex-col gap-4">
      <p className="leading-relaxed text-mist-200">{step.prompt}</p>
      <p className="text-xs text-mist-300">For example: {step.examples.join('; ')}.</p>
      <ul className="flex flex-col gap-3" data-testid={`plan-${step.key}`}>
        {contacts.map((contact, index) => (
          <li key={index} className="flex flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-900/60 p-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${step.key}-name-${index}`}>Name</Label>
                <Input
                  id={`${step.key}-name-${index}`}
                  value={contact.name}
                  maxLength={PLAN_LIMITS.name}
                  autoComplete="off"
                  onChange={(event) => update(index, { name: event.target.value })}
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${step.key}-reach-${index}`}>Phone number or how to reach them</Label>
                <Input
                  id={`${step.key}-reach-${index}`}
                  value={contact.reach}
                  maxLength={PLAN_LIMITS.reach}
                  inputMode="tel"
                  autoComplete="off"
                  onChange={(event) => update(index, { reach: event.target.value })}
                />
              </div>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              {contact.name.trim() ? (
                <ContactActions contact={contact} />
              ) : (
                <span className="text-xs text-mist-300">Add a name to keep this one.</span>
              )}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${contact.name.trim() || `this ${noun}`}`}
                onClick={() => onChange(contacts.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden />
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        className="self-start"
        disabled={contacts.length >= PLAN_LIMITS.contacts}
        onClick={() => onChange([...contacts, { name: '', reach: '' }])}
      >
        <Plus aria-hidden />
        Add a {noun}
      </Button>
    </div>
  );
}
