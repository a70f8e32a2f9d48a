import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

/** A quiet loading indicator with the spec's 'Loading...' text for screen readers and eyes. */
export function LoadingState({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 py-16 text-mist-300', className)}>
      <LoaderCircle className="size-5 animate-spin text-sea-400" aria-hidden />
      <span>{label}</span>
    </div>
  );
}
