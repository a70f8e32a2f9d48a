import { useRef, useState, type KeyboardEvent } from 'react';
import { SendHorizontal, Square } from 'lucide-react';
import { MAX_MESSAGE_CHARS } from '@common/chat';
import { Button } from '@web/components/ui/button';

const MAX_HEIGHT_PX = 200;

interface ChatComposerProps {
  isLoading: boolean;
  onSend: (text: string) => Promise<boolean>;
  /** Given while Thera replies: a Stop button beside Send ends her reply where it is. */
  onStop?: () => void;
}

/**
 * The message box: grows with its text from 60 px, Enter sends, Shift+Enter adds a line, and
 * after sending it empties and shrinks back. Send is disabled while blank or while Thera replies.
 */
export function ChatComposer({ isLoading, onSend, onStop }: ChatComposerProps) {
  const [text, setText] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim() === '';

  const fitHeight = () => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  };

  const submit = () => {
    if (blank || isLoading) return;
    const message = text;
    setText('');
    if (textarea.current) textarea.current.style.height = '';
    void onSend(message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor="chat-message" className="sr-only">
        Message to Thera
      </label>
      <textarea
        id="chat-message"
        ref={textarea}
        value={text}
        rows={1}
        maxLength={MAX_MESSAGE_CHARS}
        placeholder="Tell Thera what's on your mind..."
        onChange={(event) => {
          setText(event.target.value);
          fitHeight();
        }}
        onKeyDown={onKeyDown}
        className="min-h-[60px] flex-1 resize-none rounded-xl border border-ink-600 bg-ink-950/60 px-4 py-3 text-sm text-mist-100 placeholder:text-mist-300/70 focus:border-sea-400/70 focus:outline-none"
      />
      {isLoading && onStop && (
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="h-[60px] w-12"
          onClick={onStop}
          aria-label="Stop Thera's reply"
        >
          <Square aria-hidden className="fill-current" />
        </Button>
      )}
      <Button
        type="submit"
        size="icon"
        className="h-[60px] w-12"
        disabled={blank || isLoading}
        aria-label="Send message"
      >
        <SendHorizontal aria-hidden />
      </Button>
    </form>
  );
}
