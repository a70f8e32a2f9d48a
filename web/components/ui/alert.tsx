import type { ComponentProps } from 'react';
import { cn } from './cn';

export type AlertVariant = 'info' | 'warning' | 'danger';

const variantClasses: Record<AlertVariant, string> = {
  info: 'border-sea-400/30 bg-sea-400/5 [&>svg]:text-sea-300',
  warning: 'border-amber-300/35 bg-amber-300/5 [&>svg]:text-amber-300',
  danger: 'border-danger-400/40 bg-danger-400/5 [&>svg]:text-danger-400',
};

/** A calm callout. An optional lucide icon as the first child sits in the left gutter. */
export function Alert({ variant = 'info', className, ...props }: ComponentProps<'div'> & { variant?: AlertVariant }) {
  return (
    <div
      role={variant === 'danger' ? 'alert' : 'status'}
      className={cn(
        'relative w-full rounded-2xl border p-4 text-sm text-mist-100',
        '[&>svg]:absolute [&>svg]:top-4 [&>svg]:left-4 [&>svg]:size-5 [&>svg~*]:pl-8',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('mb-1 font-semibold leading-snug', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('leading-relaxed text-mist-200', className)} {...props} />;
}
