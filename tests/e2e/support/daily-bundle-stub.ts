import type { Page, Route } from '@playwright/test';

/**
 * Stand-ins at the network for the two outside services a Vapi call reaches before any audio
 * flows: Vapi's web-call API and Daily's call bundle on its CDN. The real @vapi-ai/web and
 * daily-js run against them; only the bytes from outside are ours.
 */

export const DAILY_BUNDLE_URL =
  /^https:\/\/c\.daily\.co\/call-machine\/versioned\/[^/]+\/static\/call-machine-object-bundle\.js$/;

/** The room Vapi's stub hands out; daily-js passes it on to the call bundle's join. */
export const E2E_ROOM_URL = 'https://thera-e2e.daily.co/e2e-room';

/** How the stub bundle answers daily-js's join: a refused join, or a fatal 'connection-error'. */
export type StubJoinAnswer = 'refuse-join' | 'fatal-connection-error';

export interface StubBundleState {
  ran: boolean;
  /** The room URL of every join daily-js asked the bundle for. */
  joins: string[];
}

/**
 * The stub call bundle, run by the browser as Daily's script. It speaks the part of daily-js's
 * window.postMessage protocol a join needs ('iframe-call-message', from 'module' / 'embedded',
 * the callbackStamp of the request) and holds each join until the test calls
 * window.releaseDailyJoin(), so 'Connecting...' is seen deterministically.
 */
function stubCallBundle(answer: StubJoinAnswer) {
  const scope = window as unknown as { dailyStub: StubBundleState; releaseDailyJoin: () => void };
  scope.dailyStub = { ran: true, joins: [] };
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  scope.releaseDailyJoin = () => release();
  window.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as {
      what?: string;
      from?: string;
      action?: string;
      callClientId?: string;
      callbackStamp?: string;
      properties?: { url?: string };
    };
    if (data?.what !== 'iframe-call-message' || data.from !== 'module' || data.action !== 'join-meeting') return;
    scope.dailyStub.joins.push(data.properties?.url ?? '');
    void released.then(() => {
      const reply =
        answer === 'refuse-join'
          ? {
              action: 'join-meeting',
              callbackStamp: data.callbackStamp,
              error: { type: 'e2e-stub', msg: 'The e2e call bundle joins no rooms' },
            }
          : {
              action: 'error',
              errorMsg: 'The e2e room could not be reached',
              error: { type: 'connection-error', msg: 'The e2e room could not be reached' },
            };
      window.postMessage(
        { what: 'iframe-call-message', from: 'embedded', callClientId: data.callClientId, ...reply },
        window.location.origin,
      );
    });
  });
}

/** Serves the stub bundle for Daily's CDN URL; returns the URLs it served. */
export async function routeDailyBundle(page: Page, answer: StubJoinAnswer): Promise<string[]> {
  const served: string[] = [];
  await page.route(DAILY_BUNDLE_URL, async (route: Route) => {
    served.push(route.request().url());
    await route.fulfill({
      contentType: 'application/javascript',
      body: `(${stubCallBundle.toString()})(${JSON.stringify(answer)});`,
    });
  });
  return served;
}

/** Answers Vapi's POST /call/web with a web call in the stub room; returns the request bodies. */
export async function routeVapiWebCall(page: Page): Promise<unknown[]> {
  const bodies: unknown[] = [];
  await page.route('https://api.vapi.ai/**', async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({
      status: 201,
      json: {
        id: 'e2e-call',
        type: 'webCall',
        status: 'queued',
        webCallUrl: E2E_ROOM_URL,
        assistant: { voice: { provider: '11labs' } },
      },
    });
  });
  return bodies;
}

export const releaseDailyJoin = (page: Page) =>
  page.evaluate(() => (window as unknown as { releaseDailyJoin: () => void }).releaseDailyJoin());

export const stubBundleState = (page: Page) =>
  page.evaluate(() => (window as unknown as { dailyStub?: StubBundleState }).dailyStub ?? null);
