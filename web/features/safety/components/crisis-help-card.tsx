import { LifeBuoy, Phone } from 'lucide-react';
import type { ChatSafety } from '@common/chat';
import { crisisReplyWords, type CrisisHelp } from '@common/safety/crisis-help';

/**
 * Thera's crisis reply as the app shows it, built from the structured `safety` flag (never by
 * reading the reply's words): the person's language, their lines as links that call, text or
 * open, and in an emergency the local emergency number first, as the biggest thing on screen.
 */
export function CrisisHelpCard({ safety, help, testId = 'crisis-help' }: { safety: ChatSafety; help: CrisisHelp; testId?: string }) {
  const words = crisisReplyWords(safety, help);
  return (
    <section
      lang={help.language}
      data-testid={testId}
      data-level={safety.level}
      aria-label={words.title}
      className="flex w-full flex-col gap-3 rounded-2xl border border-amber-300/35 bg-amber-300/5 p-4 text-sm leading-relaxed text-mist-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <LifeBuoy aria-hidden className="size-4 shrink-0 text-amber-300" />
        {words.title}
      </p>
      {words.emergency && (
        <a
          href={`tel:${help.emergencyNumber}`}
          data-testid="crisis-emergency-call"
          className="flex items-center gap-3 rounded-xl bg-danger-400 px-4 py-3 font-semibold text-ink-950 hover:bg-danger-400/90"
        >
          <Phone aria-hidden className="size-5 shrink-0" />
          <span>{words.emergency}</span>
        </a>
      )}
      <p>{words.opening}</p>
      <p>{words.reachOut}</p>
      <ul className="flex flex-col gap-2" data-testid="crisis-resources">
        {help.resources.map((resource) => (
          <li key={`${resource.name}-${resource.href}`} className="rounded-xl border border-ink-700 bg-ink-800/60 px-3 py-2">
            <a
              href={resource.href}
              className="font-medium text-sea-300 underline underline-offset-2 hover:text-sea-400"
              {...(resource.href.startsWith('https:') ? { target: '_blank', rel: 'noreferrer' } : {})}
            >
              {resource.action}
            </a>
            <span className="block text-xs text-mist-300">{resource.name}</span>
          </li>
        ))}
      </ul>
      <p className="text-mist-300">{words.closing}</p>
    </section>
  );
}
