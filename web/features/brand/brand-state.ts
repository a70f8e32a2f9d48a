import type { BrandSettings } from '@common/app-config';

/**
 * What the brand settings allow the UI to show. On a crypto site a wrong contract address
 * costs people money, so nothing address-related is shown or linked unless it is configured.
 */
export type ContractState =
  { status: 'published'; address: string; explorerUrl: string | null } | { status: 'unpublished' };

export const CONTRACT_NOT_PUBLISHED_TEXT = 'Contract address not yet published';

/** Only http(s) links leave the app; anything else (javascript:, typos) counts as not configured. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function contractState(brand: BrandSettings): ContractState {
  const address = brand.contractAddress?.trim();
  if (!address) return { status: 'unpublished' };
  return { status: 'published', address, explorerUrl: safeExternalUrl(brand.explorerUrl) };
}

/** The 'Buy' (chart) link: only with a published address, since the chart is the token's. */
export function buyUrl(brand: BrandSettings): string | null {
  return contractState(brand).status === 'published' ? safeExternalUrl(brand.chartUrl) : null;
}

export interface SocialLink {
  key: 'x' | 'telegram';
  label: string;
  href: string;
}

/** The configured social pages, in display order; unconfigured ones are left out. */
export function socialLinks(brand: BrandSettings): SocialLink[] {
  const candidates: Array<{ key: SocialLink['key']; label: string; href: string | null }> = [
    { key: 'x', label: 'X (Twitter)', href: safeExternalUrl(brand.xUrl) },
    { key: 'telegram', label: 'Telegram', href: safeExternalUrl(brand.telegramUrl) },
  ];
  return candidates.flatMap((link) => (link.href ? [{ key: link.key, label: link.label, href: link.href }] : []));
}

/** 'So1ana…1111' for tight spaces; the full address stays in the title and on copy. */
export function shortenAddress(address: string, keep = 6): string {
  return address.length <= keep * 2 + 1 ? address : `${address.slice(0, keep)}…${address.slice(-keep)}`;
}
