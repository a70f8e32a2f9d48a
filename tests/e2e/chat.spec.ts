import { openChatSignedIn, switchToText } from './support/chat';
import { expect, test } from './support/fixtures';

/**
 * /chat in Chromium against the production build: voice by default, Thera by text through the
 * real chat-with-ai (the e2e server has no LLM configured, so the offline companion answers),
 * copy, clear, the error toast, and crisis help always in reach.
 */

test('visitors are asked to log in', async ({ page }) => {
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Access Required' })).toBeVisible();
  await expect(page.getByText('Please log in to chat with Main Thera')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});

test.describe('/chat signed in', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('offers the pre-trade pause: "About to trade?" opens its three questions', async ({ page }) => {
    await openChatSignedIn(page);
    await page.getByRole('button', { name: 'About to trade?' }).click();
    const dialog = page.getByRole('dialog', { name: 'About to trade?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Three quick questions, just for you.', { exact: false })).toBeVisible();
  });

  test('opens in voice mode with the privacy notice and the AI line', async ({ page }) => {
    await openChatSignedIn(page);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('tab', { name: 'Voice Chat' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Start Voice Chat' })).toBeVisible();
    await expect(page.getByTestId('chat-mode-description')).toContainText('Talk with Thera out loud');
    await expect(
      page.getByText('Voice conversations are processed securely and not stored.', { exact: false }),
    ).toBeVisible();
    await expect(
      page.getByText('Thera is an AI companion, not a therapist or a human.', { exact: false }),
    ).toBeVisible();
  });

  test('text chat: Enter sends, Shift+Enter adds a line, Thera replies, copy and clear', async ({ page }) => {
    await openChatSignedIn(page);
    const input = await switchToText(page);
    await expect(page.getByTestId('chat-mode-description')).toContainText('Write to Thera at your own pace');
    const send = page.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Clear chat' })).toHaveCount(0);

    // Blank input never sends.
    await input.fill('   ');
    await expect(send).toBeDisabled();
    await input.press('Enter');
    await expect(page.getByTestId('chat-message-user')).toHaveCount(0);

    // Shift+Enter adds a line and the box grows from its 60 px minimum.
    await input.fill('');
    const restingHeight = (await input.boundingBox())!.height;
    expect(restingHeight).toBeGreaterThanOrEqual(60);
    await input.pressSequentially('I have such bad FOMO today');
    await input.press('Shift+Enter');
    await input.pressSequentially('everyone is making money without me');
    await input.press('Shift+Enter');
    await input.pressSequentially('and I keep checking charts');
    await expect(input).toHaveValue(
      'I have such bad FOMO today\neveryone is making money without me\nand I keep checking charts',
    );
    await expect(page.getByTestId('chat-message-user')).toHaveCount(0);
    expect((await input.boundingBox())!.height).toBeGreaterThan(restingHeight);

    const firstRequest = page.waitForRequest('**/functions/v1/chat-with-ai');
    await input.press('Enter');
    expect((await firstRequest).postDataJSON()).toEqual({
      message: 'I have such bad FOMO today\neveryone is making money without me\nand I keep checking charts',
      conversationHistory: [],
    });
    await expect(input).toHaveValue('');
    expect((await input.boundingBox())!.height).toBe(restingHeight);
    await expect(page.getByTestId('chat-message-user')).toContainText('everyone is making money without me');
    const reply = page.getByTestId('chat-message-assistant');
    await expect(reply).toContainText('/decision-clarity');

    // The second message carries the first exchange as history: role and content only, trimmed.
    const secondRequest = page.waitForRequest('**/functions/v1/chat-with-ai');
    await input.fill('   it really gets to me   ');
    await send.click();
    const body = (await secondRequest).postDataJSON() as {
      message: string;
      conversationHistory: Record<string, string>[];
    };
    expect(body.message).toBe('it really gets to me');
    expect(body.conversationHistory).toHaveLength(2);
    expect(body.conversationHistory[0]).toEqual({
      role: 'user',
      content: 'I have such bad FOMO today\neveryone is making money without me\nand I keep checking charts',
    });
    expect(Object.keys(body.conversationHistory[1]!)).toEqual(['role', 'content']);
    await expect(page.getByTestId('chat-message-assistant')).toHaveCount(2);

    // Copy Thera's first reply.
    const firstReply = await reply.first().getByTestId('chat-message-content').textContent();
    await page.getByRole('button', { name: "Copy Thera's message" }).first().click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    await expect(page.getByText('Message copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstReply);

    await page.getByRole('button', { name: 'Clear chat' }).click();
    await expect(page.getByTestId('chat-message-user')).toHaveCount(0);
    await expect(page.getByTestId('chat-message-assistant')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear chat' })).toHaveCount(0);
  });

  test('crisis language gets the crisis card with 988 from the server', async ({ page }) => {
    await openChatSignedIn(page);
    const input = await switchToText(page);
    await input.fill('liquidated and want to end it');
    await input.press('Enter');
    // Thera's reply is the crisis card, with the lines as links; losses add the gambling line.
    const card = page.getByTestId('chat-message-assistant').getByTestId('crisis-help');
    await expect(card.getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988');
    await expect(card.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
      'href',
      'sms:741741?body=HOME',
    );
    await expect(card.getByRole('link', { name: /1-800-522-4700/ })).toHaveAttribute('href', /^tel:/);
  });

  test('crisis support is one click away in either mode', async ({ page }) => {
    await openChatSignedIn(page);
    await page.getByRole('button', { name: 'Crisis support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crisis support' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988');
    await expect(dialog.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
      'href',
      'sms:741741?body=HOME',
    );
    // The emergency line reads as the number itself, named for when to use it.
    await expect(dialog.getByRole('link', { name: '911', exact: true })).toHaveAttribute('href', 'tel:911');
    await expect(dialog.getByText('Emergency services, if anyone is in immediate danger')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /findahelpline\.com/ })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
    await expect(dialog.getByRole('link', { name: /1-800-522-4700/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await switchToText(page);
    await expect(page.getByRole('button', { name: 'Crisis support' })).toBeVisible();
  });
});

test.describe('/chat when Thera cannot answer', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 50\d/] });

  test("shows the server's message in an error toast and lets the person try again", async ({ page }) => {
    await openChatSignedIn(page);
    const input = await switchToText(page);
    // Faking our own server is acceptable only here: the e2e server has no LLM configured, so
    // a provider failure cannot happen for real. The body is what chat-with-ai sends then.
    await page.route('**/functions/v1/chat-with-ai', (route) =>
      route.fulfill({
        status: 502,
        json: { error: 'Thera could not reach her language model. Please try again in a moment.' },
      }),
    );
    await input.fill('hello Thera');
    await input.press('Enter');
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Thera could not reach her language model. Please try again in a moment.'),
    ).toBeVisible();
    await expect(page.getByTestId('chat-message-assistant')).toHaveCount(0);

    // Loading ended: the person can send again.
    await input.fill('are you there?');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  test("falls back to 'Failed to send message' when the failure has no message", async ({ page }) => {
    await openChatSignedIn(page);
    const input = await switchToText(page);
    // As above: a failure the real e2e server cannot produce, faked at the network.
    await page.route('**/functions/v1/chat-with-ai', (route) =>
      route.fulfill({ status: 500, body: 'Internal error', contentType: 'text/plain' }),
    );
    await input.fill('hello Thera');
    await input.press('Enter');
    await expect(page.getByText('Failed to send message')).toBeVisible();
  });
});
