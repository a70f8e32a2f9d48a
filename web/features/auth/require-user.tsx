import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from './auth-provider';

/**
 * Shows `children` to signed-in users; visitors get the spec's 'Access Required' view with
 * `message` (e.g. 'Please log in to chat with Main Thera') and 'Return to Home'.
 */
export function RequireUser({ message, children }: { message: string; children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return <p className="p-8 text-center">Loading...</p>;
  if (status === 'signed-out') {
    return (
      <section className="mx-auto max-w-md p-8 text-center">
        <h1 className="text-2xl font-semibold">Access Required</h1>
        <p className="mt-2">{message}</p>
        <Link to="/" className="mt-6 inline-block underline">
          Return to Home
        </Link>
      </section>
    );
  }
  return <>{children}</>;
}
