import type { Page } from '@playwright/test';
import { signUp } from './support/auth';
import { expect, test } from './support/fixtures';

/** The landing page's sentiment teaser for signed-in users and visitors (docs/product-behaviour.md). */
function sentimentTeaser(page: Page) {
  return page.getByRole('region', { name: 'Read the market mood, calmly' });
}

test('signed in: the teaser says sentiment is coming, shows the four tokens and a disabled button', async ({ page }) => {
  await page.goto('/');
  await signUp(page);
  const teaser = sentimentTeaser(page);
  await teaser.scrollIntoViewIfNeeded();
  await expect(teaser.getByText('Market sentiment for these tokens will soon be shown here.')).toBeVisible();
  await expect(teaser.getByText('Coming Soon')).toBeVisible();
  const tokens = teaser.getByRole('list', { name: 'Tokens covered' }).getByRole('listitem');
  await expect(tokens).toHaveText(['BTC', 'ETH', 'ADA', 'SOL']);
  await expect(teaser.getByRole('button', { name: 'Feature in Development' })).toBeDisabled();
  await expect(teaser.getByRole('button', { name: 'Log In' })).toHaveCount(0);
});

test('visitor: the teaser asks to log in and opens the login dialog', async ({ page }) => {
  await page.goto('/');
  const teaser = sentimentTeaser(page);
  await expect(teaser.getByText('Please log in to see what market sentiment will look like.')).toBeVisible();
  await expect(teaser.getByText('BTC')).toHaveCount(0);
  await teaser.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
