import { useEffect, useRef } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useReportEmergency } from '@web/features/safety';
import { useTextChat } from '../hooks/use-text-chat';
import { ChatComposer } from './chat-composer';
import { ChatMessageBubble } from './chat-message-bubble';

/** Text mode of /chat (docs/product-behaviour.md): messages, typing indicator, composer, clear. */
export function TextChatPanel() {
  const chat = useTextChat();
  const list = useRef<HTMLDivElement>(null);
  useReportEmergency(chat.messages.some((message) => message.safety?.level === 'emergency'));

  const lastContent = chat.messages.at(-1)?.content;
  useEffect(() => {
    // Keep the newest message (or the typing indicator) in view, as it grows word by word too.
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [chat.messages.length, chat.isLoading, lastContent]);

  return (
    <Card className="flex w-full flex-col gap-3 p-3 sm:p-4" data-testid="text-chat-panel">
      <div className="flex min-h-9 items-center justify-between gap-2 px-1">
        <h2 className="text-sm font-medium text-mist-200">Conversation</h2>
        {chat.messages.length > 0 && (
          <Button variant="ghost" size="sm" onClick={chat.clear}>
            <Trash2 aria-hidden />
            Clear chat
          </Button>
        )}
      </div>
      <div
        ref={list}
        className="h-96 overflow-y-auto rounded-xl bg-ink-950/40 p-3 sm:p-4"
        role="log"
        aria-live="polite"
        aria-label="Messages with Thera"
      >
        {chat.messages.length === 0 && !chat.isLoading ? (
          <p className="grid h-full place-items-center px-6 text-center text-sm text-mist-300">
            Say hello, or tell Thera what's weighing on you. Your messages stay in this browser tab.
          </p>
        ) : (
          <ol className="flex flex-col gap-4">
            {chat.messages.map((message) => (
              <ChatMessageBubble key={message.id} message={message} writing={message.id === chat.streamingId} />
            ))}
            {chat.isLoading && chat.streamingId === null && (
              <li className="flex items-center gap-2 text-sm text-mist-300" role="status">
                <span className="flex gap-1" aria-hidden>
                  <span className="size-1.5 animate-bounce rounded-full bg-sea-300 [animation-delay:-0.3s]" />
                  <span className="size-1.5 animate-bounce rounded-full bg-sea-300 [animation-delay:-0.15s]" />
                  <span className="size-1.5 animate-bounce rounded-full bg-sea-300" />
                </span>
                Thera is thinking...
              </li>
            )}
          </ol>
        )}
      </div>
      <ChatComposer isLoading={chat.isLoading} onSend={chat.send} onStop={chat.stop} />
      <p className="px-1 text-xs text-mist-300">Enter sends, Shift+Enter adds a new line.</p>
    </Card>
  );
}
