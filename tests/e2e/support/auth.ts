import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

/** Browser-level account helpers: they click through the real login dialog, like a person. */

export const DEFAULT_PASSWORD = 'calm-seas-42';
const TOTP_PERIOD_MS = 30_000;

export function uniqueEmail(prefix = 'trader'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.com`;
}

export interface Account {
  email: string;
  password: string;
}

/** Opens the login dialog from the header's Login button (the page must be loaded). */
export async function openLoginDialog(page: Page, tab: 'Sign In' | 'Sign Up' = 'Sign In') {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (tab === 'Sign Up') await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  return dialog;
}

/** Signs up through the dialog; with email confirmation off (the default) this signs in too. */
export async function signUp(
  page: Page,
  { email = uniqueEmail(), password = DEFAULT_PASSWORD, username }: Partial<Account> & { username?: string } = {},
): Promise<Account> {
  const dialog = await openLoginDialog(page, 'Sign Up');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  if (username) await dialog.getByLabel('Username (optional)').fill(username);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(dialog).toBeHidden();
  return { email, password };
}

/** Fills and sends the Sign In form; the caller asserts the outcome (toast or code step). */
export async function submitSignIn(page: Page, { email, password }: Account) {
  const dialog = await openLoginDialog(page, 'Sign In');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  return dialog;
}

/** Signs in with a password (no second factor) and waits for 'Welcome back!'. */
export async function signIn(page: Page, account: Account) {
  const dialog = await submitSignIn(page, account);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu/ })).toBeVisible();
}

/** Waits for the dialog's opening animation to end, so a screenshot shows it at rest. */
export async function settledScreenshot(page: Page, path: string, options: { fullPage?: boolean } = {}) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Thera's halo breathes forever; only wait for animations that end.
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
  // A full-page shot of a scrolled page would paint the sticky header half-way down.
  if (options.fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, ...options });
}

export async function signOut(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
}

/**
 * A TOTP code the server will accept. The server takes each code once: a code from a time step
 * at or before `afterStep` (the last one used) is refused, so when the clock is still in that
 * step we wait exactly until the next 30 s boundary (computed from the clock, not a guess).
 */
export async function totpCode(secret: string, afterStep?: number): Promise<{ code: string; step: number }> {
  let now = Date.now();
  if (afterStep !== undefined && Math.floor(now / TOTP_PERIOD_MS) <= afterStep) {
    const nextBoundary = (afterStep + 1) * TOTP_PERIOD_MS;
    await new Promise((resolve) => setTimeout(resolve, nextBoundary - now + 100));
    now = Date.now();
  }
  // Should the boundary pass before the server checks it, its one-step tolerance still holds.
  const code = await generate({ secret, epoch: Math.floor(now / 1000) });
  return { code, step: Math.floor(now / TOTP_PERIOD_MS) };
}
