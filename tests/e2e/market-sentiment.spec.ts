import type { Page } from '@playwright/test';
import { settledScreenshot, signUp } from './support/auth';
import { expect, test } from './support/fixtures';
import { apiMemberChecksIn, startSentimentServer, type SentimentServer } from './support/market-sentiment-server';
import { startFakeCoinGeckoServer, type FakeCoinGeckoServer } from '../../server/test-support/fake-coingecko-server';

/**
 * The live Market Sentiment tab (issue 14) on a server of its own (a fresh database, so the
 * spec knows who checked in), with prices from a local fake of CoinGecko: under the 5-person
 * threshold, above it, refreshing in place, and the seed copy with the flag off.
 */
let fakeVendor: FakeCoinGeckoServer;
let server: SentimentServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Generous: a fresh server migrates its database first, minutes on a busy 2-core box.
  test.setTimeout(180_000);
  fakeVendor = await startFakeCoinGeckoServer({ kind: 'prices', changes: { solana: -6.1, bitcoin: 2.4 } });
  server = await startSentimentServer({ MARKET_DATA_PROVIDER: 'coingecko', MARKET_DATA_URL: fakeVendor.baseUrl });
});
test.afterAll(async () => {
  await server?.stop();
  await fakeVendor?.close();
});

/**
 * The landing page is prerendered: its Login button is on screen before the app has started on
 * a busy machine. Wait until a click opens the dialog, then sign up as everyone does.
 */
async function signUpOnceReady(page: Page) {
  await page.goto(`${server.url}/`);
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await signUp(page);
}

async function signedInOnTheTab(page: Page) {
  await signUpOnceReady(page);
  await page.goto(`${server.url}/dashboard?tab=sentiment`);
  await expect(page.getByRole('heading', { name: 'How the community feels' })).toBeVisible();
}

const tokenRow = (page: Page, token: string) => page.getByTestId(`token-${token}`);

test('under the threshold: "Not enough check-ins yet", with prices beside', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInOnTheTab(page);
  await expect(page.getByTestId('gauge-not-enough')).toHaveText(
    'Not enough check-ins yet. The community mood appears once 5 people have checked in today.',
  );
  for (const token of ['BTC', 'ETH', 'ADA', 'SOL'])
    await expect(tokenRow(page, token)).toContainText('Not enough check-ins yet');
  await expect(tokenRow(page, 'SOL')).toContainText('−6.1%');
  await expect(tokenRow(page, 'BTC')).toContainText('+2.4%');
  await expect(page.getByText('No check-ins in the last 30 days.')).toBeVisible();
  await settledScreenshot(page, 'screenshots/market-sentiment-not-enough-1280.png', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await settledScreenshot(page, 'screenshots/market-sentiment-not-enough-390.png', { fullPage: true });
  // The browser asked our server for prices, never the vendor.
  expect(fakeVendor.requests.length).toBe(1);
});

test('with enough check-ins: gauge, rows, the read, your check-in beside the crowd, and fresh numbers in place', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (let i = 0; i < 5; i++) await apiMemberChecksIn(server.url, { mood: 1, tags: ['fear'], token: 'SOL' });
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInOnTheTab(page);

  const gauge = page.getByRole('img', { name: /^Community mood:/ });
  await expect(gauge).toHaveAccessibleName(
    'Community mood: 0 out of 100, Extreme Fear. 5 people checked in over the last 24 hours.',
  );
  await expect(tokenRow(page, 'SOL')).toContainText('0 Extreme Fear');
  await expect(tokenRow(page, 'SOL')).toContainText('5 people in 24 h');
  await expect(tokenRow(page, 'BTC')).toContainText('Not enough check-ins yet');
  await expect(
    page.getByText('The community is fearful about SOL today; fear is when plans matter most.'),
  ).toBeVisible();

  // Check in from the tab: the user's own mood appears beside the crowd's on the same token.
  await page.getByRole('button', { name: 'Check in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check in' });
  await dialog.getByRole('radio', { name: '2, Low' }).check();
  await dialog.getByRole('checkbox', { name: 'SOL', exact: true }).check();
  await dialog.getByRole('button', { name: 'Save check-in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Low \(2 of 5\) · about SOL · /)).toBeVisible();
  await expect(page.getByText('The crowd on SOL')).toBeVisible();
  await expect(tokenRow(page, 'SOL')).toContainText('6 people in 24 h');

  // Five more members feel greedy about BTC; a minute later the tab shows it without a reload.
  for (let i = 0; i < 5; i++) await apiMemberChecksIn(server.url, { mood: 5, tags: ['greed'], token: 'BTC' });
  await expect(tokenRow(page, 'BTC')).toContainText('Not enough check-ins yet');
  await page.clock.fastForward(61_000);
  await expect(tokenRow(page, 'BTC')).toContainText('100 Extreme Greed');
  await settledScreenshot(page, 'screenshots/market-sentiment-live-1280.png', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await settledScreenshot(page, 'screenshots/market-sentiment-live-390.png', { fullPage: true });
  await page.getByRole('heading', { name: 'What it means for you' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/market-sentiment-your-mood-390.png' });

  // The overview card and the landing teaser show the live score too.
  await page.goto(`${server.url}/dashboard`);
  await expect(page.getByTestId('sentiment-card')).toContainText(/\d+ (Extreme Fear|Fear|Neutral|Greed|Extreme Greed)/);
  await page.goto(`${server.url}/`);
  const teaser = page.getByRole('region', { name: 'Read the market mood, calmly' });
  await expect(teaser.getByText(/^The community today: /)).toBeVisible();
  await expect(teaser.getByRole('link', { name: 'See the community mood' })).toBeVisible();
});

test('with the flag off, the seed copy stays word for word', async ({ page }) => {
  test.setTimeout(180_000);
  await server.restart({
    MARKET_DATA_PROVIDER: 'coingecko',
    MARKET_DATA_URL: fakeVendor.baseUrl,
    SENTIMENT_LIVE: 'off',
  });
  await signUpOnceReady(page);
  const teaser = page.getByRole('region', { name: 'Read the market mood, calmly' });
  await expect(teaser.getByText('Market sentiment for these tokens will soon be shown here.')).toBeVisible();
  await expect(teaser.getByRole('button', { name: 'Feature in Development' })).toBeDisabled();
  await page.goto(`${server.url}/dashboard`);
  await expect(page.getByRole('tabpanel').getByText('Under Construction')).toBeVisible();
  await page.goto(`${server.url}/dashboard?tab=sentiment`);
  await expect(page.getByRole('tabpanel').getByText('Under Construction')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How the community feels' })).toHaveCount(0);
});
