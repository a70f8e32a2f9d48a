import { describe, expect, it } from 'vitest';
import type { ChatHistoryEntry } from '@common/chat';
import { companionReply } from './offline-companion';

const questionsIn = (reply: string) => (reply.match(/\?/g) ?? []).length;

describe('the offline companion', () => {
  it.each([
    ['I got liquidated on my long and lost 40% of my stack', '/resilience-building'],
    ['I have such bad FOMO, everyone is making money without me', '/decision-clarity'],
    ['I keep revenge trading to win it back', '/decision-clarity'],
    ["I can't sleep, I'm checking charts at 3am", '/breathing-exercise'],
    ["I haven't slept properly in days", '/breathing-exercise'],
    ["I'm completely burned out from staring at charts all day", '/motivation-thera'],
    ["I'm so anxious about my open positions", '/breathing-exercise'],
    ["I'm furious, that dev scammed us", '/crypto-stress-release'],
    ['I feel so lonely, nobody understands what trading is like', '/motivation-thera'],
    ['Today was a good day, I stuck to my plan and took profits', '/motivation-thera'],
    ['My girlfriend left me last week', '/mindfulness-meditation'],
    ['I feel so empty and numb lately', '/resilience-building'],
  ])('answers %j with a reflection, one open question and a fitting session', (message, route) => {
    const reply = companionReply(message, []);
    expect(reply).toContain(`(${route})`);
    expect(questionsIn(reply)).toBe(1);
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it('is deterministic for the same conversation', () => {
    const history: ChatHistoryEntry[] = [{ role: 'user', content: 'hi' }];
    expect(companionReply('I lost a lot today', history)).toBe(companionReply('I lost a lot today', history));
  });

  it('mirrors how the person says they feel, in their own words', () => {
    expect(companionReply('I feel like my whole month was wasted after the dump', [])).toContain(
      'like your whole month was wasted after the dump',
    );
  });

  it('remembers the theme and never suggests the same session twice', () => {
    const history: ChatHistoryEntry[] = [];
    const replies: string[] = [];
    for (const message of [
      'I lost so much on that rug pull',
      'yeah',
      'I keep thinking about the loss',
      'it is hard',
      'another red day, lost more',
    ]) {
      const reply = companionReply(message, history);
      replies.push(reply);
      history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
    }
    // "yeah" carries no theme of its own: Thera stays with the losses.
    expect(replies[1]).toContain('the losses');
    const routes = replies.flatMap((reply) => reply.match(/\(\/[a-z-]+\)/g) ?? []);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes.length).toBeGreaterThanOrEqual(2);
    // The wording varies: no reply repeats an earlier one.
    expect(new Set(replies).size).toBe(replies.length);
  });

  it('offers a small practical step when asked what to do, staying with the theme', () => {
    const history: ChatHistoryEntry[] = [{ role: 'user', content: "I'm so anxious about my open positions" }];
    history.push({ role: 'assistant', content: companionReply(history[0]!.content, []) });
    const reply = companionReply('what should I do?', history);
    expect(reply).toContain('the anxiety');
    expect(reply).toMatch(/breathe in for four counts|Writing down the worst case/);
    expect(questionsIn(reply)).toBe(1);
  });

  it('recognises a named feeling over the circumstance around it', () => {
    expect(companionReply('I am so angry at the devs, they rugged us', [])).toContain('(/crypto-stress-release)');
  });

  it('says it is an AI and not a therapist when asked', () => {
    const reply = companionReply('are you a real person?', []);
    expect(reply).toContain('AI companion');
    expect(reply).toContain('not a therapist');
  });

  it('greets a new conversation with one open question', () => {
    const reply = companionReply('hello', []);
    expect(reply).toContain('Thera');
    expect(questionsIn(reply)).toBe(1);
  });
});
