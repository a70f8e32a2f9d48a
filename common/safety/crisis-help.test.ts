import { describe, expect, it } from 'vitest';
import { COUNTRY_CRISIS_RESOURCES, COUNTRY_FOR_LANGUAGE } from './crisis-lines';
import { buildCrisisReply, crisisHelpFor, parseLocale } from './crisis-help';
import { CRISIS_REPLY_TEXTS } from './reply-texts';
import { SCREEN_LANGUAGES } from './taxonomy';

describe('crisisHelpFor', () => {
  it('gives the US lines first when nothing says where the person is', () => {
    const help = crisisHelpFor({ language: null, locale: null, moneyLoss: false });
    expect(help).toMatchObject({ language: 'en', country: 'US', emergencyNumber: '911' });
    expect(help.resources.map((resource) => resource.href)).toEqual([
      'tel:988',
      'https://988lifeline.org/chat/',
      'sms:741741?body=HOME',
      'tel:911',
      'https://findahelpline.com',
    ]);
  });

  it("uses the browser's country when it speaks the message's language", () => {
    expect(crisisHelpFor({ language: 'en', locale: 'en-GB', moneyLoss: false })).toMatchObject({
      country: 'GB',
      emergencyNumber: '999',
    });
    expect(crisisHelpFor({ language: 'es', locale: 'es-MX,es;q=0.9', moneyLoss: false })).toMatchObject({
      country: 'MX',
    });
  });

  it("uses the message's language over the browser's, with that language's main country and the US lines after", () => {
    const help = crisisHelpFor({ language: 'es', locale: 'en-US', moneyLoss: false });
    expect(help).toMatchObject({ language: 'es', country: 'ES', emergencyNumber: '112' });
    expect(help.resources[0]?.href).toBe('tel:024');
    expect(help.resources.map((resource) => resource.href)).toContain('tel:988');
  });

  it('adds the problem-gambling helpline when money loss drives it', () => {
    const help = crisisHelpFor({ language: 'en', locale: 'en-US', moneyLoss: true });
    expect(help.resources.at(-1)?.action).toContain('1-800-522-4700');
  });

  it('has lines, a source and an emergency number for the main country of every language it reads', () => {
    for (const language of SCREEN_LANGUAGES) {
      const country = COUNTRY_CRISIS_RESOURCES[COUNTRY_FOR_LANGUAGE[language]];
      expect(country, language).toBeDefined();
      expect(country!.emergencyNumber).toMatch(/^\d{3}$/);
      expect(country!.lines.length, language).toBeGreaterThan(0);
      for (const line of country!.lines) expect(line.source, line.name).toMatch(/^https?:\/\/\S+$/);
    }
  });
});

describe('buildCrisisReply', () => {
  it('leads an emergency with the local emergency number', () => {
    const help = crisisHelpFor({ language: 'de', locale: 'de-AT', moneyLoss: false });
    const reply = buildCrisisReply({ level: 'emergency', categories: ['in-progress'] }, help);
    expect(reply.split('\n')[0]).toContain('144');
    expect(reply.startsWith(CRISIS_REPLY_TEXTS.de.emergencyFirst.split('{number}')[0]!)).toBe(true);
  });

  it("writes in the person's language, with every line's action", () => {
    const help = crisisHelpFor({ language: 'ja', locale: null, moneyLoss: false });
    const reply = buildCrisisReply({ level: 'crisis', categories: ['active-ideation'] }, help);
    expect(reply).toContain(CRISIS_REPLY_TEXTS.ja.forSelf);
    for (const resource of help.resources) expect(reply).toContain(resource.action);
  });

  it('speaks to anger when the only risk is to someone else', () => {
    const help = crisisHelpFor({ language: 'en', locale: null, moneyLoss: false });
    expect(buildCrisisReply({ level: 'crisis', categories: ['harm-to-others'] }, help)).toContain(
      CRISIS_REPLY_TEXTS.en.forOthers,
    );
  });

  it('has its words written in every language, not copied from English', () => {
    for (const language of SCREEN_LANGUAGES.filter((language) => language !== 'en')) {
      expect(CRISIS_REPLY_TEXTS[language].forSelf, language).not.toBe(CRISIS_REPLY_TEXTS.en.forSelf);
      expect(CRISIS_REPLY_TEXTS[language].emergencyFirst, language).toContain('{number}');
    }
  });
});

describe('parseLocale', () => {
  it.each([
    ['es-MX,es;q=0.9', { language: 'es', region: 'MX' }],
    ['en', { language: 'en', region: null }],
    ['zh-Hant-TW', { language: 'zh', region: 'TW' }],
    ['', { language: null, region: null }],
  ])('reads %j', (locale, parsed) => {
    expect(parseLocale(locale)).toEqual(parsed);
  });
});
