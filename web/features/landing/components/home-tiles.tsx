import type { LucideIcon } from 'lucide-react';
import { ArrowRight, LayoutDashboard, LineChart, Wind } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth, useLoginDialog } from '@web/features/auth';

interface Tile {
  title: string;
  text: string;
  to: string;
  icon: LucideIcon;
}

/** Where each tile leads a signed-in user (docs/product-behaviour.md); visitors are asked to log in. */
export const HOME_TILES: readonly Tile[] = [
  { title: 'Guided exercises', text: 'Six voice sessions with Thera.', to: '/dashboard?tab=exercises', icon: Wind },
  { title: 'Your dashboard', text: 'Overview and TheraPoints.', to: '/dashboard', icon: LayoutDashboard },
  { title: 'Market sentiment', text: 'The market’s mood, calmly.', to: '/dashboard?tab=sentiment', icon: LineChart },
];

const tileClasses =
  'group flex h-full w-full items-center gap-4 rounded-2xl border border-ink-700/80 bg-ink-800/60 p-5 text-left transition-colors hover:border-sea-400/50 hover:bg-ink-800';

export function HomeTiles() {
  const { status } = useAuth();
  const { openLoginDialog } = useLoginDialog();
  const signedIn = status === 'signed-in';

  return (
    <nav aria-label="Quick access" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <ul className="grid gap-3 sm:grid-cols-3">
        {HOME_TILES.map((tile) => {
          const body = (
            <>
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-sea-400/10 text-sea-300">
                <tile.icon className="size-5" aria-hidden />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold">{tile.title}</span>
                <span className="text-sm text-mist-300">{tile.text}</span>
              </span>
              <ArrowRight
                className="ml-auto size-4 shrink-0 text-mist-300 transition-transform group-hover:translate-x-0.5"
                aria-hidden
              />
            </>
          );
          return (
            <li key={tile.to}>
              {signedIn ? (
                <Link to={tile.to} className={tileClasses}>
                  {body}
                </Link>
              ) : (
                <button type="button" className={tileClasses} onClick={() => openLoginDialog('sign-in')}>
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
