/**
 * The second e2e server: the same build with a (fake) Vapi public key and assistant ids set, so
 * its CSP admits the voice provider and the browser picks the Vapi engine. Its own port and data
 * folder; playwright.config.ts starts it beside the keyless server.
 */
export const VAPI_E2E_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;

export const VAPI_E2E_BASE_URL = `http://localhost:${VAPI_E2E_PORT}`;

export const VAPI_E2E_SETTINGS = {
  VAPI_PUBLIC_KEY: 'e2e-vapi-public-key',
  VAPI_ASSISTANT_ID: 'e2e-main-assistant',
  // Decision Clarity has no id here, so its calls send our assistant inline.
  VAPI_ASSISTANT_BREATHING: 'e2e-breathing-assistant',
} as const;
