import { useId } from 'react';
import { Plus } from 'lucide-react';
import { Textarea } from '@web/components/ui/input';
import { linesOf, PLAN_LIMITS } from '../types';
import type { PlanStep } from '../plan-steps';

/** One free-text step: the person's own lines, and example ideas a tap adds as a line. */
export function TextStepEditor({
  step,
  value,
  onChange,
}: {
  step: PlanStep;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const have = new Set(linesOf(value).map((line) => line.toLowerCase()));
  const addLine = (line: string) => onChange((value.trimEnd() ? `${value.trimEnd()}\n` : '') + line);
  return (
    <div className="flex flex-col gap-4">
      <label htmlFor={id} className="leading-relaxed text-mist-200">
        {step.prompt}
      </label>
      <Textarea
        id={id}
        rows={5}
        maxLength={PLAN_LIMITS.text}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="One thing a line, in your own words"
        data-testid={`plan-${step.key}`}
      />
      <div className="flex flex-col gap-2">
        <p className="text-xs text-mist-300">Ideas other people use (tap to add):</p>
        <ul className="flex flex-wrap gap-2">
          {step.examples.map((example) => (
            <li key={example}>
              <button
                type="button"
                disabled={have.has(example.toLowerCase())}
                onClick={() => addLine(example)}
                className="inline-flex items-center gap-1.5 rounded-full border border-ink-600 px-3 py-1.5 text-left text-xs text-mist-200 transition-colors hover:border-sea-400/60 hover:text-mist-100 disabled:opacity-45"
              >
                <Plus aria-hidden className="size-3.5 shrink-0" />
                {example}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
