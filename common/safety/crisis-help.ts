import {
  COUNTRY_CRISIS_RESOURCES,
  COUNTRY_FOR_LANGUAGE,
  FIND_A_HELPLINE,
  GAMBLING_HELPLINE_US,
  type CrisisLine,
} from './crisis-lines';
import { CRISIS_REPLY_TEXTS } from './reply-texts';
import type { RiskAssessment } from './risk-screen';
import { SCREEN_LANGUAGES, type ScreenLanguage } from './taxonomy';

/** A line as the browser shows it: what to do and a link that does it. */
export type CrisisResource = Pick<CrisisLine, 'name' | 'action' | 'href'>;

/** The help that fits one person: their language, their country's lines and emergency number. */
export interface CrisisHelp {
  language: ScreenLanguage;
  country: string;
  emergencyNumber: string;
  resources: CrisisResource[];
}

const US = 'US';

function isScreenLanguage(value: string): value is ScreenLanguage {
  return (SCREEN_LANGUAGES as readonly string[]).includes(value);
}

/** The browser's first preferred locale ("es-MX,es;q=0.9" -> es, MX), from Accept-Language or navigator.language. */
export function parseLocale(locale: string | null | undefined): { language: string | null; region: string | null } {
  const first = locale?.split(',')[0]?.split(';')[0]?.trim();
  if (!first) return { language: null, region: null };
  const [language, ...rest] = first.split(/[-_]/);
  const region = rest.find((part) => /^[a-z]{2}$/i.test(part));
  return { language: language?.toLowerCase() || null, region: region?.toUpperCase() ?? null };
}

const toResource = ({ name, action, href }: CrisisLine): CrisisResource => ({ name, action, href });

/**
 * Help for a person: written in the message's language (else the browser's, else English), with
 * the lines of their country (the browser's region when it speaks that language, else the
 * language's main country), the US lines (988, Crisis Text Line) for everyone else as the
 * product's home, findahelpline.com always, and the gambling helpline when losses drive it.
 */
export function crisisHelpFor(options: {
  language: ScreenLanguage | null;
  locale?: string | null;
  moneyLoss: boolean;
}): CrisisHelp {
  const browser = parseLocale(options.locale);
  const language: ScreenLanguage =
    options.language ?? (browser.language && isScreenLanguage(browser.language) ? browser.language : 'en');
  const regionFits =
    browser.region && COUNTRY_CRISIS_RESOURCES[browser.region] && (!options.language || browser.language === language);
  const country = regionFits ? browser.region! : COUNTRY_FOR_LANGUAGE[language];
  const local = COUNTRY_CRISIS_RESOURCES[country] ?? COUNTRY_CRISIS_RESOURCES[US]!;
  const us = COUNTRY_CRISIS_RESOURCES[US]!;
  const emergency: CrisisResource = {
    name: CRISIS_REPLY_TEXTS[language].emergencyServices,
    action: local.emergencyNumber,
    href: `tel:${local.emergencyNumber}`,
  };
  const lines = local.country === US ? [...us.lines] : [...local.lines, ...us.lines];
  const resources = [...lines.map(toResource), emergency, toResource(FIND_A_HELPLINE)];
  if (options.moneyLoss) resources.push(toResource(GAMBLING_HELPLINE_US));
  return { language, country: local.country, emergencyNumber: local.emergencyNumber, resources };
}

/**
 * Thera's fixed crisis reply, in the person's language. Written by people, never generated:
 * the message that called for it reaches no model. An emergency leads with the local number.
 */
export function buildCrisisReply(assessment: Pick<RiskAssessment, 'level' | 'categories'>, help: CrisisHelp): string {
  const words = crisisReplyWords(assessment, help);
  const list = help.resources.map((resource) => `- ${resource.name}: ${resource.action}`).join('\n');
  return [words.emergency, words.opening, `${words.reachOut}\n${list}`, words.closing].filter(Boolean).join('\n\n');
}

/** The reply's sentences for this person, for the text reply above and for the app's crisis card. */
export function crisisReplyWords(assessment: Pick<RiskAssessment, 'level' | 'categories'>, help: CrisisHelp) {
  const text = CRISIS_REPLY_TEXTS[help.language];
  const onlyOthers =
    assessment.categories.length > 0 && assessment.categories.every((category) => category === 'harm-to-others');
  return {
    emergency:
      assessment.level === 'emergency' ? text.emergencyFirst.replaceAll('{number}', help.emergencyNumber) : null,
    opening: onlyOthers ? text.forOthers : text.forSelf,
    reachOut: text.reachOut,
    closing: text.closing,
    title: text.panelTitle,
  };
}
