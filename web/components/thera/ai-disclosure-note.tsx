import { Bot } from 'lucide-react';
import { cn } from '@web/components/ui/cn';

/**
 * Thera's AI disclosure as she said it (docs/ai-disclosure.md), in text chat and in a voice
 * call alike: a quiet note in her colours, plain enough to read at a glance, never a banner.
 */
export function AiDisclosureNote({
  text,
  testId = 'ai-disclosure',
  className,
}: {
  text: string;
  testId?: string;
  className?: string;
}) {
  return (
    <p
      data-testid={testId}
      className={cn(
        'flex items-start gap-2 rounded-xl border border-lavender-300/30 bg-lavender-300/5 px-3 py-2 text-sm leading-relaxed text-mist-100',
        className,
      )}
    >
      <Bot aria-hidden className="mt-0.5 size-4 shrink-0 text-lavender-300" />
      <span>
        <span className="sr-only">Thera: </span>
        {text}
      </span>
    </p>
  );
}
