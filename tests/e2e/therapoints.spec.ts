import type { Page } from '@playwright/test';
import { settledScreenshot, signUp } from './support/auth';
import { startClockedServer, type ClockedServer } from './support/clocked-server';
import { expect, test } from './support/fixtures';

/**
 * TheraPoints end to end: a guided session finished in Chromium earns its points, shown on the
 * page and on the dashboard. Minutes pass by a fake clock in the test only: page.clock for the
 * browser, and for the server (which checks that half the session has passed) a second server
 * process whose clock the test moves forward by restarting it on the same data.
 */
let server: ClockedServer;

test.beforeAll(async () => {
  server = await startClockedServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function finishBreathingSession(page: Page) {
  await page.clock.install();
  await page.goto(`${server.url}/`);
  await signUp(page);
  await page.goto(`${server.url}/breathing-exercise`);
  await expect(page.getByText('Stay with this 5-minute session to earn 10 TheraPoints.')).toBeVisible();
  await page.getByRole('button', { name: 'Begin Breathing Exercise' }).click();
  const progress = page.getByTestId('session-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toContainText('of 05:00');
  await expect(progress).toContainText('It counts as finished from 02:30.');

  // Six minutes pass for the server; then five for the browser, the session's natural end.
  await page.clock.pauseAt(Date.now() + 1000);
  await server.restartWithClockAhead(6 * 60_000);
  await page.clock.runFor(5 * 60_000 + 2000);
  // Time flows again (supabase-js waits on timers of its own before each request).
  await page.clock.resume();
}

test('finishing a guided session earns its TheraPoints, then the dashboard shows them', async ({ page }, testInfo) => {
  // Five fake minutes of the breathing pacer's timers take a while to run through.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await finishBreathingSession(page);

  const complete = page.getByTestId('session-complete');
  await expect(complete.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  await expect(complete).toContainText('You earned 10 TheraPoints. You now have 10 TheraPoints.');
  await expect(complete).toContainText('TheraPoints are not tradable and are not tied to the token.');
  await expect(page.getByRole('button', { name: 'Begin Breathing Exercise' })).toBeEnabled();
  await settledScreenshot(page, testInfo.outputPath('session-complete-390.png'), { fullPage: true });

  await complete.getByRole('link', { name: 'See your dashboard' }).click();
  const card = page.getByTestId('points-card');
  await expect(card.getByRole('heading', { name: 'Points System' })).toBeVisible();
  await expect(card.getByText('Live', { exact: true })).toBeVisible();
  await expect(card.getByText('10 TheraPoints', { exact: true })).toBeVisible();
  const recent = card.getByRole('list', { name: 'Recent sessions' }).getByRole('listitem');
  await expect(recent).toHaveCount(1);
  await expect(recent.first()).toContainText('5-Minute Breathing Exercise');
  await expect(recent.first()).toContainText('+10');
  await settledScreenshot(page, testInfo.outputPath('dashboard-points-390.png'), { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await settledScreenshot(page, testInfo.outputPath('dashboard-points-1280.png'));
});

test('ending a session before its halfway mark records nothing and says so without judgement', async ({ page }) => {
  await page.clock.install();
  await page.goto(`${server.url}/`);
  await signUp(page);
  await page.goto(`${server.url}/decision-clarity`);
  await page.getByRole('button', { name: 'Start Clarity Session' }).click();
  await expect(page.getByTestId('session-progress')).toBeVisible();
  await page.clock.runFor(60_000);
  await page.getByRole('button', { name: 'End Session' }).click();
  await expect(page.getByText('Session ended at 01:0', { exact: false })).toBeVisible();
  await expect(
    page.getByText(
      'A session counts toward TheraPoints from its halfway mark (07:30); start again whenever you like.',
      { exact: false },
    ),
  ).toBeVisible();

  await page.goto(`${server.url}/dashboard`);
  const card = page.getByTestId('points-card');
  await expect(card.getByText('0 TheraPoints', { exact: true })).toBeVisible();
  await expect(card.getByText('Finish a guided session to earn your first TheraPoints.')).toBeVisible();
});

test('the landing page says TheraPoints are live and what they are not', async ({ page }) => {
  await page.goto(`${server.url}/`);
  const step = page
    .getByRole('region', { name: 'Look after the trader, not only the trade' })
    .getByRole('listitem')
    .nth(1);
  await expect(step.getByRole('heading', { name: 'TheraPoints' })).toBeVisible();
  await expect(step.getByText('Live', { exact: true })).toBeVisible();
  await expect(step).toContainText('TheraPoints are not tradable and are not tied to the token.');
});
