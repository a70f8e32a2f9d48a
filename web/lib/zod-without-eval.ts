/**
 * Our CSP has no 'unsafe-eval' (docs/decisions/0007-vapi-under-strict-csp.md). Zod 4 otherwise
 * probes `Function('')` on its first object parse to decide whether to compile parsers; the CSP
 * refuses it and the browser reports a script-src violation on every page with a form. Zod's
 * `jitless` setting skips the probe.
 *
 * `z.config({ jitless: true })` would pull zod's core (3.7 KB gzipped) into the landing page,
 * which otherwise loads zod only with a form. Zod keeps that setting on
 * `globalThis.__zod_globalConfig` and adopts an object already there, so the setting is put
 * there first thing in main.tsx (on zod's own object if zod came first);
 * zod-without-eval.test.ts fails if a zod upgrade stops reading it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(scope.__zod_globalConfig ??= {}).jitless = true;

/** Imported for its effect; an empty export keeps it a module. */
export {};
