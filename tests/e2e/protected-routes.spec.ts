import { expect, test } from './support/fixtures';
import { GUIDED_SESSIONS } from '../../common/guided-sessions';
import { settledScreenshot, signUp } from './support/auth';

/** Every signed-in-only route (docs/product-behaviour.md), for a visitor and for a signed-in user. */
const accessRequiredRoutes = [
  { path: '/chat', message: 'Please log in to chat with Main Thera' },
  ...GUIDED_SESSIONS.map((session) => ({ path: session.route, message: `Please log in to access ${session.title}` })),
  { path: '/settings/security', message: 'Please log in to manage your security settings' },
];

test('visitors get the Access Required view with the way home', async ({ page }) => {
  for (const { path, message } of accessRequiredRoutes) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Access Required' }), path).toBeVisible();
    await expect(main.getByText(message), path).toBeVisible();
    await expect(main.getByRole('link', { name: 'Return to Home' }), path).toHaveAttribute('href', '/');
  }
  await page.goto('/dashboard');
  await expect(page.getByText('Please log in to access your dashboard')).toBeVisible();
  await expect(page.getByText('Access Required')).toHaveCount(0);

  await page.goto('/chat');
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('signed-in users reach every protected route', async ({ page }) => {
  await page.goto('/');
  await signUp(page);
  for (const path of ['/dashboard', ...accessRequiredRoutes.map((route) => route.path)]) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu/ }), path).toBeVisible();
    await expect(page.getByRole('main').getByText('Loading...'), path).toHaveCount(0);
    await expect(page.getByText('Access Required'), path).toHaveCount(0);
    await expect(page.getByText('Please log in', { exact: false }), path).toHaveCount(0);
  }
});

test('screenshots of the Access Required view at 390 px and 1280 px', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/settings/security');
    await expect(page.getByRole('heading', { name: 'Access Required' })).toBeVisible();
    await settledScreenshot(page, `screenshots/access-required-${width}.png`);
  }
});
