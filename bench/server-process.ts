import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../build/build-server';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** Extra `node` flags for the compiled server (e.g. a bench-only `--import` probe). */
  nodeArgs?: string[];
  /**
   * 'compiled' (default): `node <build>/main.js`, as `npm start` runs it, built from the current
   * source. 'tsx': `tsx server/main.ts`, how `npm start` ran before it was compiled (a tsx CLI
   * process with the server in a child), kept to measure the difference.
   */
  runner?: 'compiled' | 'tsx';
}

/** Starts the production server (over the built SPA) on a fresh data folder. */
export async function startServerProcess(
  port: number,
  env: Record<string, string> = {},
  { nodeArgs = [], runner = 'compiled' }: ServerProcessOptions = {},
): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'theraagent-bench-'));
  // A build folder per port, inside the project so that the build finds node_modules.
  const command =
    runner === 'tsx'
      ? ['node_modules/.bin/tsx', 'server/main.ts']
      : [process.execPath, ...nodeArgs, join(await buildServer(`.tmp/bench-server-${port}`), 'main.js')];
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMITS: 'off', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/app-config.json`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    process: child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
