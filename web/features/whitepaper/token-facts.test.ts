import { describe, expect, it } from 'vitest';
import { ALLOCATIONS, formatTokens, joinWithAnd, shareOfSupply, TOKEN, VESTING_CONTRACTS } from './token-facts';

describe('token facts', () => {
  it('allocates exactly the total supply', () => {
    expect(ALLOCATIONS.reduce((sum, a) => sum + a.amount, 0)).toBe(TOKEN.totalSupply);
  });

  it('locks 600M of the 700M dev wallet in four vesting contracts', () => {
    expect(VESTING_CONTRACTS).toHaveLength(4);
    expect(VESTING_CONTRACTS.reduce((sum, amount) => sum + amount, 0)).toBe(600_000_000);
    expect(ALLOCATIONS.find((a) => a.label === 'Dev wallet')?.amount).toBe(700_000_000);
  });

  it('formats amounts and shares the way the whitepaper prints them', () => {
    expect(formatTokens(TOKEN.totalSupply)).toBe('1,000,000,000');
    expect(shareOfSupply(700_000_000)).toBe('70%');
    expect(shareOfSupply(94_000_000)).toBe('9.4%');
    expect(shareOfSupply(206_000_000)).toBe('20.6%');
  });

  it('lists amounts with commas inside them', () => {
    expect(joinWithAnd(VESTING_CONTRACTS.map(formatTokens))).toBe(
      '300,000,000, 100,000,000, 100,000,000 and 100,000,000',
    );
    expect(joinWithAnd(['one'])).toBe('one');
  });
});
