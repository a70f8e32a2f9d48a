import type { Locator, Page } from '@playwright/test';
import { settledScreenshot, signUp } from './support/auth';
import { expect, test } from './support/fixtures';

/**
 * Mood check-ins end to end (issue 13 part 3): on demand from the dashboard, before and after a
 * guided session, and the personal 30-day view that shows them. Real server, real inserts.
 */

/** Picks a mood (and optional tags and token) in a check-in form and saves it. */
async function checkIn(form: Locator, { mood, tags = [], token }: { mood: string; tags?: string[]; token?: string }) {
  await form.getByRole('radio', { name: mood }).check();
  for (const tag of tags) await form.getByRole('checkbox', { name: tag, exact: true }).check();
  if (token) await form.getByRole('checkbox', { name: token, exact: true }).check();
  await form.getByRole('button', { name: 'Save check-in' }).click();
}

async function signedIn(page: Page) {
  await page.goto('/');
  await signUp(page);
}

test('check in from the dashboard and see it in the personal view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  await page.goto('/dashboard');
  const card = page.getByTestId('mood-card');
  await expect(card.getByRole('heading', { name: 'Your mood' })).toBeVisible();
  await expect(card.getByText('No check-ins in the last 30 days yet. Check in whenever you like.')).toBeVisible();
  await expect(
    card.getByText('Check in before and after a guided session to see how it moved your mood.'),
  ).toBeVisible();
  await settledScreenshot(page, 'screenshots/mood-dashboard-empty-390.png', { fullPage: true });

  await card.getByRole('button', { name: 'Check in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check in' });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save check-in' });
  // A mood is the one thing a check-in needs.
  await expect(save).toBeDisabled();
  await dialog.getByRole('radio', { name: '4, Good' }).check();
  await dialog.getByRole('checkbox', { name: 'FOMO', exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'Tired', exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'BTC', exact: true }).check();
  // One token at most: choosing ETH replaces BTC.
  await dialog.getByRole('checkbox', { name: 'ETH', exact: true }).check();
  await expect(dialog.getByRole('checkbox', { name: 'BTC', exact: true })).not.toBeChecked();
  await dialog.getByLabel('Note (optional)').fill('Watching the ETH chart too much today');
  await settledScreenshot(page, 'screenshots/mood-checkin-dialog-390.png');

  const inserted = page.waitForResponse(
    (response) => response.url().includes('/rest/v1/mood_checkins') && response.request().method() === 'POST',
  );
  await save.click();
  const response = await inserted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    mood: 4,
    tags: ['fomo', 'tired'],
    token: 'ETH',
    context: 'daily',
    note: 'Watching the ETH chart too much today',
  });
  await expect(page.getByText('Check-in saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  const chart = card.getByRole('img', { name: 'Chart of your mood over the last 30 days' });
  await expect(chart).toBeVisible();
  const summary =
    'In the last 30 days: 1 check-in on 1 day. Average mood 4 of 5 (Good). Every check-in was Good (4). Latest: Good (4).';
  await expect(chart).toHaveAccessibleDescription(summary);
  await expect(card.getByTestId('mood-chart-point')).toHaveCount(1);

  // A second check-in the same day: still one point (the day's average), two check-ins.
  await card.getByRole('button', { name: 'Check in' }).click();
  await checkIn(page.getByRole('dialog', { name: 'Check in' }), { mood: '2, Low' });
  await expect(chart).toHaveAccessibleDescription(
    'In the last 30 days: 2 check-ins on 1 day. Average mood 3 of 5 (Okay). Moods ranged from Low (2) to Good (4). Latest: Low (2).',
  );
  await expect(card.getByTestId('mood-chart-point')).toHaveCount(1);
  await settledScreenshot(page, 'screenshots/mood-dashboard-390.png', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.scrollIntoViewIfNeeded();
  await settledScreenshot(page, 'screenshots/mood-dashboard-1280.png', { fullPage: true });
  await card.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByRole('dialog', { name: 'Check in' })).toBeVisible();
  await settledScreenshot(page, 'screenshots/mood-checkin-dialog-1280.png');
});

test('a check-in before and after a guided session shows its change on the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page);
  await page.goto('/crypto-stress-release');
  const before = page.getByTestId('session-checkin');
  await expect(before.getByText('Before you start: how are you feeling?')).toBeVisible();
  await settledScreenshot(page, 'screenshots/mood-session-before-390.png', { fullPage: true });
  await checkIn(before, { mood: '2, Low', tags: ['Fear'] });
  await expect(page.getByTestId('session-checkin')).toHaveCount(0);

  await page.getByRole('button', { name: 'Start Stress Release' }).click();
  await page.getByRole('button', { name: 'End Session' }).click();
  const after = page.getByTestId('session-checkin');
  await expect(after.getByText('How are you feeling now?')).toBeVisible();
  await settledScreenshot(page, 'screenshots/mood-session-after-390.png', { fullPage: true });
  await checkIn(after, { mood: '4, Good', tags: ['Calm'] });
  await expect(page.getByTestId('session-checkin')).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  const sessions = page
    .getByTestId('mood-card')
    .getByRole('list', { name: 'Mood before and after sessions' })
    .getByRole('listitem');
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText('Low (2) to Good (4), up 2 steps');
  await settledScreenshot(page, 'screenshots/mood-dashboard-session-390.png', { fullPage: true });
});

test('the session check-ins can be skipped, and starting the session passes the first by', async ({ page }) => {
  await signedIn(page);
  await page.goto('/decision-clarity');
  await expect(page.getByTestId('session-checkin')).toBeVisible();
  await page.getByRole('button', { name: 'Start Clarity Session' }).click();
  await expect(page.getByTestId('session-checkin')).toHaveCount(0);
  await page.getByRole('button', { name: 'End Session' }).click();
  const after = page.getByTestId('session-checkin');
  await expect(after.getByText('How are you feeling now?')).toBeVisible();
  await after.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByTestId('session-checkin')).toHaveCount(0);
});

test.describe('the pre-trade tilt check', () => {
  test('answers that say tilt offer a cooling-off pause with a calm countdown, and Decision Clarity', async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page);
    await page.goto('/dashboard');
    await page.getByTestId('mood-card').getByRole('button', { name: 'About to trade?' }).click();
    const dialog = page.getByRole('dialog', { name: 'About to trade?' });
    await dialog.getByRole('radio', { name: '3, Okay' }).check();
    await dialog.getByRole('checkbox', { name: 'FOMO', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'SOL', exact: true }).check();
    await dialog
      .getByRole('group', { name: '2. Is this trade in my plan?' })
      .getByRole('radio', { name: 'No', exact: true })
      .check();
    await dialog
      .getByRole('group', { name: "3. Would I take this trade after a night's sleep?" })
      .getByRole('radio', { name: 'Not sure' })
      .check();
    await settledScreenshot(page, 'screenshots/tilt-questions-390.png');

    const inserted = page.waitForResponse(
      (response) => response.url().includes('/rest/v1/mood_checkins') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'See my read' }).click();
    expect((await inserted).request().postDataJSON()).toEqual({
      mood: 3,
      tags: ['fomo'],
      token: 'SOL',
      context: 'pre_trade',
      note: null,
    });

    const read = dialog.getByTestId('tilt-read');
    await expect(read.getByRole('status')).toHaveText(
      "There is a strong pull in this moment: you named FOMO, this trade is outside your plan, you are not sure about it after a night's sleep. A short pause can help the decision feel like your own.",
    );
    await expect(read.getByRole('link', { name: 'Decision Clarity session' })).toHaveAttribute(
      'href',
      '/decision-clarity',
    );
    await settledScreenshot(page, 'screenshots/tilt-read-390.png');
    await read.getByRole('radio', { name: '10 min' }).check();
    await read.getByRole('button', { name: 'Start a 10-minute pause' }).click();

    const remaining = dialog.getByTestId('cooling-off-remaining');
    await expect(remaining).toHaveText('10:00');
    await expect(dialog.getByText('Breathe in')).toBeVisible();
    await page.clock.runFor(5000);
    await expect(dialog.getByText('Breathe out')).toBeVisible();
    await page.clock.runFor(4 * 60_000 - 5000);
    await expect(remaining).toHaveText('6:00');
    await settledScreenshot(page, 'screenshots/tilt-timer-390.png');
    await page.setViewportSize({ width: 1280, height: 900 });
    await settledScreenshot(page, 'screenshots/tilt-timer-1280.png');
    await page.clock.runFor(6 * 60_000);
    await expect(dialog.getByRole('status')).toHaveText('Your pause is complete.');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    // The check-in counts in the personal view like any other.
    await expect(
      page.getByTestId('mood-card').getByRole('img', { name: 'Chart of your mood over the last 30 days' }),
    ).toHaveAccessibleDescription(/^In the last 30 days: 1 check-in on 1 day\. .*Latest: Okay \(3\)\.$/);
  });

  test('steady answers get a plain read and no pause', async ({ page }) => {
    await signedIn(page);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'About to trade?' }).click();
    const dialog = page.getByRole('dialog', { name: 'About to trade?' });
    await dialog.getByRole('radio', { name: '4, Good' }).check();
    await dialog.getByRole('checkbox', { name: 'Calm', exact: true }).check();
    await dialog
      .getByRole('group', { name: '2. Is this trade in my plan?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await dialog
      .getByRole('group', { name: "3. Would I take this trade after a night's sleep?" })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await dialog.getByRole('button', { name: 'See my read' }).click();
    await expect(dialog.getByTestId('tilt-read').getByRole('status')).toHaveText(
      "Your answers sound steady: in your plan, and a trade you would take after a night's sleep.",
    );
    await expect(dialog.getByRole('button', { name: /pause/ })).toHaveCount(0);
    await settledScreenshot(page, 'screenshots/tilt-steady-1280.png');
  });
});
