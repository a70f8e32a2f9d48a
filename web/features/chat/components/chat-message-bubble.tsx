import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { AiDisclosureNote } from '@web/components/thera/ai-disclosure-note';
import { cn } from '@web/components/ui/cn';
import { CrisisHelpCard } from '@web/features/safety';
import type { ChatMessage } from '../chat-messages';
import { TextWithSessionLinks } from './text-with-session-links';

async function copyMessage(content: string) {
  try {
    await navigator.clipboard.writeText(content);
    toast('Copied', { description: 'Message copied to clipboard' });
  } catch {
    toast.error('Could not copy', {
      description: 'Your browser blocked the clipboard. Select the text and copy it by hand.',
    });
  }
}

/**
 * One message: the person's on the right, Thera's on the left, at most 80% wide, with copy.
 * A reply that carries crisis help is shown as the crisis card, from its `safety` flag.
 * `writing`: Thera's words are still arriving (aria-busy, so screen readers wait for the end).
 */
export function ChatMessageBubble({ message, writing = false }: { message: ChatMessage; writing?: boolean }) {
  // Thera's AI disclosure is her note, not a reply: no copy action, not counted as a message.
  if (message.disclosure) {
    return (
      <li className="max-w-[92%] self-start">
        <AiDisclosureNote text={message.content} />
      </li>
    );
  }
  const mine = message.role === 'user';
  const help = message.safety?.help;
  return (
    <li
      className={cn('group flex flex-col gap-1', mine ? 'items-end' : 'items-start')}
      data-testid={`chat-message-${message.role}`}
      aria-busy={writing || undefined}
    >
      {message.safety && help ? (
        <div className="w-full max-w-[92%]">
          <span className="sr-only">Thera: </span>
          <CrisisHelpCard safety={message.safety} help={help} />
        </div>
      ) : (
        <div
          className={cn(
            'max-w-[80%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap',
            mine
              ? 'rounded-br-md bg-sea-400 text-ink-950'
              : 'rounded-bl-md border border-ink-700 bg-ink-800 text-mist-100',
          )}
        >
          <span className="sr-only">{mine ? 'You: ' : 'Thera: '}</span>
          <span data-testid="chat-message-content">
            {mine ? message.content : <TextWithSessionLinks text={message.content} />}
          </span>
        </div>
      )}
      <div className={cn('flex items-center gap-2 px-1 text-xs text-mist-300', mine && 'flex-row-reverse')}>
        <time dateTime={message.timestamp.toISOString()}>
          {message.timestamp.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
        </time>
        <button
          type="button"
          onClick={() => void copyMessage(message.content)}
          className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-mist-300 transition-colors hover:bg-ink-800 hover:text-mist-100"
          aria-label={mine ? 'Copy your message' : "Copy Thera's message"}
        >
          <Copy aria-hidden className="size-3.5" />
          Copy
        </button>
      </div>
    </li>
  );
}
