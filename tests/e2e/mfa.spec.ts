import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { settledScreenshot, signOut, signUp, submitSignIn, totpCode } from './support/auth';

/**
 * Two-step verification end to end: enrol an authenticator in Security settings, then sign in
 * with password + a code computed here from the secret, as an authenticator app would.
 */

async function openSecuritySettings(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Security settings' }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);
  await expect(page.getByRole('heading', { name: 'Security settings' })).toBeVisible();
}

test.describe('with wrong codes on the way', () => {
  // The server answers a wrong code with 422, which Chromium logs; the test provokes it twice.
  test.use({ allowedConsoleErrors: [/the server responded with a status of 422/] });

  test('enrol TOTP, then signing in asks for a code; a wrong code says so; the right one welcomes back', async ({
    page,
  }) => {
    test.setTimeout(120_000); // up to two waits for the next 30 s TOTP step
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const account = await signUp(page);
    await openSecuritySettings(page);
    await expect(page.getByText('No authenticator yet')).toBeVisible();

    // Enrol: name it, see the QR code and the secret.
    await page.getByLabel('Authenticator name').fill('My phone');
    await page.getByRole('button', { name: 'Set Up Authenticator' }).click();
    const qr = page.getByRole('img', { name: 'QR code to add TheraAgent to your authenticator app' });
    await expect(qr).toBeVisible();
    // The QR code really renders (a broken data URL would leave naturalWidth at 0).
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = (await page.getByLabel('Secret key').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await settledScreenshot(page, 'screenshots/security-settings-enrol-1280.png', { fullPage: true });

    // A wrong code is refused and the user can retry.
    await page.getByLabel('6-digit code').fill('12345');
    await page.getByRole('button', { name: 'Verify and Enable' }).click();
    await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    const enrolment = await totpCode(secret);
    const wrongCode = enrolment.code === '000000' ? '111111' : '000000';
    await page.getByLabel('6-digit code').fill(wrongCode);
    await page.getByRole('button', { name: 'Verify and Enable' }).click();
    await expect(page.getByText('Invalid TOTP code entered')).toBeVisible();

    await page.getByLabel('6-digit code').fill((await totpCode(secret)).code);
    await page.getByRole('button', { name: 'Verify and Enable' }).click();
    await expect(page.getByText('Authenticator added')).toBeVisible();
    const factorRow = page.getByRole('listitem').filter({ hasText: 'My phone' });
    await expect(factorRow.getByText('Active')).toBeVisible();
    await settledScreenshot(page, 'screenshots/security-settings-1280.png', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(factorRow.getByText('Active')).toBeVisible();
    await expect(page.getByText('Authenticator added')).toHaveCount(0);
    await settledScreenshot(page, 'screenshots/security-settings-390.png', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    const usedStep = Math.floor(Date.now() / 30_000);

    // Sign out, sign in with the password: the app asks for the code before letting them in.
    await signOut(page);
    const dialog = await submitSignIn(page, account);
    await expect(dialog.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await expect(dialog.getByText('Welcome back!')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
    await settledScreenshot(page, 'screenshots/mfa-code-step-1280.png');

    // A reload half-way keeps them at the code step, not signed in.
    await page.reload();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
    await page.goto('/settings/security');
    // Behind the (modal, so aria-hidden) code step, the page itself does not let them in either.
    await expect(page.getByRole('heading', { name: 'Verification Required', includeHidden: true })).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('Authentication code')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await settledScreenshot(page, 'screenshots/mfa-code-step-390.png');
    await page.setViewportSize({ width: 1280, height: 900 });

    const codeStep = page.getByRole('dialog');
    await codeStep.getByLabel('Authentication code').fill(wrongCode);
    await codeStep.getByRole('button', { name: 'Verify' }).click();
    await expect(codeStep.getByText('Invalid TOTP code entered')).toBeVisible();

    const signInCode = await totpCode(secret, usedStep);
    await codeStep.getByLabel('Authentication code').fill(signInCode.code);
    await codeStep.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page.getByText("You're now logged in to TheraAgent.")).toBeVisible();
    await expect(codeStep).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Security settings' })).toBeVisible();

    // Signed in at aal2, the user can remove the authenticator; the next sign-in needs no code.
    await page.getByRole('button', { name: 'Remove My phone' }).click();
    await expect(page.getByText('Authenticator removed')).toBeVisible();
    await expect(page.getByText('No authenticator yet')).toBeVisible();
  });
});

test('an abandoned enrolment leaves no authenticator behind and does not block the next one', async ({ page }) => {
  await page.goto('/');
  await signUp(page);
  await openSecuritySettings(page);

  // Walk away half-way (the tab reloads): nothing is listed, and the same name works again.
  await page.getByRole('button', { name: 'Set Up Authenticator' }).click();
  await expect(page.getByLabel('Secret key')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No authenticator yet')).toBeVisible();
  await page.getByRole('button', { name: 'Set Up Authenticator' }).click();
  await expect(page.getByLabel('Secret key')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Set Up Authenticator' })).toBeVisible();
  await expect(page.getByText('No authenticator yet')).toBeVisible();
});
