import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSentryServer, type FakeSentryServer } from '../test-support/fake-sentry-server';

const FIXTURE = fileURLToPath(new URL('./crash-fixture.ts', import.meta.url));
/** Starting a process with the TypeScript loader and @sentry/node takes seconds on a busy machine. */
const SLOW = 60_000;

function crash(how: 'throw' | 'reject', dsn: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, how, dsn], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr })),
  );
}

/** A crash reaches Sentry (the real SDK, a local ingest host) and the log before the process ends. */
describe('reportCrashes', () => {
  let fakeSentry: FakeSentryServer;
  beforeAll(async () => {
    fakeSentry = await startFakeSentryServer();
  });
  afterAll(async () => {
    await fakeSentry.close();
  });

  for (const [how, message] of [
    ['throw', 'the ledger timer broke'],
    ['reject', 'a promise nobody awaited broke'],
  ] as const) {
    it(
      `reports an uncaught ${how === 'throw' ? 'exception' : 'promise rejection'} as fatal, logs it, and exits with code 1`,
      async () => {
        fakeSentry.envelopes.length = 0;
        const { code, stderr } = await crash(how, fakeSentry.dsn);
        expect(code).toBe(1);
        // Sent before exit: the process waited for the report.
        const events = fakeSentry.envelopes.map((envelope) => envelope.event).filter(Boolean);
        expect(events).toHaveLength(1);
        expect(events[0]).toMatchObject({
          level: 'fatal',
          tags: { source: 'server', kind: 'crash' },
          exception: { values: [{ type: 'Error', value: message }] },
        });
        expect(stderr).toContain('uncaught exception: the server stops');
        expect(stderr).toContain(message);
      },
      SLOW,
    );
  }
});
