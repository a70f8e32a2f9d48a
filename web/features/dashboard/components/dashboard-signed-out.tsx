import { Link } from 'react-router';
import Lock from 'lucide-react/icons/lock';
import { Button } from '@web/components/ui/button';

/** What a visitor sees at /dashboard (docs/product-behaviour.md), instead of the generic Access Required view. */
export function DashboardSignedOut() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-24 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-ink-800 text-sea-300" aria-hidden>
        <Lock className="size-6" />
      </span>
      <h1 className="text-xl font-semibold">Please log in to access your dashboard</h1>
      <Button asChild variant="outline">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
