import { Outlet, ScrollRestoration } from 'react-router';
import { LoginDialogOnDemand } from '@web/features/auth/components/login-dialog-on-demand';
import { SiteFooter } from '@web/features/layout/site-footer';
import { SiteHeader } from '@web/features/layout/site-header';

/** Header, page and footer around every screen; the one login dialog lives here. */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-xl focus:bg-sea-400 focus:px-4 focus:py-2 focus:text-ink-950"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <LoginDialogOnDemand />
      <ScrollRestoration />
    </div>
  );
}
