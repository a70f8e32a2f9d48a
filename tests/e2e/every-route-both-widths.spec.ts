import { GUIDED_SESSIONS } from '@common/guided-sessions';
import { expect, test } from './support/fixtures';

/**
 * Every route of docs/product-behaviour.md, as a visitor, on a phone (390 px) and a desktop
 * (1280 px): the route's quoted strings are there, the page fits its width, and (through the
 * shared fixture) nothing logs a console error or throws.
 */
interface RouteExpectation {
  path: string;
  texts: string[];
}

const ROUTES: RouteExpectation[] = [
  { path: '/', texts: ['Stay grounded. Stay rewarded.', 'Get Started'] },
  { path: '/about', texts: ['Why Choose'] },
  { path: '/whitepaper', texts: ['Empowering Emotional Wellness Through Crypto Innovation', 'June 2025'] },
  { path: '/dashboard', texts: ['Please log in to access your dashboard'] },
  { path: '/chat', texts: ['Access Required', 'Please log in to chat with Main Thera', 'Return to Home'] },
  ...GUIDED_SESSIONS.map((session) => ({
    path: session.route,
    texts: ['Access Required', `Please log in to access ${session.title}`, 'Return to Home'],
  })),
  { path: '/safety-plan', texts: ['Access Required', 'Please log in to make your safety plan', 'Return to Home'] },
  { path: '/no-such-page', texts: ['Oops! Page not found'] },
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const route of ROUTES) {
      test(`${route.path} shows its content and fits the screen`, async ({ page }) => {
        await page.goto(route.path);
        for (const text of route.texts) {
          await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
        }
        // The footer's disclaimer with the crisis line is on every page.
        await expect(page.getByRole('contentinfo')).toContainText('988');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });
}
