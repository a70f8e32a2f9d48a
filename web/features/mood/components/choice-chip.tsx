import type { ReactNode } from 'react';

/**
 * A native radio or checkbox drawn as a chip: the browser keeps the keyboard and screen-reader
 * behaviour of a real form control, the chip only changes how it looks.
 */
export function ChoiceChip({
  type,
  name,
  value,
  checked,
  onChange,
  children,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="relative inline-flex cursor-pointer">
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      />
      <span className="inline-flex min-h-10 items-center justify-center rounded-xl border border-ink-600 px-3 text-sm text-mist-200 transition-colors peer-checked:border-sea-400 peer-checked:bg-sea-400/15 peer-checked:text-mist-100 peer-focus-visible:ring-2 peer-focus-visible:ring-sea-300/60 hover:border-sea-400/60">
        {children}
      </span>
    </label>
  );
}
