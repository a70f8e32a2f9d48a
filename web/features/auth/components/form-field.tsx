import { useId, type ComponentProps } from 'react';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

/** A labelled input whose error is tied to it (aria-describedby) and announced (aria-live). */
export function FormField({
  label,
  hint,
  error,
  ...inputProps
}: ComponentProps<'input'> & { label: string; hint?: string; error?: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && (
        <p id={hintId} className="text-xs text-mist-300">
          {hint}
        </p>
      )}
      <p id={errorId} aria-live="polite" className="min-h-0 text-xs text-danger-400 empty:hidden">
        {error}
      </p>
    </div>
  );
}
