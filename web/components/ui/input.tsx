import type { ComponentProps } from 'react';
import { cn } from './cn';

export const fieldClasses =
  'w-full rounded-xl border border-ink-600 bg-ink-950/60 px-3.5 text-sm text-mist-100 placeholder:text-mist-300/60 ' +
  'transition-colors hover:border-ink-600 focus-visible:border-sea-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sea-300/40 ' +
  'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger-400';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClasses, 'min-h-[60px] py-2.5 leading-relaxed', className)} {...props} />;
}
