import type { Page } from '@playwright/test';
import { signUp, settledScreenshot } from './support/auth';
import { watchCspViolations } from './support/csp-violations';
import {
  DAILY_BUNDLE_URL,
  E2E_ROOM_URL,
  releaseDailyJoin,
  routeDailyBundle,
  routeVapiWebCall,
  stubBundleState,
} from './support/daily-bundle-stub';
import { expect, test } from './support/fixtures';
import { VAPI_E2E_BASE_URL, VAPI_E2E_SETTINGS } from './support/vapi-server';

/**
 * Thera by voice through Vapi, on the server with a Vapi key (its CSP admits Vapi and Daily),
 * with the real @vapi-ai/web and daily-js in the production build. Vapi's API and Daily's CDN
 * are answered at the network (support/daily-bundle-stub.ts); nothing else may leave the page.
 */
test.use({ baseURL: VAPI_E2E_BASE_URL });

const VAPI_NOTE = 'Voice calls run through our voice providers, Vapi and Daily, who hear your voice to carry the call.';

/** Every request the page makes to anywhere but our server. */
function watchOutsideRequests(page: Page) {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(VAPI_E2E_BASE_URL)) outside.push(request.url());
  });
  return outside;
}

function watchErrorReports(page: Page) {
  const reports: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/client-errors')) reports.push(request.postDataJSON());
  });
  return reports;
}

/** Starts a call, waits for daily-js to hand the stub bundle its join, then lets the join answer. */
async function startCallThroughStubBundle(page: Page, startLabel: string, screenshot?: string) {
  await page.getByRole('button', { name: startLabel }).click();
  await expect(page.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
  await expect.poll(() => stubBundleState(page)).toEqual({ ran: true, joins: [E2E_ROOM_URL] });
  if (screenshot) await settledScreenshot(page, screenshot, { fullPage: true });
  await releaseDailyJoin(page);
  await expect(page.getByText('Connection Failed')).toBeVisible();
  await expect(page.getByText('Unable to start voice chat. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: startLabel })).toBeEnabled();
}

for (const width of [390, 1280]) {
  test(`/chat at ${width} px: Daily's call bundle runs as a script with no CSP violation; a failed join is 'Connection Failed'`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const csp = await watchCspViolations(page);
    const outside = watchOutsideRequests(page);
    const reports = watchErrorReports(page);
    const webCalls = await routeVapiWebCall(page);
    const bundles = await routeDailyBundle(page, 'refuse-join');

    await page.goto('/');
    await signUp(page);
    await page.goto('/chat');
    await expect(page.getByTestId('voice-privacy-notice')).toContainText(VAPI_NOTE);
    expect(outside).toEqual([]);

    await startCallThroughStubBundle(page, 'Start Voice Chat', `screenshots/vapi-chat-connecting-${width}.png`);
    await settledScreenshot(page, `screenshots/vapi-chat-connection-failed-${width}.png`, { fullPage: true });
    await expect(page.getByText('Voice Error')).toHaveCount(0);

    // Vapi created the call for the configured assistant; daily-js loaded its bundle as a script
    // from Daily's CDN (avoidEval) and the bundle ran; the CSP refused nothing.
    expect(webCalls).toEqual([expect.objectContaining({ assistantId: VAPI_E2E_SETTINGS.VAPI_ASSISTANT_ID })]);
    expect(bundles).toHaveLength(1);
    expect(await csp.events()).toEqual([]);
    expect(csp.consoleLines).toEqual([]);
    expect(outside).toEqual(['https://api.vapi.ai/call/web', expect.stringMatching(DAILY_BUNDLE_URL)]);
    await expect.poll(() => reports).toEqual([{ kind: 'voice-start-failed', message: expect.any(String) }]);
  });
}

test.describe("Daily's own error reports", () => {
  // Chromium logs each refused connection; here that refusal is the point.
  test.use({
    allowedConsoleErrors: [
      /^(Connecting to '|Fetch API cannot load )https:\/\/[\w.-]+\.ingest\.sentry\.io\/.*Content Security Policy/,
    ],
  });

  test('are refused by the CSP when the call bundle hits a fatal connection error; the user sees Connection Failed', async ({
    page,
  }) => {
    const csp = await watchCspViolations(page);
    const outside = watchOutsideRequests(page);
    const webCalls = await routeVapiWebCall(page);
    await routeDailyBundle(page, 'fatal-connection-error');
    // Were the CSP to let a report through, it would stop here instead of leaving the machine.
    const reachedTracker: string[] = [];
    await page.route(/sentry\.io/, async (route) => {
      reachedTracker.push(route.request().url());
      await route.abort();
    });

    await page.goto('/');
    await signUp(page);
    await page.goto('/breathing-exercise');
    await startCallThroughStubBundle(page, 'Begin Breathing Exercise');

    expect(webCalls).toEqual([expect.objectContaining({ assistantId: VAPI_E2E_SETTINGS.VAPI_ASSISTANT_BREATHING })]);
    // daily-js reports a fatal 'connection-error' to its vendor's Sentry; connect-src refuses it.
    await expect.poll(() => csp.events()).not.toEqual([]);
    const violations = await csp.events();
    const toTracker = {
      directive: 'connect-src',
      blockedURI: expect.stringMatching(/^https:\/\/[\w.-]+\.ingest\.sentry\.io\//),
    };
    expect(violations).toEqual(violations.map(() => expect.objectContaining(toTracker)));
    expect(reachedTracker).toEqual([]);
    expect(outside.filter((url) => url.includes('sentry'))).toEqual([]);
  });
});

test.describe('a web call Vapi refuses', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 401/] });

  test("shows 'Connection Failed', loads the SDK only on start and never reaches Daily", async ({ page }) => {
    const outside = watchOutsideRequests(page);
    const reports = watchErrorReports(page);
    const sdkChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/vapi-[\w-]+\.js$/.test(request.url())) sdkChunks.push(request.url());
    });
    const webCalls: unknown[] = [];
    await page.route('https://api.vapi.ai/**', async (route) => {
      webCalls.push(route.request().postDataJSON());
      await route.fulfill({
        status: 401,
        json: {
          message: 'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.',
          statusCode: 401,
        },
      });
    });

    await page.goto('/');
    await signUp(page);
    await page.goto('/decision-clarity');
    await expect(page.getByRole('button', { name: 'Start Clarity Session' })).toBeVisible();
    expect(sdkChunks).toEqual([]);

    await page.getByRole('button', { name: 'Start Clarity Session' }).click();
    await expect(page.getByText('Connection Failed')).toBeVisible();
    await expect(page.getByText('Unable to start voice chat. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Clarity Session' })).toBeEnabled();
    await expect(page.getByText('Voice Error')).toHaveCount(0);

    // The SDK chunk came from our build; with no assistant id for this session our own goes inline.
    expect(sdkChunks).toHaveLength(1);
    expect(webCalls).toEqual([
      { assistant: expect.objectContaining({ name: 'Thera', firstMessage: expect.stringContaining('clarity') }) },
    ]);
    expect(outside).toEqual(['https://api.vapi.ai/call/web']);
    await expect
      .poll(() => reports)
      .toEqual([{ kind: 'voice-start-failed', message: expect.stringContaining('Invalid Key') }]);
  });
});
