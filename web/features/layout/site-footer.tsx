import { Link } from 'react-router';
import { HeartHandshake } from 'lucide-react';

export function SiteFooter() {
  return (
    <footer className="mt-20 border-t border-ink-700/60 bg-ink-950/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6">
        <div className="flex items-start gap-3 rounded-2xl border border-ink-700 bg-ink-900/70 p-4">
          <HeartHandshake className="mt-0.5 size-5 shrink-0 text-lavender-300" aria-hidden />
          <p className="text-sm leading-relaxed text-mist-200" data-testid="footer-disclaimer">
            TheraAgent is a wellness companion, not a substitute for professional mental health care, diagnosis or
            treatment. If you are in crisis, call <strong className="text-mist-100">988</strong> (US) or your local
            emergency services right away.
          </p>
        </div>
        <div className="flex flex-col gap-3 text-sm text-mist-300 sm:flex-row sm:items-center sm:justify-between">
          <p>© 2024 TheraAgent. All rights reserved.</p>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              <li>
                <Link to="/about" className="rounded hover:text-mist-100">
                  About
                </Link>
              </li>
              <li>
                <Link to="/whitepaper" className="rounded hover:text-mist-100">
                  Whitepaper
                </Link>
              </li>
              <li>
                <Link to="/chat" className="rounded hover:text-mist-100">
                  TheraAgent
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
