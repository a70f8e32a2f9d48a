import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { settledScreenshot, signOut, signUp } from './support/auth';
import { expect, test } from './support/fixtures';

/**
 * My safety plan and SOS (issue 17 items 1 and 2), at 390 px: the plan built step by step and
 * saved as it is typed, SOS from any page (people first, tap to call), SOS with the network cut
 * after the first load, axe-core on the SOS flow, and the flow with the keyboard alone.
 */
test.use({ viewport: { width: 390, height: 844 } });
// Each test signs up and builds a whole plan through the UI: more than the default minute on a shared 2-core box.
test.describe.configure({ timeout: 300_000 });

const SAM_CALL = 'tel:+447700900123';

/** No serious or critical axe-core violations inside `selector`. */
async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function next(page: Page, label: 'Next' | 'Skip for now' | 'Done', expectedStep?: string) {
  await page.getByRole('button', { name: label }).click();
  if (expectedStep) await expect(page.getByTestId('plan-step')).toHaveAttribute('data-step', expectedStep);
}

async function openSos(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'SOS' }).click();
  const dialog = page.getByRole('dialog', { name: 'SOS' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function waitUntilSaved(page: Page) {
  await expect(page.getByTestId('plan-save-state')).toHaveAttribute('data-state', 'saved');
}

/** Signs up and builds a plan with a warning sign, Sam to call, a safer-surroundings step and a reason. */
async function buildPlan(page: Page) {
  await page.goto('/chat');
  await signUp(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'My safety plan' }).click();
  await expect(page).toHaveURL(/\/safety-plan$/);
  await expect(page.getByRole('heading', { name: 'My safety plan', level: 1 })).toBeVisible();

  // Step 1: own words plus a tapped example, one a line.
  await expect(page.getByText('Step 1 of 7')).toBeVisible();
  await page.getByLabel(/What tells you a hard time is starting/).fill('Refreshing the chart at 3 a.m.');
  await page.getByRole('button', { name: 'Chasing a loss with a bigger trade' }).click();
  await expect(page.getByTestId('plan-warning_signs')).toHaveValue(
    'Refreshing the chart at 3 a.m.\nChasing a loss with a bigger trade',
  );
  await settledScreenshot(page, 'screenshots/safety-plan-step-390.png', { fullPage: true });
  await next(page, 'Next', 'coping_on_my_own');
  await next(page, 'Skip for now', 'distractions');
  await next(page, 'Skip for now', 'people_to_ask');

  // Step 4: a person, with call and message links as soon as the number is typed.
  await page.getByRole('button', { name: 'Add a person' }).click();
  await page.getByLabel('Name').fill('Sam');
  await page.getByLabel('Phone number or how to reach them').fill('+44 7700 900123');
  await expect(page.getByRole('link', { name: 'Call Sam' })).toHaveAttribute('href', SAM_CALL);
  await expect(page.getByRole('link', { name: 'Message Sam' })).toHaveAttribute('href', 'sms:+447700900123');
  await settledScreenshot(page, 'screenshots/safety-plan-people-390.png', { fullPage: true });
  await next(page, 'Next', 'professionals');

  // Step 5 starts with the crisis lines of the browser's locale (en-US here), editable.
  await expect(page.getByLabel('Name').first()).toHaveValue('988 Suicide & Crisis Lifeline');
  await next(page, 'Next', 'safer_surroundings');
  await page.getByRole('button', { name: 'Hand my exchange logins to someone I trust for a while' }).click();
  await next(page, 'Next', 'reasons_for_living');
  await page.getByLabel(/What matters most to you/).fill('My daughter');
  await waitUntilSaved(page);
  await next(page, 'Done');
  await expect(page.getByTestId('plan-overview')).toBeVisible();
  await waitUntilSaved(page);
}

test('build a plan step by step, close the tab, and find it in SOS from another page, people first', async ({
  page,
  context,
}) => {
  await buildPlan(page);
  await settledScreenshot(page, 'screenshots/safety-plan-overview-390.png', { fullPage: true });
  await page.close();

  const later = await context.newPage();
  await later.goto('/chat');
  const sos = await openSos(later);
  // In order: grounding, the plan (people first), the crisis lines, Thera.
  const sections = await sos
    .locator('section')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
  expect(sections).toEqual(['sos-grounding', 'sos-my-plan', 'sos-lines', 'sos-thera']);
  await expect(sos.getByTestId('grounding')).toContainText('Notice 5 things you can see');
  const plan = sos.getByTestId('sos-plan');
  await expect(plan.getByTestId('sos-people')).toContainText('Sam');
  await expect(plan.getByRole('link', { name: 'Call Sam' })).toHaveAttribute('href', SAM_CALL);
  await expect(plan).toContainText('My daughter');
  await expect(plan).toContainText('Hand my exchange logins to someone I trust for a while');
  const firstHeading = await plan.locator('h4').first().textContent();
  expect(firstHeading).toBe('People I can ask for help');
  await expect(sos.getByTestId('sos-crisis-lines').getByRole('link', { name: 'Call or text 988' })).toHaveAttribute(
    'href',
    'tel:988',
  );
  await expect(sos.getByRole('link', { name: 'Talk to Thera' })).toHaveAttribute('href', '/chat');
  await settledScreenshot(later, 'screenshots/sos-signed-in-390.png');
  await expectAccessible(later, '[data-testid="sos-dialog"]');

  await later.setViewportSize({ width: 1280, height: 900 });
  await settledScreenshot(later, 'screenshots/sos-signed-in-1280.png');
  await sos.getByRole('link', { name: 'Edit my plan' }).click();
  await expect(later).toHaveURL(/\/safety-plan$/);
  await expect(sos).toBeHidden();
  await expect(later.getByTestId('plan-overview')).toContainText('Sam');
  await settledScreenshot(later, 'screenshots/safety-plan-overview-1280.png', { fullPage: true });
});

test.describe('with the network cut', () => {
  // The plan's refresh fails while offline, and Chromium logs the failed request.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('SOS opens with the plan after the first load', async ({ page, context }) => {
    await buildPlan(page);
    const fresh = await context.newPage();
    await page.close();
    // A fresh page fetches the SOS code and the plan ahead of need once it settles.
    const planFetched = fresh.waitForResponse(
      (response) => response.url().includes('/rest/v1/safety_plans') && response.ok(),
    );
    await fresh.goto('/chat');
    await planFetched;
    await expect
      .poll(() =>
        fresh.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes('sos-dialog')),
        ),
      )
      .toBe(true);

    await context.setOffline(true);
    const sos = await openSos(fresh);
    await expect(sos.getByTestId('sos-plan').getByRole('link', { name: 'Call Sam' })).toHaveAttribute('href', SAM_CALL);
    await expect(sos.getByTestId('sos-crisis-lines')).toContainText('988');
    await settledScreenshot(fresh, 'screenshots/sos-offline-390.png');
    await context.setOffline(false);
  });
});

test('SOS works with the keyboard alone, and the pacer keeps still with reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await buildPlan(page);
  await page.goto('/chat');
  const sosButton = page.getByRole('banner').getByRole('button', { name: 'SOS' });
  await expect(sosButton).toBeVisible();
  await page.locator('body').focus();
  for (
    let presses = 0;
    presses < 12 && !(await sosButton.evaluate((button) => button === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(sosButton).toBeFocused();
  await page.keyboard.press('Enter');
  const sos = page.getByRole('dialog', { name: 'SOS' });
  await expect(sos).toBeVisible();
  await expect(sos.getByTestId('breathing-pacer')).not.toHaveAttribute('style', /scale/);

  // Focus starts in the grounding exercise; "Skip to my plan" moves it to the plan, and the next Tab is the first person's Call.
  await expect(sos.getByRole('button', { name: 'Next sense' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sos.getByTestId('grounding')).toContainText('Notice 4 things you can feel');
  await page.keyboard.press('Tab');
  await expect(sos.getByRole('button', { name: 'Skip to my plan' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sos.getByRole('heading', { name: 'My safety plan' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(sos.getByRole('link', { name: 'Call Sam' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(sos).toBeHidden();
  await expect(sosButton).toBeFocused();
});

test('visitors get a lighter SOS with the public crisis lines', async ({ page }) => {
  await page.goto('/whitepaper');
  const sos = await openSos(page);
  await expect(sos.getByTestId('sos-crisis-lines').getByRole('link', { name: 'Call or text 988' })).toHaveAttribute(
    'href',
    'tel:988',
  );
  await expect(sos.getByTestId('sos-grounding')).toHaveCount(0);
  await expect(sos.getByTestId('sos-my-plan')).toHaveCount(0);
  await expectAccessible(page, '[data-testid="sos-dialog"]');
  await settledScreenshot(page, 'screenshots/sos-visitor-390.png');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/safety-plan');
  await expect(page.getByText('Please log in to make your safety plan')).toBeVisible();
});

test('signing out while the plan refresh is on its way asks nothing as a visitor', async ({ page }) => {
  // Hold the refresh's code until the person has signed out: the moment a slow machine made real
  // in CI, when the refresh asked for the plan without a session and the page logged a 401.
  let releaseRefresh!: () => void;
  const signedOut = new Promise<void>((resolve) => (releaseRefresh = resolve));
  let refreshAsked = false;
  await page.route(/\/assets\/refresh-device-copy-[\w-]+\.js$/, async (route) => {
    refreshAsked = true;
    await signedOut;
    await route.continue();
  });
  const planRequests: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/safety_plans')) planRequests.push(request.headers()['authorization'] ?? null);
  });

  await page.goto('/');
  await signUp(page);
  // The SOS button starts the refresh a moment after sign-in.
  await expect.poll(() => refreshAsked).toBe(true);
  await signOut(page);
  const refreshLoaded = page.waitForResponse(/\/assets\/refresh-device-copy-[\w-]+\.js$/);
  releaseRefresh();
  await refreshLoaded;

  // Visitor SOS works, and no plan was asked for without the person's session.
  const sos = await openSos(page);
  await expect(sos.getByTestId('sos-my-plan')).toHaveCount(0);
  expect(planRequests).toEqual([]);
});
