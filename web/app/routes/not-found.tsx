import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Home } from 'lucide-react';
import { TheraAvatar } from '@web/components/thera/thera-avatar';
import { Button } from '@web/components/ui/button';

export function NotFoundScreen() {
  const location = useLocation();

  useEffect(() => {
    // The spec logs every unknown path, as the original did, so broken links show up in reports.
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-20 text-center">
      <title>Page not found · TheraAgent</title>
      <TheraAvatar size={120} label="" />
      <p className="text-6xl font-semibold tracking-tight text-sea-300">404</p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <p className="text-mist-300">Take a breath: the page you looked for isn’t here, but the way home is.</p>
      <Button asChild size="lg">
        <Link to="/">
          <Home aria-hidden />
          Return to Home
        </Link>
      </Button>
    </section>
  );
}
