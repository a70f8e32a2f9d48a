import { useEffect, useRef } from 'react';
import { LifeBuoy, Phone } from 'lucide-react';
import type { ChatSafety } from '@common/chat';
import { crisisReplyWords, type CrisisHelp } from '@common/safety/crisis-help';
import { CrisisLineList } from '@web/components/crisis-line-list';
import { SafetyPlanLink } from '@web/features/safety-plan';

/**
 * Thera's crisis reply as the app shows it, built from the structured `safety` flag (never by
 * reading the reply's words): the person's language, their lines as links that call, text or
 * open, and in an emergency the local emergency number first, as the biggest thing on screen.
 */
export function CrisisHelpCard({
  safety,
  help,
  testId = 'crisis-help',
}: {
  safety: ChatSafety;
  help: CrisisHelp;
  testId?: string;
}) {
  const words = crisisReplyWords(safety, help);
  const card = useRef<HTMLElement>(null);
  useEffect(() => bringStartIntoView(card.current), []);
  return (
    <section
      ref={card}
      lang={help.language}
      data-testid={testId}
      data-level={safety.level}
      aria-label={words.title}
      className="flex w-full scroll-mt-20 flex-col gap-3 rounded-2xl border border-amber-300/35 bg-amber-300/5 p-4 text-sm leading-relaxed text-mist-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <LifeBuoy aria-hidden className="size-4 shrink-0 text-amber-300" />
        {words.title}
      </p>
      {words.emergency && (
        <a
          href={`tel:${help.emergencyNumber}`}
          data-testid="crisis-emergency-call"
          className="flex items-center gap-3 rounded-xl bg-danger-400 px-4 py-3 text-ink-950 hover:bg-danger-400/90"
        >
          <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-full bg-ink-950/10">
            <Phone className="size-5" />
          </span>
          {/* The number, big enough to read at a glance, then the sentence that asks for the call. */}
          <span className="flex min-w-0 flex-col gap-1">
            <span className="text-2xl leading-none font-bold tracking-wide">{help.emergencyNumber}</span>
            <span className="leading-snug font-medium">{words.emergency}</span>
          </span>
        </a>
      )}
      <p>{words.opening}</p>
      <p>{words.reachOut}</p>
      <CrisisLineList resources={help.resources} testId="crisis-resources" />
      {/* The person's own plan, one tap away: an offer beside the lines, never a step before them. */}
      <SafetyPlanLink className="self-start" />
      <p className="text-mist-300">{words.closing}</p>
    </section>
  );
}

/**
 * Once the card is on screen (the next frame, after a message list has jumped to its newest
 * message), make sure its start is in view: the title and, in an emergency, the number. A tall
 * card at the bottom of a scrolling list would otherwise show only its end, and the page's
 * sticky header can cover the list's top. The list scrolls back to the card's start, then the
 * page scrolls only if that start is still hidden (`scroll-margin-top` keeps it below the header).
 */
function bringStartIntoView(element: HTMLElement | null) {
  if (!element) return;
  const frame = requestAnimationFrame(() => {
    const list = scrollingAncestor(element);
    if (list) {
      const hiddenInList = list.getBoundingClientRect().top - element.getBoundingClientRect().top;
      if (hiddenInList > 0) list.scrollTop -= hiddenInList + LIST_MARGIN_PX;
    }
    const clearance = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    const top = element.getBoundingClientRect().top;
    if (top < clearance || top > window.innerHeight - clearance) window.scrollBy({ top: top - clearance });
  });
  return () => cancelAnimationFrame(frame);
}

/** Room left above the card when a message list is scrolled back to it. */
const LIST_MARGIN_PX = 8;

/** The nearest ancestor that scrolls its own content (a message list), below the page itself. */
function scrollingAncestor(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(parent).overflowY)) return parent;
  }
  return null;
}
