import type { Page, Request } from '@playwright/test';
import { GUIDED_SESSIONS } from '../../common/guided-sessions';
import { settledScreenshot, signUp } from './support/auth';
import { expect, test } from './support/fixtures';
import { nextChatAnswer } from './support/chat';

/**
 * Thera by voice in Chromium against the production build: the browser engine (no keys) on
 * /chat and the six guided sessions, and 'Configuration Missing' without speech synthesis.
 * Calls through Vapi run on the server with a Vapi key: vapi-voice.spec.ts.
 */

/** Holds getUserMedia until the test releases it, so 'Connecting...' is seen deterministically. */
async function holdMicrophone(page: Page) {
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    if (!devices) return;
    const original = devices.getUserMedia.bind(devices);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    (window as unknown as { releaseMicrophone: () => void }).releaseMicrophone = () => release();
    devices.getUserMedia = async (constraints) => {
      await gate;
      return original(constraints);
    };
  });
}

const releaseMicrophone = (page: Page) =>
  page.evaluate(() => (window as unknown as { releaseMicrophone: () => void }).releaseMicrophone());

/** Every request whose URL names Vapi or Daily (the SDK chunk, its API, Daily's call bundle). */
function watchVoiceProviderRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (/vapi|daily/i.test(request.url())) seen.push(request.url());
  });
  return seen;
}

async function signedIn(page: Page) {
  await page.goto('/');
  await signUp(page);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function runSession(
  page: Page,
  labels: { startLabel: string; endLabel: string; listeningBadge: string; speakingBadge: string },
) {
  const start = page.getByRole('button', { name: labels.startLabel });
  await start.click();
  const connecting = page.getByRole('button', { name: 'Connecting...' });
  await expect(connecting).toBeVisible();
  await expect(connecting).toBeDisabled();

  await releaseMicrophone(page);
  await expect(page.getByText('Voice session started')).toBeVisible();
  await expect(page.getByText('You can now speak with Thera')).toBeVisible();
  const badge = page.getByTestId('voice-badge');
  await expect(badge).toHaveText(new RegExp(`^(${escape(labels.listeningBadge)}|${escape(labels.speakingBadge)})$`));
  // Thera opens the session: her words are on screen too.
  await expect(page.getByTestId('thera-caption')).toBeVisible();

  await page.getByRole('button', { name: labels.endLabel }).click();
  await expect(page.getByText('Voice session ended')).toBeVisible();
  await expect(page.getByText('Voice conversation has been disconnected')).toBeVisible();
  await expect(page.getByRole('button', { name: labels.startLabel })).toBeEnabled();
  await expect(badge).toHaveCount(0);
}

test.describe('guided voice sessions with the browser engine', () => {
  for (const session of GUIDED_SESSIONS) {
    test(`${session.route}: start, connecting, active badge, end`, async ({ page }) => {
      const providerRequests = watchVoiceProviderRequests(page);
      await holdMicrophone(page);
      await signedIn(page);
      await page.goto(session.route);
      await expect(page.getByRole('heading', { name: session.title })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
      await expect(
        page.getByText('Voice conversations are processed securely and not stored.', { exact: false }),
      ).toBeVisible();
      await runSession(page, session);
      expect(providerRequests).toEqual([]);
    });
  }

  test('a visitor is asked to log in with the session name', async ({ page }) => {
    await page.goto('/decision-clarity');
    await expect(page.getByText('Access Required')).toBeVisible();
    await expect(page.getByText('Please log in to access Decision Clarity with Thera')).toBeVisible();
  });
});

test.describe('/chat voice mode', () => {
  test('start, connecting, active badge, end', async ({ page }) => {
    const providerRequests = watchVoiceProviderRequests(page);
    await holdMicrophone(page);
    await signedIn(page);
    await page.goto('/chat');
    await runSession(page, {
      startLabel: 'Start Voice Chat',
      endLabel: 'End Conversation',
      listeningBadge: 'Listening...',
      speakingBadge: 'Speaking...',
    });
    expect(providerRequests).toEqual([]);
  });
});

test.describe('talking to Thera without speech recognition', () => {
  test('typed words take the transcript path: Thera answers, and a crisis reply stays on screen', async ({ page }) => {
    await signedIn(page);
    await page.goto('/crypto-stress-release');
    await page.getByRole('button', { name: 'Start Stress Release' }).click();
    await expect(page.getByRole('button', { name: 'End Session' })).toBeVisible();
    // Typing is offered in the same screen, and interrupts Thera's opening.
    const input = page.getByRole('textbox', { name: 'Type to Thera' });
    await input.fill('I keep checking the charts and I feel tense');
    const { answer } = await nextChatAnswer(page);
    await page.getByRole('button', { name: 'Send to Thera' }).click();
    await expect(page.getByText('You: I keep checking the charts and I feel tense')).toBeVisible();
    const { status, request, reply: answered } = await answer;
    expect(status).toBe(200);
    // chat-with-ai hears which session this is: Thera's opening, titled, is the first turn.
    const sent = request.postDataJSON();
    expect(sent.message).toBe('I keep checking the charts and I feel tense');
    expect(sent.conversationHistory[0]).toMatchObject({
      role: 'assistant',
      content: expect.stringContaining('Crypto Stress Release with Thera'),
    });
    const reply = answered.response;
    await expect(page.getByTestId('thera-caption')).toContainText(reply);
    // Headless Chromium has no audio capture for recognition: once it is the user's turn the
    // page says so, and typing stays the way in.
    await expect(
      page.getByText("Your browser can't hear you here, so type to Thera instead.", { exact: false }),
    ).toBeVisible();

    await input.fill('I want to end my life');
    await page.getByRole('button', { name: 'Send to Thera' }).click();
    // The server's safety screen flags a crisis: its help is shown on screen as the crisis card,
    // not only spoken, and the spoken words are not printed a second time as a caption.
    const card = page.getByTestId('voice-crisis-reply');
    await expect(card.getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988');
    await expect(card.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
      'href',
      'sms:741741?body=HOME',
    );
    await expect(page.getByTestId('thera-caption')).toHaveCount(0);
    await settledScreenshot(page, 'screenshots/voice-crisis-reply-1280.png', { fullPage: true });
    await page.getByRole('button', { name: 'End Session' }).click();
  });
});

test.describe('no engine can run', () => {
  test("shows 'Configuration Missing' without a Vapi key or speech synthesis", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
    });
    await signedIn(page);
    await page.goto('/motivation-thera');
    await page.getByRole('button', { name: 'Get Motivated' }).click();
    await expect(page.getByText('Configuration Missing')).toBeVisible();
    await expect(page.getByText('Please ensure Vapi public key is configured')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Motivated' })).toBeEnabled();
  });
});

test.describe('screenshots', () => {
  for (const width of [390, 1280]) {
    test(`breathing mid-breath and /chat voice mode at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await signedIn(page);
      await page.goto('/breathing-exercise');
      await page.getByRole('button', { name: 'Begin Breathing Exercise' }).click();
      await expect(page.getByTestId('breathing-pacer')).toHaveAttribute('data-phase', 'hold');
      await page.screenshot({ path: `screenshots/voice-breathing-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'End Exercise' }).click();

      await page.goto('/chat');
      await page.getByRole('button', { name: 'Start Voice Chat' }).click();
      await expect(page.getByTestId('voice-badge')).toBeVisible();
      await page.screenshot({ path: `screenshots/voice-chat-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'End Conversation' }).click();
    });
  }
});
