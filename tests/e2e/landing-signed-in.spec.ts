import type { Page } from '@playwright/test';
import { signUp } from './support/auth';
import { expect, test } from './support/fixtures';

/** The landing page's sentiment teaser for signed-in users and visitors (docs/product-behaviour.md). */
function sentimentTeaser(page: Page) {
  return page.getByRole('region', { name: 'Read the market mood, calmly' });
}

test('signed in: the teaser shows the live community mood for the four tokens and links to the tab', async ({
  page,
}) => {
  await page.goto('/');
  await signUp(page);
  const teaser = sentimentTeaser(page);
  await teaser.scrollIntoViewIfNeeded();
  // Live by default (issue 14); the seed copy with the flag off is checked in market-sentiment.spec.ts.
  await expect(teaser.getByText('Live', { exact: true })).toBeVisible();
  const tokens = teaser.getByRole('list', { name: 'Tokens covered' }).getByRole('listitem');
  await expect(tokens).toHaveText([/^BTC/, /^ETH/, /^ADA/, /^SOL/]);
  await expect(teaser.getByRole('link', { name: 'See the community mood' })).toHaveAttribute(
    'href',
    '/dashboard?tab=sentiment',
  );
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
