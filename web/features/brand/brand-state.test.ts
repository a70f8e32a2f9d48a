import { describe, expect, it } from 'vitest';
import type { BrandSettings } from '@common/app-config';
import { buyUrl, contractState, safeExternalUrl, shortenAddress, socialLinks } from './brand-state';

const ADDRESS = 'So1anaMint1111111111111111111111111111111111';
const unconfigured: BrandSettings = {
  xUrl: null,
  telegramUrl: null,
  chartUrl: null,
  contractAddress: null,
  explorerUrl: null,
  introVideoUrl: null,
};
const configured: BrandSettings = {
  xUrl: 'https://x.com/theraagent',
  telegramUrl: 'https://t.me/theraagent',
  chartUrl: 'https://dexscreener.com/solana/abc',
  contractAddress: ADDRESS,
  explorerUrl: `https://solscan.io/token/${ADDRESS}`,
  introVideoUrl: null,
};

describe('contractState', () => {
  it('says unpublished when no address is configured, or only whitespace', () => {
    expect(contractState(unconfigured)).toEqual({ status: 'unpublished' });
    expect(contractState({ ...unconfigured, contractAddress: '   ' })).toEqual({ status: 'unpublished' });
  });

  it('gives the address and its explorer link when configured', () => {
    expect(contractState(configured)).toEqual({
      status: 'published',
      address: ADDRESS,
      explorerUrl: `https://solscan.io/token/${ADDRESS}`,
    });
  });

  it('never links an explorer URL that is not http(s)', () => {
    expect(contractState({ ...configured, explorerUrl: 'javascript:alert(1)' })).toMatchObject({ explorerUrl: null });
  });
});

describe('buyUrl', () => {
  it('is null without a published address even when a chart link is configured', () => {
    expect(buyUrl({ ...configured, contractAddress: null })).toBeNull();
  });

  it('is the chart link when the address is published', () => {
    expect(buyUrl(configured)).toBe('https://dexscreener.com/solana/abc');
  });
});

describe('socialLinks', () => {
  it('lists only configured, safe links in order', () => {
    expect(socialLinks(unconfigured)).toEqual([]);
    expect(socialLinks(configured).map((link) => link.key)).toEqual(['x', 'telegram']);
    expect(socialLinks({ ...configured, xUrl: 'not a url' }).map((link) => link.key)).toEqual(['telegram']);
  });
});

describe('safeExternalUrl', () => {
  it('accepts http(s) and rejects other schemes and blanks', () => {
    expect(safeExternalUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
    expect(safeExternalUrl('')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});

describe('shortenAddress', () => {
  it('keeps both ends of a long address and leaves short ones alone', () => {
    expect(shortenAddress(ADDRESS)).toBe('So1ana…111111');
    expect(shortenAddress('abc')).toBe('abc');
  });
});
