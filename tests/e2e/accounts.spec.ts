import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { EXERCISES } from '../../common/exercises';
import {
  DEFAULT_PASSWORD,
  openLoginDialog,
  settledScreenshot,
  signIn,
  signOut,
  signUp,
  submitSignIn,
  uniqueEmail,
} from './support/auth';
import { expect, test } from './support/fixtures';
import { MAIL_E2E_URL, mailedLinks } from './support/mail-server';

const NEW_PASSWORD = 'new-tides-77';

/** An account on the mail server, confirmed through the link its log mailer wrote. */
async function confirmedAccountOnMailServer(page: Page, email: string) {
  const config = (await (await page.request.get(`${MAIL_E2E_URL}/app-config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const before = (await mailedLinks('Confirm your TheraAgent account')).length;
  const signUpResponse = await page.request.post(`${MAIL_E2E_URL}/auth/v1/signup`, {
    headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${config.supabaseAnonKey}` },
    data: { email, password: DEFAULT_PASSWORD },
  });
  expect(signUpResponse.ok()).toBe(true);
  await expect.poll(async () => (await mailedLinks('Confirm your TheraAgent account')).length).toBeGreaterThan(before);
  const link = (await mailedLinks('Confirm your TheraAgent account')).at(-1)!;
  const confirmed = await page.request.get(link, { maxRedirects: 0 });
  expect(confirmed.status()).toBe(303);
}

test.describe('account recovery and settings', () => {
  test('forgot password: from the login dialog to a new password through the mailed link', async ({ page }) => {
    const email = uniqueEmail('forgot');
    await confirmedAccountOnMailServer(page, email);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${MAIL_E2E_URL}/`);

    const dialog = await openLoginDialog(page);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    const before = (await mailedLinks('Reset your TheraAgent password')).length;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByRole('status')).toContainText(
      "If an account exists for that address, we've sent it a link",
    );
    await settledScreenshot(page, 'screenshots/forgot-password-1280.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await settledScreenshot(page, 'screenshots/forgot-password-390.png');

    await expect.poll(async () => (await mailedLinks('Reset your TheraAgent password')).length).toBeGreaterThan(before);
    const link = (await mailedLinks('Reset your TheraAgent password')).at(-1)!;
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password/);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await settledScreenshot(page, 'screenshots/reset-password-390.png', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await settledScreenshot(page, 'screenshots/reset-password-1280.png', { fullPage: true });
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard/);

    await signOut(page);
    await signIn(page, { email, password: NEW_PASSWORD });

    // The link worked once.
    await signOut(page);
    await page.goto(link);
    await expect(page.getByText('This link is invalid or has expired.')).toBeVisible();
  });
});

test.describe('export and delete', () => {
  // Expected refusals: the sign-out after deletion finds its session already ended (403, which
  // supabase-js ignores), and the old password is refused (400).
  // (One pattern: Playwright reads a two-element array as [value, options].)
  test.use({ allowedConsoleErrors: [/the server responded with a status of 40[03]/] });

  test('export downloads a JSON file with the completion; delete signs out and the password stops working', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const account = await signUp(page, { email: uniqueEmail('rights') });
    // A completion with a note, written through the REST API with the page's own session.
    const status = await page.evaluate(async (exerciseId) => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'))!;
      const session = JSON.parse(localStorage.getItem(key)!) as { access_token: string; user: { id: string } };
      const config = (await (await fetch('/app-config.json')).json()) as { supabaseAnonKey: string };
      const response = await fetch('/rest/v1/user_exercise_completions', {
        method: 'POST',
        headers: {
          apikey: config.supabaseAnonKey,
          Authorization: `Bearer ${session.access_token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          exercise_id: exerciseId,
          user_id: session.user.id,
          notes: 'calmer after this one',
          rating: 5,
        }),
      });
      return response.status;
    }, EXERCISES[0]!.id);
    expect(status).toBe(201);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu/ })
      .click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
    await settledScreenshot(page, 'screenshots/account-settings-1280.png', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await settledScreenshot(page, 'screenshots/account-settings-390.png', { fullPage: true });

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^theraagent-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      user: { email: string };
      completions: { notes: string; rating: number }[];
      chat_history: unknown[];
    };
    expect(exported.user.email).toBe(account.email);
    expect(exported.completions).toEqual([expect.objectContaining({ notes: 'calmer after this one', rating: 5 })]);
    expect(exported.chat_history).toEqual([]);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText('your TheraPoints')).toBeVisible();
    await settledScreenshot(page, 'screenshots/delete-account-390.png');
    await page.setViewportSize({ width: 1280, height: 900 });
    await settledScreenshot(page, 'screenshots/delete-account-1280.png');
    await confirm.getByRole('button', { name: 'Delete forever' }).click();
    await expect(confirm.getByText('Type DELETE to confirm.')).toBeVisible();
    await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.getByRole('button', { name: 'Delete forever' }).click();
    await expect(page.getByText('Account deleted')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

    await submitSignIn(page, account);
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
  });

  test('a tab on another device is signed out when it comes back after the account was deleted', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    const account = await signUp(page, { email: uniqueEmail('elsewhere') });

    // The same account signed in on "another device": its own browser context, its own storage.
    const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const other = await elsewhere.newPage();
    await other.clock.install();
    await other.goto('/');
    await signIn(other, account);
    await other.goto('/dashboard');
    await expect(other.getByRole('banner').getByRole('button', { name: /^Account menu/ })).toBeVisible();

    const status = await page.evaluate(async () => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'))!;
      const session = JSON.parse(localStorage.getItem(key)!) as { access_token: string };
      const config = (await (await fetch('/app-config.json')).json()) as { supabaseAnonKey: string };
      const response = await fetch('/functions/v1/delete-account', {
        method: 'POST',
        headers: {
          apikey: config.supabaseAnonKey,
          Authorization: `Bearer ${session.access_token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ confirm: 'DELETE' }),
      });
      return response.status;
    });
    expect(status).toBe(200);

    // Its access token has not expired, yet coming back to the tab signs it out.
    await other.clock.fastForward(15_000);
    await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(other.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    await elsewhere.close();
  });
});
