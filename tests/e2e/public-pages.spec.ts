import type { Page } from '@playwright/test';
import { EXERCISES } from '@common/exercises';
import { signUp } from './support/auth';
import { waitUntilHydrated } from './support/hydration';
import { expect, test } from './support/fixtures';

/** The public screens of docs/product-behaviour.md, as a visitor sees them. */

const ADDRESS = 'So1anaMint1111111111111111111111111111111111';

/** Serves the real app-config with some brand settings changed, as another deployment would. */
async function withBrand(page: Page, brand: Record<string, string | null>) {
  await page.route('**/app-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { brand: Record<string, string | null> };
    await route.fulfill({ response, json: { ...config, brand: { ...config.brand, ...brand } } });
  });
}

test.describe('landing', () => {
  test.describe('while a stored session is being refreshed', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('shows the page at once, but neither Get Started nor Go to Dashboard until the session is known', async ({
      page,
    }) => {
      let releaseRefresh!: () => void;
      const refreshHeld = new Promise<void>((resolve) => (releaseRefresh = resolve));
      await page.route('**/auth/v1/token**', async (route) => {
        await refreshHeld;
        await route.fulfill({
          status: 400,
          json: {
            code: 400,
            error_code: 'refresh_token_not_found',
            msg: 'Invalid Refresh Token: Refresh Token Not Found',
          },
        });
      });
      // An expired stored session: supabase-js must refresh it before it knows who is here.
      await page.addInitScript(() => {
        localStorage.setItem(
          'sb-localhost-auth-token',
          JSON.stringify({
            access_token: 'expired',
            refresh_token: 'stale-refresh-token',
            token_type: 'bearer',
            expires_in: 3600,
            expires_at: 1,
            user: {
              id: '00000000-0000-4000-8000-000000000001',
              aud: 'authenticated',
              role: 'authenticated',
              email: 'calm@example.com',
              app_metadata: {},
              user_metadata: {},
              created_at: '2024-01-01T00:00:00Z',
            },
          }),
        );
      });
      await page.goto('/');
      // The landing is prerendered: it is on screen before the session is read, and only what
      // depends on who is here waits (a signed-in user who reloads never sees Get Started).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stay grounded. Stay rewarded.');
      await expect(page.getByTestId('hero-cta-placeholder')).toBeAttached();
      await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toHaveCount(0);
      releaseRefresh();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stay grounded. Stay rewarded.');
      await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
    });
  });

  test('shows the hero, the six exercises, how it works and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stay grounded. Stay rewarded.');
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
    for (const exercise of EXERCISES) {
      await expect(page.getByRole('heading', { name: exercise.title, exact: true })).toBeVisible();
    }
    const howItWorks = page.getByRole('region', { name: 'Look after the trader, not only the trade' });
    await expect(howItWorks.getByRole('listitem')).toHaveCount(3);
    await expect(howItWorks.getByRole('heading', { level: 3 })).toHaveText([
      'Guided exercises',
      'TheraPoints',
      'Sentiment tools',
    ]);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('not a substitute for professional mental health care');
    await expect(footer).toContainText('988');
    await expect(footer).toContainText('© 2024');
  });

  test('Get Started and the home tiles open the login dialog for visitors', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page
      .getByRole('navigation', { name: 'Quick access' })
      .getByRole('button', { name: /Market sentiment/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('without a configured video, clicking the thumbnail shows the notice and keeps the preview', async ({
    page,
  }) => {
    await page.goto('/');
    const thumbnail = page.getByRole('button', { name: 'Play the TheraAgent introduction video' });
    await waitUntilHydrated(thumbnail);
    await thumbnail.click();
    await expect(page.getByText('Video unavailable - showing preview')).toBeVisible();
    await expect(thumbnail).toBeVisible();
  });

  test.describe('with a video that fails to load', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('plays on click, then returns to the thumbnail with the notice', async ({ page }) => {
      await withBrand(page, { introVideoUrl: '/missing-intro-video.mp4' });
      await page.route('**/missing-intro-video.mp4', (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto('/');
      const thumbnail = page.getByRole('button', { name: 'Play the TheraAgent introduction video' });
      await waitUntilHydrated(thumbnail);
      await thumbnail.click();
      await expect(page.getByText('Video unavailable - showing preview')).toBeVisible();
      await expect(thumbnail).toBeVisible();
      await expect(page.locator('video')).toHaveCount(0);
    });
  });

  test('without a contract address, Copy and Buy are disabled', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Copy Contract' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Buy' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Buy' })).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Contract address not yet published')).toBeVisible();
  });

  test('with a contract address and chart, Buy links to the chart and Copy copies the address', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await withBrand(page, {
      contractAddress: ADDRESS,
      explorerUrl: `https://solscan.io/token/${ADDRESS}`,
      chartUrl: 'https://dexscreener.com/solana/s100',
      xUrl: 'https://x.com/theraagent',
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Buy' })).toHaveAttribute(
      'href',
      'https://dexscreener.com/solana/s100',
    );
    await expect(page.getByRole('link', { name: 'TheraAgent on X (Twitter)' })).toHaveAttribute(
      'href',
      'https://x.com/theraagent',
    );
    await page.getByRole('button', { name: 'Copy Contract' }).click();
    await expect(page.getByText('Contract address copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ADDRESS);
  });
});

test('signed in: the hero goes to the dashboard, the tiles link to its tabs, the header shows Dashboard', async ({
  page,
}) => {
  await page.goto('/');
  await signUp(page);
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
  const tiles = page.getByRole('navigation', { name: 'Quick access' }).getByRole('link');
  await expect(tiles).toHaveCount(3);
  expect(await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/dashboard?tab=exercises',
    '/dashboard',
    '/dashboard?tab=sentiment',
  ]);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'About', 'Whitepaper', 'TheraAgent']);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toHaveCount(0);
});

test.describe('header', () => {
  test('visitors see About, Whitepaper, TheraAgent and Login, but not Dashboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['About', 'Whitepaper', 'TheraAgent']);
    await expect(nav.getByRole('link', { name: 'TheraAgent' })).toHaveAttribute('href', '/chat');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('on a phone the links fold into a compact menu', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav.getByRole('link')).toHaveText(['About', 'Whitepaper', 'TheraAgent']);
    await page.keyboard.press('Escape');
    await expect(mobileNav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileNav.getByRole('link', { name: 'Whitepaper' }).click();
    await expect(page).toHaveURL(/\/whitepaper$/);
    await expect(mobileNav).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('keyboard focus is visible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.getByRole('button', { name: 'Get Started' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: style.outlineWidth, text: document.activeElement!.textContent };
    });
    expect(outline).toEqual({ style: 'solid', width: '2px', text: 'Get Started' });
  });
});

test('404: says the page was not found, links home and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.goto('/no-such-place');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  // The heading is in the prerendered HTML; the log comes when the page's code has hydrated it.
  await expect.poll(() => logged).toContain('404 Error: User attempted to access non-existent route: /no-such-place');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stay grounded. Stay rewarded.');
});

test('about: team roles, what TheraAgent is, why choose it, and the calls to action', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('About · TheraAgent');
  const team = page.getByRole('region', { name: 'The people behind Thera' });
  await expect(team.getByRole('listitem')).toHaveCount(3);
  await expect(team.getByRole('img')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What is TheraAgent?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why Choose TheraAgent?' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Talk to Thera' })).toHaveAttribute('href', '/chat');
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});

test.describe('whitepaper', () => {
  const SECTIONS = [
    'Introduction',
    'Vision & Purpose',
    'Token Overview',
    'Tokenomics',
    'Key Features & Utilities',
    'Roadmap',
    'Community & Governance',
    'Legal & Risk Disclaimer',
  ];

  test('has the header, the eight sections and every token fact', async ({ page }) => {
    await page.goto('/whitepaper');
    await expect(page).toHaveTitle('Whitepaper · TheraAgent');
    const main = page.getByRole('main');
    await expect(main.getByText('Empowering Emotional Wellness Through Crypto Innovation')).toBeVisible();
    await expect(main.getByText('June 2025', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(SECTIONS.map((title, i) => `${i + 1}.${title}`));
    const overview = page.getByRole('region', { name: /Token Overview/ });
    await expect(overview).toContainText('S100');
    await expect(overview).toContainText('Solana');
    await expect(overview).toContainText('1,000,000,000');
    const tokenomics = page.getByRole('region', { name: /Tokenomics/ });
    for (const fact of [
      '700,000,000',
      '94,000,000',
      '206,000,000',
      '300,000,000, 100,000,000, 100,000,000 and 100,000,000',
    ]) {
      await expect(tokenomics).toContainText(fact);
    }
    await expect(tokenomics).toContainText('600,000,000 S100 of the dev wallet are locked in four vesting contracts');
    await expect(tokenomics).toContainText('tokens sent there count as permanently burned');
    const roadmap = page.getByRole('region', { name: /Roadmap/ });
    for (const item of [
      '11 June 2025',
      'Thera agent live',
      'Q2/Q3 2025',
      'Second agent',
      'Tiered rewards',
      'Exchange listings',
      'Airdrop and referral campaigns',
      'Q3/Q4 2025',
      'NFT rewards',
      'Community expansion',
      'Sentiment AI upgrades',
    ]) {
      await expect(roadmap).toContainText(item);
    }
  });

  test('without a contract address it says so and disables Copy and the explorer link', async ({ page }) => {
    await page.goto('/whitepaper');
    const contract = page.getByTestId('contract-address');
    await expect(contract).toContainText('Contract address not yet published');
    await expect(contract.getByRole('button', { name: 'Copy' })).toBeDisabled();
    await expect(contract.getByRole('button', { name: 'View on explorer' })).toBeDisabled();
    await expect(contract.getByRole('link')).toHaveCount(0);
  });

  test('with a contract address it shows it with the explorer link', async ({ page }) => {
    await withBrand(page, { contractAddress: ADDRESS, explorerUrl: `https://solscan.io/token/${ADDRESS}` });
    await page.goto('/whitepaper');
    const contract = page.getByTestId('contract-address');
    await expect(contract).toContainText(ADDRESS);
    await expect(contract.getByRole('link', { name: 'View on explorer' })).toHaveAttribute(
      'href',
      `https://solscan.io/token/${ADDRESS}`,
    );
    await expect(contract.getByRole('button', { name: 'Copy' })).toBeEnabled();
  });

  test('the contents sidebar scrolls to a section and marks the one being read', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/whitepaper');
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await expect(contents.getByRole('link')).toHaveText(SECTIONS.map((title, i) => `${i + 1}.${title}`));
    await expect(contents.locator('[aria-current="location"]')).toHaveText('1.Introduction');

    await contents.getByRole('link', { name: 'Roadmap' }).click();
    await expect(page.getByRole('heading', { name: /Roadmap/ })).toBeInViewport();
    await expect(contents.locator('[aria-current="location"]')).toHaveText('6.Roadmap');
    await expect(page).toHaveURL(/#roadmap$/);

    await page.evaluate(() => document.getElementById('token-overview')!.scrollIntoView({ block: 'start' }));
    await expect(contents.locator('[aria-current="location"]')).toHaveText('3.Token Overview');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(contents.locator('[aria-current="location"]')).toHaveText('8.Legal & Risk Disclaimer');
  });

  test('on a phone the contents sidebar is hidden', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/whitepaper');
    await expect(page.getByRole('heading', { name: /Legal & Risk Disclaimer/ })).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Contents' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('every public page fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/about', '/whitepaper', '/no-such-place']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toContainText('© 2024');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
  // Landing sections use the full width of a phone, whatever the length of their text.
  await page.goto('/');
  for (const section of [
    page.getByRole('navigation', { name: 'Quick access' }),
    page.getByRole('region', { name: 'Talk to TheraAgent' }),
  ]) {
    expect((await section.boundingBox())?.width).toBe(360);
  }
});
