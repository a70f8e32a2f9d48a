import { MOOD_LEVELS, type MoodValue } from '../mood-options';

/** Mood 1 to 5 as five radio buttons, each with its word; the caller's fieldset legend asks the question. */
export function MoodScale({
  name,
  value,
  onChange,
}: {
  name: string;
  value: MoodValue | null;
  onChange: (mood: MoodValue) => void;
}) {
  return (
    <div className="grid grid-cols-5 gap-1.5">
      {MOOD_LEVELS.map((level) => (
        <label key={level.value} className="relative cursor-pointer">
          <input
            type="radio"
            name={name}
            value={level.value}
            checked={value === level.value}
            onChange={() => onChange(level.value)}
            className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            aria-label={`${level.value}, ${level.word}`}
          />
          <span className="flex min-h-14 flex-col items-center justify-center rounded-xl border border-ink-600 px-1 text-center transition-colors peer-checked:border-sea-400 peer-checked:bg-sea-400/15 peer-focus-visible:ring-2 peer-focus-visible:ring-sea-300/60 hover:border-sea-400/60">
            <span className="text-base font-semibold tabular-nums text-mist-100">{level.value}</span>
            <span className="text-[11px] leading-tight text-mist-300 sm:text-xs">{level.word}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
