import { MOOD_TOKENS, type MoodToken } from '../mood-options';
import { ChoiceChip } from './choice-chip';

/** The tokens a check-in may be about, as chips: one at most, choosing another replaces it, choosing it again clears it. */
export function TokenChips({
  name,
  token,
  onChange,
}: {
  name: string;
  token: MoodToken | null;
  onChange: (token: MoodToken | null) => void;
}) {
  return MOOD_TOKENS.map((candidate) => (
    <ChoiceChip
      key={candidate}
      type="checkbox"
      name={name}
      value={candidate}
      checked={token === candidate}
      onChange={(on) => onChange(on ? candidate : null)}
    >
      {candidate}
    </ChoiceChip>
  ));
}
