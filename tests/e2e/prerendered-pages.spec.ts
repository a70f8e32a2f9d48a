import { signUp } from './support/auth';
import { expect, test } from './support/fixtures';

/**
 * The public pages arrive as HTML, prerendered at build time (docs/prerendering.md): readable
 * without JavaScript, then hydrated in place, and the signed-in state swaps in afterwards.
 */

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing shows its hero, its sections and the footer', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stay grounded. Stay rewarded.');
    await expect(page.getByText('Thera listens when the charts get loud.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Talk to TheraAgent' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Look after the trader, not only the trade' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('988');
    await expect(page).toHaveTitle('TheraAgent: stay grounded, stay rewarded');
  });

  test('about and the whitepaper show their titles and text', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About TheraAgent');
    await expect(page).toHaveTitle('About · TheraAgent');
    await page.goto('/whitepaper');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('TheraAgent Whitepaper');
    await expect(page.getByText('Empowering Emotional Wellness Through Crypto Innovation')).toBeVisible();
    await expect(page).toHaveTitle('Whitepaper · TheraAgent');
  });

  test('an unknown path gets the 404 page with status 404; a signed-in screen gets the app shell', async ({ page }) => {
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');

    const dashboard = await page.goto('/dashboard');
    expect(dashboard?.status()).toBe(200);
    await expect(page.getByRole('heading')).toHaveCount(0);
  });
});

test.describe('with JavaScript', () => {
  test('the landing hydrates in place: the prerendered nodes stay, no hydration error, and it responds', async ({
    page,
    consoleErrors,
  }) => {
    // Remember prerendered nodes before any script runs: a hydration mismatch makes React throw
    // the server's HTML away and render anew, replacing them. The hero hydrates with the first
    // download; the sections below the fold hydrate later, from their own chunk, and the sentiment
    // card's content depends on the session, which may be known by then.
    const PRERENDERED = ['h1', '#intro-video-title', '#exercises-title', '#sentiment-teaser-title'];
    await page.addInitScript((selectors) => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerendered: (Element | null)[] }).prerendered = selectors.map((selector) =>
          document.querySelector(selector),
        );
      });
    }, PRERENDERED);
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    // The section below the fold responds too: its visitor button opens the same dialog.
    const teaser = page.getByRole('region', { name: 'Read the market mood, calmly' });
    await teaser.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const stayed = await page.evaluate(
      (selectors) =>
        selectors.map(
          (selector, i) =>
            (window as unknown as { prerendered: (Element | null)[] }).prerendered[i] ===
              document.querySelector(selector) && document.querySelector(selector) !== null,
        ),
      PRERENDERED,
    );
    expect(stayed).toEqual(PRERENDERED.map(() => true));
    expect(consoleErrors).toEqual([]);
  });

  for (const [path, heading] of [
    ['/about', 'About TheraAgent'],
    ['/whitepaper', 'TheraAgent Whitepaper'],
  ] as const) {
    test(`${path} hydrates in place and its links navigate in the app`, async ({ page }) => {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading =
            document.querySelector('h1');
        });
      });
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
      const sameHeading = await page.evaluate(
        () =>
          (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading ===
          document.querySelector('h1'),
      );
      expect(sameHeading).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // A client-side navigation: no new document is requested.
      let documentRequests = 0;
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documentRequests += 1;
      });
      await page.getByRole('banner').getByRole('link', { name: 'TheraAgent home' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stay grounded. Stay rewarded.');
      expect(documentRequests).toBe(0);
    });
  }

  test('a signed-in visitor sees the signed-in landing after a reload, without the page shifting', async ({ page }) => {
    await page.goto('/');
    await signUp(page);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.reload();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
    const shift = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
    // 0.01 is a tenth of what Core Web Vitals call "good": the swap moves nothing a person notices.
    expect(shift).toBeLessThan(0.01);
  });

  test('the deployment’s brand settings swap in after hydration', async ({ page }) => {
    const address = 'So1anaMint1111111111111111111111111111111111';
    await page.route('**/app-config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as { brand: Record<string, string | null> };
      await route.fulfill({ response, json: { ...config, brand: { ...config.brand, contractAddress: address } } });
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Copy Contract' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Copy Contract' })).toHaveAttribute('title', address);
  });
});
