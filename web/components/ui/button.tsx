import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variantClasses: Record<ButtonVariant, string> = {
  primary:
    'bg-sea-400 text-ink-950 hover:bg-sea-300 shadow-[0_0_0_1px_rgb(159_227_211/0.25),0_8px_24px_-12px_rgb(125_211_192/0.6)]',
  secondary: 'bg-ink-700 text-mist-100 hover:bg-ink-600',
  outline: 'border border-ink-600 bg-transparent text-mist-100 hover:border-sea-400/60 hover:bg-ink-800',
  ghost: 'bg-transparent text-mist-200 hover:bg-ink-800 hover:text-mist-100',
  danger: 'bg-danger-400 text-ink-950 hover:bg-danger-400/90',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'h-10 w-10 justify-center',
};

/** Class names for anything that should look like a button (e.g. a router Link). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-xl font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-45 aria-disabled:pointer-events-none aria-disabled:opacity-45',
    '[&_svg]:size-4 [&_svg]:shrink-0',
    variantClasses[variant],
    sizeClasses[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a <Link>) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={buttonClasses({ variant, size, className })}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
