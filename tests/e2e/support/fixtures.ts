import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * Shared e2e fixtures: every test fails when the page logs a console error or throws, so a
 * broken screen cannot pass quietly. Import `test` and `expect` from here, not from Playwright.
 *
 * The 404 screen's log is intentional (spec: the attempted path is logged). A test that
 * provokes another expected error lists it: `test.use({ allowedConsoleErrors: [/pattern/] })`.
 */
export const INTENTIONAL_CONSOLE_ERRORS: readonly RegExp[] = [
  /^404 Error: User attempted to access non-existent route:/,
];

const DOCUMENT_NOT_FOUND = /^Failed to load resource: the server responded with a status of 404/;

interface ConsoleGuardOptions {
  allowedConsoleErrors: RegExp[];
}

interface ConsoleGuardFixtures {
  /** Console errors and page errors seen so far in this test (after the allow-list). */
  consoleErrors: string[];
}

export const test = base.extend<ConsoleGuardFixtures & ConsoleGuardOptions>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const allowed = [...INTENTIONAL_CONSOLE_ERRORS, ...allowedConsoleErrors];
      const errors: string[] = [];
      const isAllowed = (text: string) => allowed.some((pattern) => pattern.test(text));
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const location = message.location();
        const text = message.text();
        // An unknown path is answered with the 404 page and status 404, which Chromium reports
        // for the page itself; any other resource's 404 (an asset, an API call) still fails.
        if (DOCUMENT_NOT_FOUND.test(text) && location.url === page.url()) return;
        if (!isAllowed(text)) errors.push(`${text}${location.url ? ` (${location.url}:${location.lineNumber})` : ''}`);
      });
      page.on('pageerror', (error) => {
        const text = `Uncaught ${error.name}: ${error.message}`;
        if (!isAllowed(text)) errors.push(text);
      });
      await use(errors);
      expect(errors, 'the page logged console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
