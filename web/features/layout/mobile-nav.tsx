import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import type { NavItem } from './nav-items';

/**
 * Below the md breakpoint the header's links fold into a disclosure: a button that shows a
 * short list of links. Site navigation is links, not an application menu, so this is a plain
 * disclosure (aria-expanded) rather than a menu widget, and it costs no extra library in the
 * landing page's first download. Escape, a click elsewhere or following a link closes it.
 */
export function MobileNav({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div ref={containerRef} className="relative md:hidden">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((value) => !value);
        }}
      >
        {open ? <X aria-hidden /> : <Menu aria-hidden />}
      </Button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute right-0 top-full z-40 mt-2 min-w-52 rounded-2xl border border-ink-700 bg-ink-800 p-2 shadow-xl"
      >
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={() => setOpen(false)}
                className="block rounded-xl px-3 py-2.5 text-sm text-mist-100 hover:bg-ink-700 focus-visible:bg-ink-700"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
