import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test-support/free-port';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Resolves when the process's stdout has printed a log line containing `text`. */
function waitForLog(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (data: Buffer) => {
      seen += data.toString();
      if (seen.includes(text)) {
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before logging "${text}"`)));
  });
}

describe('the real server process (tsx server/main.ts)', () => {
  let child: ChildProcess;
  let dataDir: string;
  let url: string;
  let stderr = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'theraagent-shutdown-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stderr?.on('data', (data: Buffer) => (stderr += data.toString()));
    await waitForLog(child, 'TheraAgent is listening');
  }, 120_000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight on SIGTERM, refuses new ones, then exits 0', async () => {
    const { supabaseAnonKey } = (await (await fetch(`${url}/app-config.json`)).json()) as { supabaseAnonKey: string };
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    // A keep-alive connection, like a browser's; Expect: 100-continue tells us the server has
    // parsed the request (it is in flight) before we send SIGTERM and, after it, the body.
    const agent = new Agent({ keepAlive: true });
    const inFlight = request(`${url}/rest/v1/mental_health_exercises?select=*`, {
      method: 'POST',
      agent,
      headers: {
        apikey: supabaseAnonKey,
        'Content-Type': 'application/json',
        Expect: '100-continue',
        'Transfer-Encoding': 'chunked',
      },
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      inFlight.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (data: string) => (body += data));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      inFlight.on('error', reject);
    });
    await new Promise<void>((resolve) => inFlight.once('continue', () => resolve()));
    inFlight.write('{"title": "Half a request", ');

    const shuttingDown = waitForLog(child, 'shutting down');
    child.kill('SIGTERM');
    await shuttingDown;

    // The listener is closed: a new connection is refused while the old request is still open.
    await expect(fetch(`${url}/app-config.json`)).rejects.toThrow();

    inFlight.end('"description": "sent after SIGTERM"}');
    const answer = await response;
    // A complete PostgREST answer from the database: visitors may not add exercises.
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ code: '42501' });

    expect(await exited).toBe(0);
    expect(stderr).not.toContain('shutdown timed out');
    agent.destroy();
  }, 60_000);
});
