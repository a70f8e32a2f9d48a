import type { CrisisResource } from '@common/safety/crisis-help';

/**
 * The crisis lines as links that call, text or open; the whole row is the tap target (a stretched
 * link) and the link's name stays the action. Shown by the SOS dialog and by Thera's crisis reply.
 */
export function CrisisLineList({ resources, testId }: { resources: readonly CrisisResource[]; testId: string }) {
  return (
    <ul className="flex flex-col gap-2" data-testid={testId}>
      {resources.map((resource) => (
        <li
          key={`${resource.name}-${resource.href}`}
          className="relative rounded-xl border border-ink-700 bg-ink-800/60 px-3 py-2.5 transition-colors hover:border-sea-400/50"
        >
          <a
            href={resource.href}
            className="font-medium break-words text-sea-300 underline underline-offset-2 after:absolute after:inset-0 after:rounded-xl hover:text-sea-400"
            {...(resource.href.startsWith('https:') ? { target: '_blank', rel: 'noreferrer' } : {})}
          >
            {resource.action}
          </a>
          <span className="block text-xs text-mist-300">{resource.name}</span>
        </li>
      ))}
    </ul>
  );
}
