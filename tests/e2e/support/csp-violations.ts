import type { Page } from '@playwright/test';

export interface CspViolation {
  directive: string;
  blockedURI: string;
  /** The script that did it, as file:line:column, so a failure names its source. */
  where: string;
}

/**
 * Records every Content-Security-Policy violation the page reports, from the first script on:
 * the page's own 'securitypolicyviolation' events and the console lines Chromium writes for them.
 */
export async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: CspViolation[] = [];
    (window as unknown as { cspViolations: CspViolation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        where: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) consoleLines.push(message.text());
  });
  return {
    events: () => page.evaluate(() => (window as unknown as { cspViolations: CspViolation[] }).cspViolations),
    consoleLines,
  };
}
