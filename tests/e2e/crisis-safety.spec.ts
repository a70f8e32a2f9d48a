import type { Locator, Page } from '@playwright/test';
import type { ChatReply } from '../../common/chat';
import type { CrisisHelp } from '../../common/safety/crisis-help';
import { CRISIS_REPLY_TEXTS } from '../../common/safety/reply-texts';
import { settledScreenshot, signUp } from './support/auth';
import { nextChatAnswer, openChatSignedIn, sayByTyping, sendText, startVoiceChat, switchToText } from './support/chat';
import { expect, test } from './support/fixtures';

/**
 * Crisis help in Chromium against the production build and the real chat-with-ai: the server's
 * risk screen flags the reply (`safety`), and the app renders the crisis card from that flag,
 * never from the reply's words. Text chat, voice (browser engine, typed), emergency first,
 * Spanish help for Spanish words, a concern that stays an ordinary reply, and screenshots.
 */

const CRISIS = 'I want to kill myself';
const EMERGENCY = 'I took the whole bottle of sleeping pills 10 minutes ago';
const SPANISH = 'ya no quiero vivir, quiero morirme';
/**
 * No rule matches this farewell note; the learned layer catches it (decision 0028: its language
 * from its words). Until tuning round 8 this was a pill-count question, which a French rule now
 * catches.
 */
const FRENCH_LAYER_ONLY = "j'ai écrit à chacun un petit mot, ils comprendront quand ils les trouveront";
/** Read by the English rules ("suicid-"); its other words say French (language-markers.ts, clearlyNotEnglish). */
const FRENCH_LOANWORD = 'je pense à me suicider tous les soirs depuis la liquidation';
const CONCERN = 'I feel so hopeless after this loss';

/** The US lines, as a crisis `safety` flag carries them (used only where the server is faked). */
const US_HELP: CrisisHelp = {
  language: 'en',
  country: 'US',
  emergencyNumber: '911',
  resources: [
    { name: '988 Suicide & Crisis Lifeline', action: 'Call or text 988', href: 'tel:988' },
    { name: 'Crisis Text Line', action: 'Text HOME to 741741', href: 'sms:741741?body=HOME' },
    { name: 'Emergency services, if anyone is in immediate danger', action: '911', href: 'tel:911' },
    { name: 'Find A Helpline', action: 'Find a free helpline at findahelpline.com', href: 'https://findahelpline.com' },
  ],
};

const textCard = (page: Page) => page.getByTestId('chat-message-assistant').getByTestId('crisis-help');

/** The lines every English crisis card offers: 988 to call, Crisis Text Line by SMS, findahelpline.com. */
async function expectUsLines(card: Locator) {
  await expect(card.getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988');
  await expect(card.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?body=HOME');
  await expect(card.getByRole('link', { name: /findahelpline\.com/ })).toHaveAttribute(
    'href',
    'https://findahelpline.com',
  );
}

/** In an emergency the local number comes first: the card's first link, above the list, in view. */
async function expectEmergencyFirst(card: Locator, number: string) {
  const call = card.getByTestId('crisis-emergency-call');
  await expect(call).toHaveAttribute('href', `tel:${number}`);
  await expect(call).toContainText(number);
  await expect(card.getByRole('link').first()).toHaveAttribute('data-testid', 'crisis-emergency-call');
  await expectInSight(call);
  const callBox = (await call.boundingBox())!;
  const listBox = (await card.getByTestId('crisis-resources').boundingBox())!;
  expect(callBox.y + callBox.height).toBeLessThanOrEqual(listBox.y);
}

test.describe('text chat', () => {
  test('a crisis message gets the crisis card, rendered from the safety flag', async ({ page }) => {
    await openChatSignedIn(page);
    await switchToText(page);
    const reply = await sendText(page, CRISIS);
    expect(reply.safety.level).toBe('crisis');
    expect(reply.safety.help?.language).toBe('en');

    const card = textCard(page);
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('data-level', 'crisis');
    await expect(card).toHaveAttribute('lang', 'en');
    await expectUsLines(card);
    // The card arrives showing its start, though the message list jumps to its end.
    await expectInSight(card.getByText(CRISIS_REPLY_TEXTS.en.panelTitle));
    // A crisis is not an emergency: no emergency call leads the card.
    await expect(card.getByTestId('crisis-emergency-call')).toHaveCount(0);
    // The card replaces the plain bubble: the reply is not printed a second time as text.
    await expect(page.getByTestId('chat-message-assistant').getByTestId('chat-message-content')).toHaveCount(0);
  });

  test('an emergency puts the emergency number first', async ({ page }) => {
    await openChatSignedIn(page);
    await switchToText(page);
    const reply = await sendText(page, EMERGENCY);
    expect(reply.safety.level).toBe('emergency');
    expect(reply.safety.help?.emergencyNumber).toBe('911');

    const card = textCard(page);
    await expect(card).toHaveAttribute('data-level', 'emergency');
    await expectEmergencyFirst(card, '911');
    await expectUsLines(card);
  });

  test('Spanish words get Spanish help: Spain’s 024 first, in Spanish', async ({ page }) => {
    await openChatSignedIn(page);
    await switchToText(page);
    const reply = await sendText(page, SPANISH);
    expect(reply.safety.level).toBe('crisis');
    expect(reply.safety.help).toMatchObject({ language: 'es', country: 'ES' });

    const card = textCard(page);
    await expect(card).toHaveAttribute('lang', 'es');
    const first = card.getByTestId('crisis-resources').getByRole('link').first();
    await expect(first).toHaveAttribute('href', 'tel:024');
    await expect(first).toContainText('024');
    // Spanish words, not the English card (the wording is read from the reply texts, which may change).
    await expect(card).toContainText(CRISIS_REPLY_TEXTS.es.panelTitle);
    await expect(card).toContainText(CRISIS_REPLY_TEXTS.es.reachOut);
    await expect(card).not.toContainText(CRISIS_REPLY_TEXTS.en.forSelf);
    await expect(card).not.toContainText(CRISIS_REPLY_TEXTS.en.reachOut);
  });

  for (const [how, message] of [
    ['only the learned layer catches', FRENCH_LAYER_ONLY],
    ['the English rules read through a loanword ("suicider")', FRENCH_LOANWORD],
  ] as const) {
    test(`a French crisis ${how} gets help in the words’ language, not the browser’s`, async ({ page }) => {
      await openChatSignedIn(page);
      await switchToText(page);
      const reply = await sendText(page, message);
      expect(reply.safety.level).toBe('crisis');
      expect(reply.safety.help).toMatchObject({ language: 'fr', country: 'FR' });

      const card = textCard(page);
      await expect(card).toHaveAttribute('lang', 'fr');
      await expect(card).toContainText(CRISIS_REPLY_TEXTS.fr.panelTitle);
      await expect(card).not.toContainText(CRISIS_REPLY_TEXTS.en.reachOut);
    });
  }

  test('a concern gets an ordinary reply, with no crisis card', async ({ page }) => {
    await openChatSignedIn(page);
    await switchToText(page);
    const reply = await sendText(page, CONCERN);
    expect(reply.safety.level).toBe('concern');
    expect(reply.safety.help).toBeUndefined();

    const message = page.getByTestId('chat-message-assistant');
    await expect(message.getByTestId('chat-message-content')).toHaveText(reply.response);
    await expect(page.getByTestId('crisis-help')).toHaveCount(0);
    await expect(message.getByRole('link', { name: /988/ })).toHaveCount(0);
  });
});

/**
 * Faking our own server here is the point: these prove the card follows the flag alone. An
 * ordinary reply flagged as a crisis shows the card; a reply that names 988 unflagged does not.
 */
test.describe('the card follows the flag, not the words', () => {
  test('an ordinary-looking reply flagged as a crisis shows the crisis card', async ({ page }) => {
    await openChatSignedIn(page);
    await switchToText(page);
    const flagged: ChatReply = {
      response: 'That sounds like a long day. Shall we take a slow breath together?',
      safety: { level: 'crisis', categories: ['active-ideation'], help: US_HELP },
    };
    await page.route('**/functions/v1/chat-with-ai', (route) => route.fulfill({ json: flagged }));
    // Typed by hand: sendText's own route would take the request past this one to the server.
    await typeAndSend(page, 'long day at the desk');

    const card = textCard(page);
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('data-level', 'crisis');
    await expectUsLines(card);
    await expect(card.getByRole('link', { name: '911', exact: true })).toHaveAttribute('href', 'tel:911');
  });

  test('a reply that mentions 988 without a crisis flag stays an ordinary reply', async ({ page }) => {
    await openChatSignedIn(page);
    await switchToText(page);
    const unflagged: ChatReply = {
      response: 'If things ever feel like too much, you can call or text 988 any time. For now, how was the session?',
      safety: { level: 'none', categories: [] },
    };
    await page.route('**/functions/v1/chat-with-ai', (route) => route.fulfill({ json: unflagged }));
    await typeAndSend(page, 'call or text 988');

    const message = page.getByTestId('chat-message-assistant');
    await expect(message.getByTestId('chat-message-content')).toHaveText(unflagged.response);
    await expect(page.getByTestId('crisis-help')).toHaveCount(0);
    await expect(page.getByTestId('crisis-emergency-call')).toHaveCount(0);
    await expect(message.getByRole('link', { name: /988/ })).toHaveCount(0);
  });
});

test.describe('voice with the browser engine, typed', () => {
  async function openVoiceChat(page: Page) {
    await page.goto('/');
    await signUp(page);
    await page.goto('/chat');
    return startVoiceChat(page);
  }

  test('a crisis shows the crisis card with 988 from the safety flag', async ({ page }) => {
    await openVoiceChat(page);
    const reply = await sayByTyping(page, CRISIS);
    expect(reply.safety.level).toBe('crisis');

    const card = page.getByTestId('voice-crisis-reply');
    await expect(card).toHaveAttribute('data-level', 'crisis');
    await expectUsLines(card);
    await expect(card.getByTestId('crisis-emergency-call')).toHaveCount(0);
    await page.getByRole('button', { name: 'End Conversation' }).click();
  });

  test('an emergency shows the emergency number first', async ({ page }) => {
    await openVoiceChat(page);
    const reply = await sayByTyping(page, EMERGENCY);
    expect(reply.safety.level).toBe('emergency');

    const card = page.getByTestId('voice-crisis-reply');
    await expect(card).toHaveAttribute('data-level', 'emergency');
    await expectEmergencyFirst(card, '911');
    await page.getByRole('button', { name: 'End Conversation' }).click();
  });

  test('a concern shows no crisis card', async ({ page }) => {
    await openVoiceChat(page);
    const { answer } = await nextChatAnswer(page);
    await page.getByRole('textbox', { name: 'Type to Thera' }).fill(CONCERN);
    await page.getByRole('button', { name: 'Send to Thera' }).click();
    const { reply } = await answer;
    expect(reply.safety.level).toBe('concern');
    await expect(page.getByTestId('thera-caption')).toContainText(reply.response);
    await expect(page.getByTestId('voice-crisis-reply')).toHaveCount(0);
    await page.getByRole('button', { name: 'End Conversation' }).click();
  });
});

test.describe('screenshots', () => {
  for (const width of [390, 1280]) {
    test(`the crisis card and the emergency card in text chat at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await openChatSignedIn(page);
      await switchToText(page);

      await sendText(page, CRISIS);
      await expect(textCard(page)).toBeVisible();
      await shootCard(page, `crisis-card-${width}`);

      await page.getByRole('button', { name: 'Clear chat' }).click();
      await sendText(page, EMERGENCY);
      await expectEmergencyFirst(textCard(page), '911');
      await shootCard(page, `crisis-card-emergency-${width}`);
    });
  }
});

/**
 * Two shots of the newest card: `<name>.png`, the screen as the person sees it when the card
 * arrives (its start in view in the message list), and `<name>-whole.png`, the whole card with
 * the list's height limit lifted for the shot, to review every line of it.
 */
async function shootCard(page: Page, name: string) {
  const card = textCard(page);
  // The card arrives showing its start, its title clear of the site header.
  await expectInSight(card.getByText(CRISIS_REPLY_TEXTS.en.panelTitle));
  await expectNoSidewaysOverflow(page, card);
  await settledScreenshot(page, `screenshots/${name}.png`);
  const list = page.getByRole('log', { name: 'Messages with Thera' });
  await list.evaluate((element) => element.style.setProperty('height', 'auto'));
  // The sticky header would be painted across a shot taller than the screen: hide it for this one.
  await card.screenshot({ path: `screenshots/${name}-whole.png`, style: 'header { visibility: hidden; }' });
  await list.evaluate((element) => element.style.removeProperty('height'));
}

/**
 * In view and on top: not scrolled out of its message list or the page, and not under the
 * sticky site header (what the browser hits at the element's top and centre is the element).
 */
async function expectInSight(target: Locator) {
  await expect(target).toBeInViewport();
  await expect
    .poll(() =>
      target.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        return [box.top + Math.min(12, box.height / 2), box.top + box.height / 2].every((y) =>
          element.contains(document.elementFromPoint(x, y)),
        );
      }),
    )
    .toBe(true);
}

/** Nothing in the card is wider than the card, and the page does not scroll sideways. */
async function expectNoSidewaysOverflow(page: Page, card: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  const overflowing = await card.evaluate((section) => {
    const right = section.getBoundingClientRect().right + 0.5;
    return [section, ...section.querySelectorAll('*')]
      .filter(
        (element) => element.scrollWidth > element.clientWidth + 1 || element.getBoundingClientRect().right > right,
      )
      .map((element) => element.outerHTML.slice(0, 80));
  });
  expect(overflowing).toEqual([]);
}

async function typeAndSend(page: Page, message: string) {
  const input = page.getByLabel('Message to Thera');
  await input.fill(message);
  await input.press('Enter');
}
