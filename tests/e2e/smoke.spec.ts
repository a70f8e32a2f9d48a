import { expect, test } from '@playwright/test';

test('the server serves the app and its runtime settings', async ({ page, request }) => {
  const config = await request.get('/app-config.json');
  expect(config.ok()).toBe(true);
  await page.goto('/');
  await expect(page.getByText('TheraAgent').first()).toBeVisible();
});
