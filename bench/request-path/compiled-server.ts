import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Builds the server of a source tree (this checkout, or an older commit checked out with
 * `git worktree add`) with that tree's own build script, so "before" is what that commit ran.
 */
export async function buildServerOf(treeDir: string, outDir: string): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(join(treeDir, 'node_modules/.bin/tsx'), ['build/build-server.ts', '--outdir', outDir], {
      cwd: treeDir,
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`building the server in ${treeDir} failed (${code})`)),
    );
  });
  return join(treeDir, outDir, 'main.js');
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A database of its own on the PostgreSQL that DATABASE_URL names, dropped by `drop()`. */
async function freshPostgresDatabase(adminUrl: string) {
  const name = `theraagent_request_path_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * `node <main.js>` on a fresh PGlite folder, or with DATABASE_URL set, on a fresh PostgreSQL
 * database (migrated in seconds where a new PGlite folder can take minutes on a busy machine);
 * rate limits off unless `env` says otherwise.
 */
export async function startCompiledServer(
  mainJs: string,
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'theraagent-request-path-'));
  const database = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
  const child = spawn(process.execPath, [...nodeArgs, mainJs], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // A fresh PGlite folder is initialised and migrated first: minutes on a busy shared machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/app-config.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      await database?.drop();
      throw new Error(
        child.exitCode !== null
          ? `server exited ${child.exitCode} before listening`
          : 'server did not start within 300 s',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    process: child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}
