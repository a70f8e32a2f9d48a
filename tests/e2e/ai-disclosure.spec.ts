import type { Page } from '@playwright/test';
import { AI_DISCLOSURE_TEXT, DISCLOSURE_INTERVAL_MS } from '../../common/ai-disclosure';
import { settledScreenshot, signUp } from './support/auth';
import { nextChatAnswer, openChatSignedIn, sayByTyping, sendText, startVoiceChat, switchToText } from './support/chat';
import { expect, test } from './support/fixtures';

/**
 * Thera says she is an AI (docs/ai-disclosure.md) in Chromium against the production build and
 * the real chat-with-ai: at the start of a text chat and a voice call, not again within three
 * hours, and again once three hours have passed by the page's clock. Crisis replies lead to the
 * person's safety plan, and an emergency reply hides the points and trading copy around it.
 */

const EMERGENCY = 'I took the whole bottle of sleeping pills 10 minutes ago';
const CRISIS = 'I want to kill myself';
const THREE_HOURS_ON = DISCLOSURE_INTERVAL_MS + 60_000;

/** Sends in text chat and returns the reply and what the app reported about the last disclosure. */
async function sendTextWatched(page: Page, message: string) {
  const { answer } = await nextChatAnswer(page);
  const input = page.getByLabel('Message to Thera');
  await input.fill(message);
  await input.press('Enter');
  const { status, reply, request } = await answer;
  expect(status).toBe(200);
  return { reply, since: (request.postDataJSON() as { sinceDisclosureMs?: number }).sinceDisclosureMs };
}

test.describe('text chat', () => {
  test('says it with the first reply, not again within three hours, again three hours on and after a clear', async ({
    page,
  }) => {
    await page.clock.install();
    await openChatSignedIn(page);
    await switchToText(page);
    const notes = page.getByTestId('ai-disclosure');

    const first = await sendTextWatched(page, 'hello there');
    expect(first.since).toBeUndefined();
    expect(first.reply.disclosure).toBe(AI_DISCLOSURE_TEXT);
    await expect(notes).toHaveCount(1);
    await expect(notes).toHaveText(`Thera: ${AI_DISCLOSURE_TEXT}`);
    // The note comes before the reply it arrived with, and is not a message of its own to copy.
    const noteBox = (await notes.boundingBox())!;
    const replyBox = (await page.getByTestId('chat-message-assistant').boundingBox())!;
    expect(noteBox.y).toBeLessThan(replyBox.y);

    const second = await sendTextWatched(page, 'the market is wild today');
    expect(second.since).toBeGreaterThanOrEqual(0);
    expect(second.since).toBeLessThan(DISCLOSURE_INTERVAL_MS);
    expect(second.reply.disclosure).toBeUndefined();
    await expect(notes).toHaveCount(1);

    await page.clock.fastForward(THREE_HOURS_ON);
    const later = await sendTextWatched(page, 'still thinking about that trade');
    expect(later.since).toBeGreaterThanOrEqual(DISCLOSURE_INTERVAL_MS);
    expect(later.reply.disclosure).toBe(AI_DISCLOSURE_TEXT);
    await expect(notes).toHaveCount(2);
    await expect(page.getByTestId('chat-message-assistant')).toHaveCount(3);

    // A cleared chat is a new conversation.
    await page.getByRole('button', { name: 'Clear chat' }).click();
    const fresh = await sendTextWatched(page, 'hi again');
    expect(fresh.since).toBeUndefined();
    await expect(notes).toHaveCount(1);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await settledScreenshot(page, `screenshots/ai-disclosure-text-${width}.png`);
    }
  });
});

test.describe('voice (browser engine, typed)', () => {
  test('opens by saying it, then says it again before the reply once three hours have passed', async ({ page }) => {
    await page.clock.install();
    await openChatSignedIn(page);
    await startVoiceChat(page);
    const note = page.getByTestId('voice-ai-disclosure');
    await expect(note).toHaveText(`Thera: ${AI_DISCLOSURE_TEXT}`);

    const { answer } = await nextChatAnswer(page);
    await page.getByRole('textbox', { name: 'Type to Thera' }).fill('I keep checking the charts');
    await page.getByRole('button', { name: 'Send to Thera' }).click();
    const soon = await answer;
    const since = (soon.request.postDataJSON() as { sinceDisclosureMs?: number }).sinceDisclosureMs;
    expect(since).toBeGreaterThanOrEqual(0);
    expect(since).toBeLessThan(DISCLOSURE_INTERVAL_MS);
    expect(soon.reply.disclosure).toBeUndefined();
    // Once the reply is being said, nothing before it was the disclosure again.
    await expect(page.getByTestId('thera-caption')).toContainText(soon.reply.response.split('. ')[0]!, {
      timeout: 45_000,
    });
    await expect(page.getByTestId('thera-caption')).not.toContainText(AI_DISCLOSURE_TEXT);

    await page.clock.fastForward(THREE_HOURS_ON);
    const later = await sayByTyping(page, 'I am still here, it has been a long night');
    expect(later.disclosure).toBe(AI_DISCLOSURE_TEXT);
    // Said first, then the reply: the caption holds both, in that order.
    const caption = page.getByTestId('thera-caption');
    // Spoken line by line at a human pace before the caption holds it all.
    await expect(caption).toContainText(later.response, { timeout: 45_000 });
    const text = (await caption.textContent())!;
    expect(text.indexOf(AI_DISCLOSURE_TEXT)).toBeGreaterThanOrEqual(0);
    expect(text.indexOf(AI_DISCLOSURE_TEXT)).toBeLessThan(
      text.indexOf(later.response.split(' ').slice(0, 4).join(' ')),
    );
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await settledScreenshot(page, `screenshots/ai-disclosure-voice-${width}.png`);
    }
    await page.getByRole('button', { name: 'End Conversation' }).click();
  });
});

test.describe('crisis replies lead to the plan', () => {
  test('a text crisis reply offers the safety plan beside the lines; an emergency hides the trading prompt', async ({
    page,
  }) => {
    await openChatSignedIn(page);
    await switchToText(page);
    const tradingPrompt = page.getByRole('button', { name: 'About to trade?' });
    await expect(tradingPrompt).toBeVisible();

    const crisis = await sendText(page, CRISIS);
    expect(crisis.safety.level).toBe('crisis');
    const card = page.getByTestId('chat-message-assistant').getByTestId('crisis-help');
    const plan = card.getByRole('link', { name: 'Make a safety plan' });
    await expect(plan).toHaveAttribute('href', '/safety-plan');
    // An offer after the lines, never in front of them. Both boxes are read in one frame: read one
    // at a time, the chat could scroll to the new reply in between (seen once on a loaded machine).
    const planBelowLines = await card.evaluate((element) => {
      const planBox = element.querySelector('a[href="/safety-plan"]')!.getBoundingClientRect();
      const linesBox = element.querySelector('[data-testid="crisis-resources"]')!.getBoundingClientRect();
      return planBox.top > linesBox.bottom - 1;
    });
    expect(planBelowLines).toBe(true);
    await expect(tradingPrompt).toBeVisible();

    const emergency = await sendText(page, EMERGENCY);
    expect(emergency.safety.level).toBe('emergency');
    await expect(page.getByTestId('crisis-emergency-call').last()).toBeVisible();
    await expect(tradingPrompt).toBeHidden();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page
        .getByTestId('crisis-help')
        .last()
        .getByRole('link', { name: 'Make a safety plan' })
        .scrollIntoViewIfNeeded();
      await settledScreenshot(page, `screenshots/crisis-reply-plan-${width}.png`);
    }

    // A new conversation brings the page back as it was.
    await page.getByRole('button', { name: 'Clear chat' }).click();
    await expect(tradingPrompt).toBeVisible();
  });

  test('in a guided session, an emergency hides the TheraPoints copy and the voice card offers the plan', async ({
    page,
  }) => {
    await page.goto('/');
    await signUp(page);
    await page.goto('/crypto-stress-release');
    const points = page.getByText(/TheraPoints/).first();
    await page.getByRole('button', { name: 'Start Stress Release' }).click();
    await expect(page.getByRole('button', { name: 'End Session' })).toBeVisible();
    await expect(points).toBeVisible();

    const reply = await sayByTyping(page, EMERGENCY);
    expect(reply.safety.level).toBe('emergency');
    const card = page.getByTestId('voice-crisis-reply');
    await expect(card.getByTestId('crisis-emergency-call')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Make a safety plan' })).toHaveAttribute('href', '/safety-plan');
    await expect(points).toBeHidden();
    await page.setViewportSize({ width: 390, height: 900 });
    await settledScreenshot(page, 'screenshots/voice-emergency-plan-390.png', { fullPage: true });
    await page.getByRole('button', { name: 'End Session' }).click();
  });
});
