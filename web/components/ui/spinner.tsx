import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

/**
 * A quiet loading indicator with the product's 'Loading...' text for screen readers and eyes.
 * `page`: it stands in for a whole screen, so it fills the viewport and the footer waits below
 * the fold; otherwise the footer would jump down when the page arrives (a layout shift).
 */
export function LoadingState({
  label = 'Loading...',
  className,
  page = false,
}: {
  label?: string;
  className?: string;
  page?: boolean;
}) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-2 py-16 text-mist-300', page && 'min-h-svh', className)}
    >
      <LoaderCircle className="size-5 animate-spin text-sea-400" aria-hidden />
      <span>{label}</span>
    </div>
  );
}
