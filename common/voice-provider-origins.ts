/**
 * Where a Vapi call takes the browser, in one place: the web client hands Vapi's base URL to the
 * SDK from here, and the server's Content-Security-Policy admits exactly these sources, and only
 * when a Vapi public key is configured (docs/voice.md, docs/decisions/0007-vapi-under-strict-csp.md).
 */

/** Vapi's API: the web SDK creates each call here (POST /call/web). */
export const VAPI_API_ORIGIN = 'https://api.vapi.ai';

/**
 * Daily's CDN: daily-js loads its call bundle from
 * https://c.daily.co/call-machine/versioned/<version>/static/call-machine-object-bundle.js.
 * With `avoidEval` it is a <script> element, so this origin goes in script-src (never 'unsafe-eval').
 */
export const DAILY_CALL_BUNDLE_ORIGIN = 'https://c.daily.co';

/** script-src additions for a Vapi call. */
export const VOICE_SCRIPT_SOURCES: readonly string[] = [DAILY_CALL_BUNDLE_ORIGIN];

/**
 * connect-src additions for a Vapi call: Vapi's API, and Daily's rooms and signalling
 * (`https://<room domain>.daily.co`, `wss://*.wss.daily.co`, `*.pluot.blue` in Daily's own
 * firewall and CSP guides). Daily's error tracker (Sentry) is left out on purpose: the browser
 * refuses those reports.
 */
export const VOICE_CONNECT_SOURCES: readonly string[] = [
  VAPI_API_ORIGIN,
  'https://*.daily.co',
  'wss://*.daily.co',
  'https://*.pluot.blue',
];
