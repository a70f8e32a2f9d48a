import { cn } from '@web/components/ui/cn';
import type { WhitepaperSection } from '../whitepaper-sections';

/** The desktop contents sidebar: smooth-scrolls to a section and marks the one being read. */
export function WhitepaperContents({
  sections,
  activeId,
  onNavigate,
}: {
  sections: readonly WhitepaperSection[];
  activeId: string;
  onNavigate: (id: string) => void;
}) {
  return (
    <nav aria-label="Contents" className="sticky top-24 hidden self-start lg:block" data-testid="whitepaper-contents">
      <p className="mb-3 px-3 text-xs font-semibold tracking-[0.14em] text-mist-300 uppercase">Contents</p>
      <ol className="flex flex-col gap-0.5 border-l border-ink-700">
        {sections.map((section, index) => {
          const current = section.id === activeId;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={current ? 'location' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(section.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                  window.history.replaceState(null, '', `#${section.id}`);
                  onNavigate(section.id);
                }}
                className={cn(
                  '-ml-px flex gap-2 border-l-2 py-1.5 pr-2 pl-3 text-sm transition-colors',
                  current
                    ? 'border-sea-400 font-medium text-sea-300'
                    : 'border-transparent text-mist-300 hover:text-mist-100',
                )}
              >
                <span className="w-5 shrink-0 text-mist-300/70 tabular-nums">{index + 1}.</span>
                {section.title}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
