import { describe, expect, it } from 'vitest';
import { placeholderBarWidth } from './placeholder-bar-width';

describe('placeholderBarWidth', () => {
  const tokens = ['BTC', 'ETH', 'ADA', 'SOL'];

  it('stays between 35 and 90 percent', () => {
    for (const token of tokens) {
      expect(placeholderBarWidth(token)).toBeGreaterThanOrEqual(35);
      expect(placeholderBarWidth(token)).toBeLessThanOrEqual(90);
    }
  });

  it('is the same every time for a token, and differs between the four tokens', () => {
    expect(placeholderBarWidth('BTC')).toBe(placeholderBarWidth('BTC'));
    expect(new Set(tokens.map(placeholderBarWidth)).size).toBe(4);
  });
});
