import { describe, expect, it } from 'vitest';
import { createChatMessage, toConversationHistory } from './chat-messages';

describe('chat messages', () => {
  it("ids messages 'user-<ts>' and 'assistant-<ts>'", () => {
    const now = new Date(1_750_000_000_000);
    expect(createChatMessage('user', 'hi', now).id).toBe('user-1750000000000');
    expect(createChatMessage('assistant', 'hello', now).id).toBe('assistant-1750000000000');
  });

  it('sends only role and content, and at most the last 40 messages', () => {
    const messages = Array.from({ length: 45 }, (_, i) =>
      createChatMessage(i % 2 ? 'assistant' : 'user', `m${i}`, new Date(i)),
    );
    const history = toConversationHistory(messages);
    expect(history).toHaveLength(40);
    expect(history[0]).toEqual({ role: 'assistant', content: 'm5' });
    expect(Object.keys(history[39]!)).toEqual(['role', 'content']);
  });
});
