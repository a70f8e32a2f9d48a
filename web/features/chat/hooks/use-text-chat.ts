import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { SEND_FAILED_TEXT, sendChatMessage } from '@web/lib/chat-client';
import { rememberChatHistory } from '@web/lib/chat-history';
import { createDisclosureClock } from '@web/lib/disclosure-clock';
import { createChatMessage, createDisclosureMessage, toConversationHistory, type ChatMessage } from '../chat-messages';

/**
 * The text chat's state (docs/product-behaviour.md): sending adds the user message, sets loading and
 * clears the error; the AI disclosure, when the server says it is due, comes first; Thera's reply appears as she writes it and is completed (with its safety
 * flag) when it ends; loading ends either way; stop ends the reply where it is; clear empties all.
 */
export function useTextChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  /** The id of Thera's message being written, while its words still arrive. */
  const [streamingId, setStreamingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // For "Download my data" in account settings: the chat exists only in this browser.
  useEffect(() => rememberChatHistory(messages), [messages]);
  // A ref as well as state, so a second Enter in the same tick cannot send twice.
  const sending = useRef(false);
  // Bumped by clear(): a reply that arrives after the chat was cleared is dropped.
  const conversation = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  // A cleared chat is a new conversation: Thera says she is an AI again with its first reply.
  const disclosureClock = useRef(createDisclosureClock());

  const send = useCallback(
    async (input: string): Promise<boolean> => {
      const message = input.trim();
      if (!message || sending.current) return false;
      sending.current = true;
      const startedIn = conversation.current;
      const current = () => startedIn === conversation.current;
      const history = toConversationHistory(messages);
      const stop = new AbortController();
      inFlight.current = stop;
      setMessages((shown) => [...shown, createChatMessage('user', message)]);
      setIsLoading(true);
      setError(null);
      let replyId: string | null = null;
      const onDelta = (text: string) => {
        if (!current()) return;
        if (replyId === null) {
          const started = createChatMessage('assistant', text);
          replyId = started.id;
          setStreamingId(started.id);
          setMessages((shown) => [...shown, started]);
        } else {
          const id = replyId;
          setMessages((shown) => shown.map((m) => (m.id === id ? { ...m, content: m.content + text } : m)));
        }
      };
      const clock = disclosureClock.current;
      const onDisclosure = (text: string) => {
        if (!current()) return;
        clock.markShown();
        setMessages((shown) => [...shown, createDisclosureMessage(text)]);
      };
      try {
        const reply = await sendChatMessage(message, history, {
          sinceDisclosureMs: clock.sinceShownMs(),
          onDisclosure,
          onDelta,
          signal: stop.signal,
        });
        if (reply && current()) {
          const id = replyId;
          // The complete reply is the authority: its text and its safety flag replace the draft.
          setMessages((shown) =>
            id === null
              ? [...shown, createChatMessage('assistant', reply.response, new Date(), reply.safety)]
              : shown.map((m) => (m.id === id ? { ...m, content: reply.response, safety: reply.safety } : m)),
          );
        }
      } catch (failure) {
        const text = failure instanceof Error && failure.message ? failure.message : SEND_FAILED_TEXT;
        setError(text);
        toast.error('Error', { description: text });
      } finally {
        sending.current = false;
        if (inFlight.current === stop) inFlight.current = null;
        setIsLoading(false);
        setStreamingId(null);
      }
      return true;
    },
    [messages],
  );

  /** Ends Thera's reply where it is: the words so far stay, and she stops writing. */
  const stop = useCallback(() => inFlight.current?.abort(), []);

  const clear = useCallback(() => {
    inFlight.current?.abort();
    conversation.current += 1;
    disclosureClock.current = createDisclosureClock();
    setMessages([]);
    setError(null);
  }, []);

  return { messages, isLoading, streamingId, error, send, stop, clear };
}
