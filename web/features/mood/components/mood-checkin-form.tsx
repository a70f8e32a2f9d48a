import { useId, useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/input';
import {
  MOOD_TAGS,
  NOTE_MAX_LENGTH,
  type CheckinContext,
  type MoodTag,
  type MoodToken,
  type MoodValue,
} from '../mood-options';
import { useAddMoodCheckin } from '../api/add-mood-checkin';
import { ChoiceChip } from './choice-chip';
import { MoodScale } from './mood-scale';
import { TokenChips } from './token-chips';

interface MoodCheckinFormProps {
  context: CheckinContext;
  /** The question, e.g. 'How are you feeling?'; it names the mood group for screen readers. */
  question: string;
  /** Called after the check-in is saved. */
  onSaved: () => void;
  /** When given, a Skip button: before and after a session the check-in is always optional. */
  onSkip?: () => void;
}

/** The 10-second check-in: a mood from 1 to 5 is all it needs; tags, token and note are extras. */
export function MoodCheckinForm({ context, question, onSaved, onSkip }: MoodCheckinFormProps) {
  const id = useId();
  const [mood, setMood] = useState<MoodValue | null>(null);
  const [tags, setTags] = useState<MoodTag[]>([]);
  const [token, setToken] = useState<MoodToken | null>(null);
  const [note, setNote] = useState('');
  const save = useAddMoodCheckin();

  function toggleTag(tag: MoodTag, on: boolean) {
    setTags((current) => (on ? [...current, tag] : current.filter((candidate) => candidate !== tag)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mood === null) return;
    save.mutate({ mood, tags, token, context, note: note.trim() || null }, { onSuccess: onSaved });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label={question}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-mist-100">{question}</legend>
        <MoodScale name={`${id}-mood`} value={mood} onChange={setMood} />
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm text-mist-200">
          Anything in the mix? <span className="text-mist-300">(optional)</span>
        </legend>
        <div className="flex flex-wrap gap-1.5">
          {MOOD_TAGS.map((tag) => (
            <ChoiceChip
              key={tag.value}
              type="checkbox"
              name={`${id}-tags`}
              value={tag.value}
              checked={tags.includes(tag.value)}
              onChange={(on) => toggleTag(tag.value, on)}
            >
              {tag.label}
            </ChoiceChip>
          ))}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm text-mist-200">
          About a token? <span className="text-mist-300">(optional)</span>
        </legend>
        <div className="flex flex-wrap gap-1.5">
          <TokenChips name={`${id}-token`} token={token} onChange={setToken} />
        </div>
      </fieldset>

      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-note`} className="text-sm text-mist-200">
          Note <span className="text-mist-300">(optional)</span>
        </label>
        <Textarea
          id={`${id}-note`}
          value={note}
          maxLength={NOTE_MAX_LENGTH}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>

      {save.isError && (
        <p role="alert" className="text-sm text-danger-400">
          Your check-in could not be saved right now. Please try again.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={mood === null || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save check-in'}
        </Button>
        {onSkip && (
          <Button variant="ghost" onClick={onSkip}>
            Skip
          </Button>
        )}
      </div>
    </form>
  );
}
