import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../server/test-support/free-port';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface SentimentServer {
  url: string;
  /** Stops the server and starts it again on the same port and data with other settings. */
  restart(env: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A copy of the e2e server (the build the webServer made for E2E_PORT) over its own fresh data
 * folder, so the spec knows exactly who checked in, with settings of its own (a market-data
 * vendor faked at the network, the sentimentLive flag).
 */
export async function startSentimentServer(env: Record<string, string>): Promise<SentimentServer> {
  const e2ePort = Number(process.env.E2E_PORT ?? 3100);
  const port = await freePort();
  const dataDir = `.tmp/e2e-sentiment-data-${port}`;
  await rm(`${ROOT}${dataDir}`, { recursive: true, force: true });
  let child: ChildProcess | undefined;

  async function start(settings: Record<string, string>) {
    const started = spawn(process.execPath, [`.tmp/e2e-server-${e2ePort}/main.js`], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        RATE_LIMITS: 'off',
        ...settings,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    await new Promise<void>((resolve, reject) => {
      let seen = '';
      const read = (chunk: Buffer) => {
        seen = (seen + chunk.toString()).slice(-4000);
        if (seen.includes('TheraAgent is listening')) resolve();
      };
      started.stdout?.on('data', read);
      started.stderr?.on('data', read);
      started.once('exit', (code) => reject(new Error(`the sentiment server exited with ${code}: ${seen}`)));
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

  await start(env);
  return {
    url: `http://localhost:${port}`,
    async restart(next) {
      await stop();
      await start(next);
    },
    async stop() {
      await stop();
      await rm(`${ROOT}${dataDir}`, { recursive: true, force: true });
    },
  };
}

/** A member who signs up and checks in through the API (no browser), as any client could. */
export async function apiMemberChecksIn(
  baseUrl: string,
  checkin: { mood: number; tags?: string[]; token?: string | null },
) {
  const { supabaseAnonKey } = (await (await fetch(`${baseUrl}/app-config.json`)).json()) as { supabaseAnonKey: string };
  const email = `member-${crypto.randomUUID().slice(0, 12)}@example.com`;
  const signup = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'calm-seas-42' }),
  });
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status}`);
  const { access_token: accessToken } = (await signup.json()) as { access_token: string };
  const inserted = await fetch(`${baseUrl}/rest/v1/mood_checkins`, {
    method: 'POST',
    headers: {
      apikey: supabaseAnonKey,
      Authorization: `Bearer ${accessToken}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify({ mood: checkin.mood, tags: checkin.tags ?? [], token: checkin.token ?? null }),
  });
  if (inserted.status !== 201) throw new Error(`check-in failed: ${inserted.status}`);
}
