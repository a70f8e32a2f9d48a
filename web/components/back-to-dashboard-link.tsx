import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The way back at the top of the signed-in screens (settings, safety plan, guided sessions). */
export function BackToDashboardLink() {
  return (
    <Link
      to="/dashboard"
      className="inline-flex items-center gap-1.5 self-start text-sm text-mist-300 hover:text-mist-100"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Back to Dashboard
    </Link>
  );
}
