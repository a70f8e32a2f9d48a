/**
 * Sends a fatal voice error to POST /client-errors (the server forwards it to Sentry when a DSN
 * is configured, or logs it). Only a kind and the SDK's error message: never what anyone said.
 */
export function reportClientError(kind: string, message: string, fetchImpl: typeof fetch = fetch): void {
  void fetchImpl('/client-errors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind, message: message.slice(0, 500) }),
    keepalive: true,
  }).catch(() => undefined);
}
