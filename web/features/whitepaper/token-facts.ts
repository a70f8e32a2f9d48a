/** The token facts of docs/product-behaviour.md sections 1 and 9: the whitepaper's single source. */
export const TOKEN = {
  ticker: 'S100',
  chain: 'Solana',
  totalSupply: 1_000_000_000,
} as const;

export interface Allocation {
  label: string;
  amount: number;
  detail: string;
}

export const ALLOCATIONS: readonly Allocation[] = [
  {
    label: 'Dev wallet',
    amount: 700_000_000,
    detail: '600,000,000 of it locked in four vesting contracts (300M, 100M, 100M, 100M).',
  },
  { label: 'Liquidity', amount: 94_000_000, detail: 'Reserved for trading liquidity.' },
  { label: 'Community & holders', amount: 206_000_000, detail: 'For the community and holders.' },
];

/** The dev wallet's four vesting contracts (600M locked in total). */
export const VESTING_CONTRACTS: readonly number[] = [300_000_000, 100_000_000, 100_000_000, 100_000_000];

export interface RoadmapStage {
  when: string;
  items: readonly string[];
}

export const ROADMAP: readonly RoadmapStage[] = [
  { when: '11 June 2025', items: ['Token launch', 'Thera agent live'] },
  {
    when: 'Q2/Q3 2025',
    items: ['Second agent', 'Tiered rewards', 'Exchange listings', 'Airdrop and referral campaigns'],
  },
  { when: 'Q3/Q4 2025', items: ['NFT rewards', 'Community expansion', 'Sentiment AI upgrades'] },
];

export function formatTokens(amount: number): string {
  return amount.toLocaleString('en-US');
}

/** Share of the total supply, e.g. '9.4%'. */
export function shareOfSupply(amount: number): string {
  const percent = (amount / TOKEN.totalSupply) * 100;
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}

/** 'a, b, c and d': amounts contain commas themselves, so join the list, never split a string. */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
