import type { ComponentProps } from 'react';
import { cn } from './cn';

export type BadgeVariant = 'default' | 'live' | 'soon' | 'muted' | 'danger';

const variantClasses: Record<BadgeVariant, string> = {
  default: 'border-sea-400/30 bg-sea-400/10 text-sea-300',
  live: 'border-sea-400/40 bg-sea-400/15 text-sea-300',
  soon: 'border-lavender-400/35 bg-lavender-400/10 text-lavender-300',
  muted: 'border-ink-600 bg-ink-700/60 text-mist-200',
  danger: 'border-danger-400/40 bg-danger-400/10 text-danger-400',
};

export function Badge({
  variant = 'default',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}
