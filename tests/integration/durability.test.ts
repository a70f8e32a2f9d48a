import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { EXERCISES } from '@common/exercises';
import { databaseKindsUnderTest, withDatabaseName, type DatabaseKind } from '../../server/test-support/test-database';
import { freePort } from '../../server/test-support/free-port';

/**
 * Durability: a completion the server acknowledged (201 with the row) survives the server
 * process being killed with SIGKILL mid-stream, with no chance to flush or shut down. The real
 * production entry point (server/main.ts) runs as a child process over a data folder (PGlite)
 * or a database made for this test (PostgreSQL), is killed, and is started again on the same
 * storage; the user then signs in again and reads every acknowledged row back.
 *
 * What this proves for PGlite, and what it does not: PGlite starts Postgres with fsync off
 * (`-F` in its default start parameters) and Emscripten's NODEFS has no fsync, but every
 * commit's WAL is written to the file (the OS page cache) before the row is acknowledged. That
 * survives the process dying, which is what this test checks; it would not survive an OS
 * crash or power loss, which needs PostgreSQL (DATABASE_URL).
 */
const PASSWORD = 'calm-seas-42';
const WRITERS = 4;
/** Acknowledged inserts to wait for before pulling the plug (the writers keep going). */
const ACKNOWLEDGED_BEFORE_KILL = 80;

interface ServerProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
}

async function startServer(storage: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      ...storage,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      LOG_LEVEL: 'error',
      RATE_LIMITS: 'off',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} while starting:\n${stderr}`);
    try {
      if ((await fetch(`${url}/auth/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start within 90 s:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, exited };
}

async function clientFor(server: ServerProcess): Promise<SupabaseClient> {
  const config = (await (await fetch(`${server.url}/app-config.json`)).json()) as { supabaseAnonKey: string };
  return createClient(server.url, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/** Storage that outlives one server process: a data folder, or a PostgreSQL database of its own. */
async function createStorage(kind: DatabaseKind): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'theraagent-durability-'));
    return { env: { DATA_DIR: dataDir }, remove: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.DATABASE_URL!;
  const name = `theraagent_durability_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    env: { DATABASE_URL: withDatabaseName(adminUrl, name) },
    remove: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

describe.each(databaseKindsUnderTest())('durability on %s', (kind) => {
  let storage: Awaited<ReturnType<typeof createStorage>>;
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    storage = await createStorage(kind);
  });
  afterAll(async () => {
    for (const server of running) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    await storage?.remove();
  });

  it('keeps every acknowledged completion after kill -9 and a restart', async () => {
    const first = await startServer(storage.env);
    running.push(first);
    const email = `durable-${randomUUID().slice(0, 8)}@example.com`;
    const client = await clientFor(first);
    const signUp = await client.auth.signUp({ email, password: PASSWORD });
    expect(signUp.error).toBeNull();
    const userId = signUp.data.user!.id;

    const acknowledged = new Map<string, string>();
    let sent = 0;
    let killed = false;
    let inFlightAtKill = 0;
    const kill = () => {
      if (killed) return;
      killed = true;
      inFlightAtKill = sent - acknowledged.size;
      first.child.kill('SIGKILL');
    };
    // Writers insert one after another, each its own row; the first to see enough
    // acknowledgements kills the server while the others still have requests in flight.
    const writer = async (writerIndex: number) => {
      for (let i = 0; !killed; i++) {
        const exercise = EXERCISES[(writerIndex + i) % EXERCISES.length]!;
        const notes = `writer ${writerIndex} insert ${i}`;
        sent++;
        const result = await client
          .from('user_exercise_completions')
          .insert({ exercise_id: exercise.id, rating: 1 + (i % 5), notes })
          .select()
          .single();
        if (result.status !== 201 || !result.data) {
          if (killed) return; // the request died with the server: not acknowledged
          throw new Error(`insert failed before the kill: ${result.status} ${result.error?.message}`);
        }
        expect(result.data).toMatchObject({ user_id: userId, notes });
        acknowledged.set(result.data.id as string, notes);
        if (acknowledged.size >= ACKNOWLEDGED_BEFORE_KILL) kill();
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    // The other writers were waiting on their inserts: the kill really landed mid-stream.
    expect(inFlightAtKill).toBe(WRITERS - 1);

    const second = await startServer(storage.env);
    running.push(second);
    const again = await clientFor(second);
    const signIn = await again.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const { data, error } = await again
      .from('user_exercise_completions')
      .select('id, notes, user_id')
      .eq('user_id', userId);
    expect(error).toBeNull();
    const stored = new Map((data ?? []).map((row) => [row.id as string, row.notes as string]));
    const lost = [...acknowledged.keys()].filter((id) => stored.get(id) !== acknowledged.get(id));
    expect(lost, `${lost.length} of ${acknowledged.size} acknowledged rows were lost`).toEqual([]);
    // Rows that were written but never acknowledged may or may not be there; nothing else can be.
    expect(stored.size).toBeLessThanOrEqual(sent);

    second.child.kill('SIGTERM');
    await second.exited;
    expect(second.child.exitCode).toBe(0);
  }, 240_000);
});
