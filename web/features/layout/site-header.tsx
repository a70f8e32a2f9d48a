import { NavLink } from 'react-router';
import { LogIn } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/components/ui/cn';
import { useAuth, useLoginDialog, UserMenu } from '@web/features/auth';
import { SosButton } from '@web/features/safety-plan';
import { BrandMark } from './brand-mark';
import { MobileNav } from './mobile-nav';
import { visibleNavItems } from './nav-items';

export function SiteHeader() {
  const { status } = useAuth();
  const { openLoginDialog } = useLoginDialog();
  const items = visibleNavItems(status === 'signed-in');

  return (
    <header className="sticky top-0 z-40 border-b border-ink-700/60 bg-ink-900/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-6">
        <BrandMark />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      'rounded-xl px-3 py-2 text-sm font-medium transition-colors',
                      isActive ? 'bg-ink-800 text-sea-300' : 'text-mist-200 hover:bg-ink-800 hover:text-mist-100',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Tighter on phones: with SOS beside Login and the menu, a 360 px header had no room left. */}
        <div className="flex items-center gap-1.5 sm:gap-2">
          <SosButton />
          {/* A fixed slot: the links beside it stay put when Login or the avatar appears after hydration. */}
          <div className="flex min-w-20 justify-end sm:min-w-24">
            {status === 'signed-in' && <UserMenu />}
            {/* 'mfa-required' owes a code: Login reopens the dialog at its code step. */}
            {(status === 'signed-out' || status === 'mfa-required') && (
              <Button size="sm" onClick={() => openLoginDialog('sign-in')}>
                <LogIn aria-hidden />
                Login
              </Button>
            )}
          </div>
          <MobileNav items={items} />
        </div>
      </div>
    </header>
  );
}
