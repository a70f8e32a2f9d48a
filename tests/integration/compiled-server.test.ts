import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../build/build-server';
import { freePort } from '../../server/test-support/free-port';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const packageJson = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** Processes whose parent is `pid` (a TypeScript loader would leave esbuild's service there). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

// Issue 11 item 9: production runs compiled JavaScript, not TypeScript through a loader.
describe('the compiled server (npm start)', () => {
  let outDir: string;
  let dataDir: string;
  let child: ChildProcess;
  let url: string;

  beforeAll(async () => {
    outDir = await buildServer(`.tmp/compiled-server-test-${process.pid}`);
    dataDir = await mkdtemp(join(tmpdir(), 'theraagent-compiled-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [join(outDir, 'main.js')], {
      cwd: tmpdir(), // the bundle must find its files from its own location, not the working folder
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      const ready = await fetch(`${url}/app-config.json`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (child.exitCode !== null || Date.now() > deadline) throw new Error('the compiled server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 120_000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    await rm(outDir, { recursive: true, force: true });
  });

  it('is what npm start runs, with no TypeScript loader', () => {
    expect(packageJson.scripts.start).toMatch(/node dist\/server\/main\.js$/);
    expect(packageJson.scripts.start).not.toMatch(/tsx/);
    expect(childrenOf(child.pid!)).toEqual([]);
  });

  it('finds the migrations and serves data from a folder other than the project', async () => {
    const { supabaseAnonKey } = (await (await fetch(`${url}/app-config.json`)).json()) as { supabaseAnonKey: string };
    const response = await fetch(`${url}/rest/v1/mental_health_exercises?select=id`, {
      headers: { apikey: supabaseAnonKey },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('keeps PostgreSQL out of the PGlite server (lazy chunks)', async () => {
    expect(await readFile(join(outDir, 'main.js'), 'utf8')).not.toMatch(/from "pg"/);
  });
});
