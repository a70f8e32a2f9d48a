import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import type { MoodToken, MoodValue } from '../mood-options';
import { useAddMoodCheckin } from '../api/add-mood-checkin';
import { ChoiceChip } from '../components/choice-chip';
import { MoodScale } from '../components/mood-scale';
import { TokenChips } from '../components/token-chips';
import {
  TRADE_FEELINGS,
  feelingLabel,
  readTilt,
  type Answer,
  type TiltReading,
  type TradeFeeling,
} from './tilt-reading';

const ANSWERS: { value: Answer; label: string }[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'unsure', label: 'Not sure' },
  { value: 'no', label: 'No' },
];

function Question({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-mist-100">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The tilt check's three questions; answering saves a pre_trade check-in, then hands back the reading. */
export function TiltQuestions({ onRead }: { onRead: (reading: TiltReading) => void }) {
  const id = useId();
  const [mood, setMood] = useState<MoodValue | null>(null);
  const [feelings, setFeelings] = useState<TradeFeeling[]>([]);
  const [token, setToken] = useState<MoodToken | null>(null);
  const [inPlan, setInPlan] = useState<Answer | null>(null);
  const [afterSleep, setAfterSleep] = useState<Answer | null>(null);
  const save = useAddMoodCheckin();
  const ready = mood !== null && inPlan !== null && afterSleep !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    const reading = readTilt({ feelings, inPlan, afterSleep });
    // Only the mood and its named state are kept; the plan and sleep answers stay on this screen.
    save.mutate(
      { mood, tags: feelings, token, context: 'pre_trade', note: null },
      { onSuccess: () => onRead(reading) },
    );
  }

  function answerChips(name: string, value: Answer | null, onChange: (answer: Answer) => void) {
    return (
      <div className="flex flex-wrap gap-1.5">
        {ANSWERS.map((answer) => (
          <ChoiceChip
            key={answer.value}
            type="radio"
            name={name}
            value={answer.value}
            checked={value === answer.value}
            onChange={() => onChange(answer.value)}
          >
            {answer.label}
          </ChoiceChip>
        ))}
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-label="Pre-trade check">
      <Question legend="1. What am I feeling?">
        <MoodScale name={`${id}-mood`} value={mood} onChange={setMood} />
        <div className="flex flex-wrap gap-1.5" role="group" aria-label="Name the feeling (optional)">
          {TRADE_FEELINGS.map((feeling) => (
            <ChoiceChip
              key={feeling}
              type="checkbox"
              name={`${id}-feelings`}
              value={feeling}
              checked={feelings.includes(feeling)}
              onChange={(on) =>
                setFeelings((current) => (on ? [...current, feeling] : current.filter((tag) => tag !== feeling)))
              }
            >
              {feelingLabel(feeling)}
            </ChoiceChip>
          ))}
        </div>
        <div className="flex flex-wrap gap-1.5" role="group" aria-label="Which token (optional)">
          <TokenChips name={`${id}-token`} token={token} onChange={setToken} />
        </div>
      </Question>
      <Question legend="2. Is this trade in my plan?">{answerChips(`${id}-plan`, inPlan, setInPlan)}</Question>
      <Question legend="3. Would I take this trade after a night's sleep?">
        {answerChips(`${id}-sleep`, afterSleep, setAfterSleep)}
      </Question>
      {save.isError && (
        <p role="alert" className="text-sm text-danger-400">
          Your answers could not be saved right now. Please try again.
        </p>
      )}
      <Button type="submit" disabled={!ready || save.isPending} className="self-start">
        {save.isPending ? 'Saving...' : 'See my read'}
      </Button>
    </form>
  );
}
