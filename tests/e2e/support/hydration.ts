import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element (it then carries React's props on the node). The
 * landing's sections below the fold hydrate from a chunk of their own after the page
 * (docs/prerendering.md); a click there before that chunk is in does nothing, so a test that
 * clicks one the moment the page has loaded waits for this first, as a person scrolling down to
 * it would.
 */
export async function waitUntilHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}
