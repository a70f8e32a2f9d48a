import { crisisHelpFor } from '@common/safety/crisis-help';
import type { PlanContact } from './types';

/**
 * The professionals step's starting list: the crisis lines for the browser's locale
 * (common/safety/crisis-lines.ts, the same lines Thera's crisis reply gives), as plan contacts
 * the person can keep, edit or remove. A text line keeps its keyword in the name ("text HOME").
 */
export function startingProfessionals(locale: string | null | undefined): PlanContact[] {
  const help = crisisHelpFor({ language: null, locale, moneyLoss: false });
  return help.resources.map(({ name, href }) => {
    const keyword = /^sms:[^?]*\?body=(.+)$/.exec(href)?.[1];
    const reach = href.startsWith('https:') ? href : href.replace(/^(tel|sms):/, '').replace(/\?.*$/, '');
    const label = keyword ? `${name} (text ${decodeURIComponent(keyword)})` : name;
    return { name: label.slice(0, 80), reach: reach.slice(0, 200) };
  });
}

/** The browser's locales as one Accept-Language-like string, for crisisHelpFor. */
export function browserLocale(): string | null {
  if (typeof navigator === 'undefined') return null;
  return navigator.languages?.join(',') || navigator.language || null;
}
