import { useMemo, useRef } from 'react';
import { CalendarDays } from 'lucide-react';
import { ContractAddress } from '@web/features/brand/components/contract-address';
import { WhitepaperContents } from '@web/features/whitepaper/components/whitepaper-contents';
import { useActiveSection } from '@web/features/whitepaper/use-active-section';
import { WHITEPAPER_SECTIONS } from '@web/features/whitepaper/whitepaper-sections';

export function WhitepaperScreen() {
  const ids = useMemo(() => WHITEPAPER_SECTIONS.map((section) => section.id), []);
  const endRef = useRef<HTMLDivElement>(null);
  const [activeId, setActiveId] = useActiveSection(ids, endRef);

  return (
    <div className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 sm:pt-16">
      <title>Whitepaper · TheraAgent</title>
      <header className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
        <p className="text-xs font-semibold tracking-[0.18em] text-sea-300 uppercase">Whitepaper · S100 on Solana</p>
        <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">TheraAgent Whitepaper</h1>
        <p className="text-lg text-mist-200">Empowering Emotional Wellness Through Crypto Innovation</p>
        <p className="flex items-center gap-2 text-sm text-mist-300">
          <CalendarDays className="size-4" aria-hidden />
          <time dateTime="2025-06">June 2025</time>
        </p>
        <ContractAddress className="mt-2 w-full max-w-xl text-left" />
      </header>
      <div className="mt-14 grid gap-12 lg:grid-cols-[220px_1fr]">
        <WhitepaperContents sections={WHITEPAPER_SECTIONS} activeId={activeId} onNavigate={setActiveId} />
        <article className="flex max-w-3xl min-w-0 flex-col gap-14">
          {WHITEPAPER_SECTIONS.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="flex scroll-mt-24 flex-col gap-4"
            >
              <h2
                id={`${section.id}-title`}
                className="flex items-baseline gap-3 text-2xl font-semibold tracking-tight"
              >
                <span className="text-base text-mist-300 tabular-nums">{index + 1}.</span>
                {section.title}
              </h2>
              {section.body}
            </section>
          ))}
          <div ref={endRef} aria-hidden className="h-px" />
        </article>
      </div>
    </div>
  );
}
