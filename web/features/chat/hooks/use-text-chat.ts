import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { createChatMessage, toConversationHistory, type ChatMessage } from '../chat-messages';
import { SEND_FAILED_TEXT, sendChatMessage } from '../api/send-chat-message';

/**
 * The text chat's state (spec section 4): sending adds the user message, sets loading and
 * clears the error; a reply adds Thera's message; loading ends either way; clear empties all.
 */
export function useTextChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref as well as state, so a second Enter in the same tick cannot send twice.
  const sending = useRef(false);
  // Bumped by clear(): a reply that arrives after the chat was cleared is dropped.
  const conversation = useRef(0);

  const send = useCallback(
    async (input: string): Promise<boolean> => {
      const message = input.trim();
      if (!message || sending.current) return false;
      sending.current = true;
      const startedIn = conversation.current;
      const history = toConversationHistory(messages);
      setMessages((current) => [...current, createChatMessage('user', message)]);
      setIsLoading(true);
      setError(null);
      try {
        const reply = await sendChatMessage(message, history);
        if (startedIn === conversation.current) {
          setMessages((current) => [...current, createChatMessage('assistant', reply.response, new Date(), reply.safety)]);
        }
      } catch (failure) {
        const text = failure instanceof Error && failure.message ? failure.message : SEND_FAILED_TEXT;
        setError(text);
        toast.error('Error', { description: text });
      } finally {
        sending.current = false;
        setIsLoading(false);
      }
      return true;
    },
    [messages],
  );

  const clear = useCallback(() => {
    conversation.current += 1;
    setMessages([]);
    setError(null);
  }, []);

  return { messages, isLoading, error, send, clear };
}
