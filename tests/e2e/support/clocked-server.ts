import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../server/test-support/free-port';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PRELOAD = fileURLToPath(new URL('./shifted-clock.mjs', import.meta.url));

export interface ClockedServer {
  url: string;
  /** Stops the server and starts it again on the same port and data, its clock `offsetMs` ahead. */
  restartWithClockAhead(offsetMs: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A second copy of the e2e server (the build the webServer made for E2E_PORT) whose clock a test
 * can move forward: the server decides whether a guided session's minutes have passed, so a
 * fake clock in the browser alone cannot finish one. Same data folder across restarts, so
 * accounts, sessions and signing keys survive.
 */
export async function startClockedServer(): Promise<ClockedServer> {
  const e2ePort = Number(process.env.E2E_PORT ?? 3100);
  const port = await freePort();
  const dataDir = `.tmp/e2e-clocked-data-${port}`;
  await rm(`${ROOT}${dataDir}`, { recursive: true, force: true });
  const url = `http://localhost:${port}`;
  let child: ChildProcess | undefined;

  async function start(offsetMs: number) {
    const started = spawn(process.execPath, ['--import', PRELOAD, `.tmp/e2e-server-${e2ePort}/main.js`], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        RATE_LIMITS: 'off',
        SHIFTED_CLOCK_MS: String(offsetMs),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    // Ready when it logs that it listens (one JSON line per event).
    await new Promise<void>((resolve, reject) => {
      let seen = '';
      const read = (chunk: Buffer) => {
        seen = (seen + chunk.toString()).slice(-4000);
        if (seen.includes('TheraAgent is listening')) resolve();
      };
      started.stdout?.on('data', read);
      started.stderr?.on('data', (chunk: Buffer) => {
        read(chunk);
        process.stderr.write(chunk);
      });
      started.once('exit', (code) => reject(new Error(`the clocked server exited with ${code}`)));
    });
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  await start(0);
  return {
    url,
    async restartWithClockAhead(offsetMs) {
      await stop();
      await start(offsetMs);
    },
    async stop() {
      await stop();
      await rm(`${ROOT}${dataDir}`, { recursive: true, force: true });
    },
  };
}
