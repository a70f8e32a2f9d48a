import type { AddressInfo } from 'node:net';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createContext } from '../bootstrap';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { isDatabaseUnavailable } from '../db/database-errors';
import { openPostgres } from '../db/postgres';
import { createLogger } from '../logger';
import { databaseKindsUnderTest, openTestDatabase, withDatabaseName } from '../test-support/test-database';
import type { TestServer } from '../test-support/test-server';
import { createTestUser, STRONG_PASSWORD, uniqueEmail, type TestUser } from '../test-support/test-users';
import { freePort } from '../test-support/free-port';

/**
 * A TCP relay between the server and PostgreSQL that the test can cut and restore: the server
 * sees exactly what it sees when the database host goes away (resets, then refused connections).
 */
class DatabaseLink {
  private listener: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async up() {
    this.listener = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.listener?.listen(this.port, '127.0.0.1', () => resolve()));
    this.port = (this.listener.address() as AddressInfo).port;
  }

  async down() {
    const listener = this.listener;
    this.listener = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (listener ? listener.close(() => resolve()) : resolve()));
  }
}

describe('recognising an unreachable database', () => {
  it('classifies a refused connection and a terminated one as unavailable, and query errors as not', async () => {
    const port = await freePort();
    const refused = await new pg.Client({ host: '127.0.0.1', port, user: 'postgres' })
      .connect()
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(
      isDatabaseUnavailable({ code: '57P01', message: 'terminating connection due to administrator command' }),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key value violates unique constraint' })).toBe(
      false,
    );
    expect(isDatabaseUnavailable({ code: '42501', message: 'permission denied for table user_points' })).toBe(false);
  });
});

const postgresOnly = databaseKindsUnderTest().filter((kind) => kind === 'postgres');

describe.each(postgresOnly)('while %s is unreachable', () => {
  let testDb: Database;
  let appDb: Database;
  let link: DatabaseLink;
  let server: ServerType;
  let handle: TestServer;
  let ann: TestUser;
  let databaseName: string;

  const get = (path: string, token?: string) =>
    fetch(`${handle.url}${path}`, {
      headers: { apikey: handle.ctx.anonKey, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });

  beforeAll(async () => {
    testDb = await openTestDatabase('postgres');
    databaseName = (await testDb.query<{ name: string }>('select current_database() as name')).rows[0]?.name ?? '';
    const target = new URL(process.env.DATABASE_URL ?? '');
    link = new DatabaseLink({ host: target.hostname, port: Number(target.port || 5432) });
    await link.up();
    const viaLink = new URL(withDatabaseName(process.env.DATABASE_URL ?? '', databaseName));
    viaLink.hostname = '127.0.0.1';
    viaLink.port = String(link.port);
    appDb = await openPostgres(viaLink.toString());

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const config = loadConfig({ NODE_ENV: 'test', PORT: String(port), SITE_URL: url, LOG_LEVEL: 'silent' });
    const ctx = await createContext(config, appDb, createLogger('silent'));
    await new Promise<void>((resolve) => {
      server = serve({ fetch: createApp(ctx).fetch, port, hostname: '127.0.0.1' }, () => resolve());
    });
    handle = {
      url,
      ctx,
      client: () => {
        throw new Error('not used');
      },
      close: async () => {},
    };
    ann = await createTestUser(handle);
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await link.down();
    await appDb.close();
    await testDb.close();
  });

  it('answers REST reads and writes 503 with Retry-After, then recovers without a restart', async () => {
    expect((await get('/rest/v1/user_points?select=*', ann.accessToken)).status).toBe(200);

    await link.down();
    const rest = await get('/rest/v1/mental_health_exercises?select=*');
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('2');
    expect(await rest.json()).toMatchObject({ code: 'PGRST001', details: null });

    const write = await fetch(`${handle.url}/rest/v1/user_exercise_completions`, {
      method: 'POST',
      headers: {
        apikey: handle.ctx.anonKey,
        Authorization: `Bearer ${ann.accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ exercise_id: '5a1c0b5e-0001-4c1e-9a11-000000000001', user_id: ann.id }),
    });
    expect(write.status).toBe(503);
    expect(write.headers.get('retry-after')).toBe('2');
    // Still down on a second try: nothing got cached as healthy or as broken.
    expect((await get('/rest/v1/mental_health_exercises?select=id')).status).toBe(503);

    await link.up();
    const back = await get('/rest/v1/mental_health_exercises?select=id');
    expect(back.status).toBe(200);
    expect(await back.json()).toHaveLength(6);
    expect((await get('/rest/v1/user_points?select=*', ann.accessToken)).status).toBe(200);
  });

  it("answers auth 503 with Retry-After in GoTrue's shape (supabase-js: retryable), then recovers", async () => {
    const supabase = createClient(handle.url, handle.ctx.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const email = uniqueEmail('outage');

    await link.down();
    const signUp = await fetch(`${handle.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: handle.ctx.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: STRONG_PASSWORD }),
    });
    expect(signUp.status).toBe(503);
    expect(signUp.headers.get('retry-after')).toBe('2');
    expect(await signUp.json()).toMatchObject({
      code: 'service_unavailable',
      msg: expect.stringMatching(/try again/i),
    });

    const signIn = await supabase.auth.signInWithPassword({ email: ann.email, password: STRONG_PASSWORD });
    expect(signIn.error).toMatchObject({ name: 'AuthRetryableFetchError', status: 503 });
    const user = await supabase.auth.getUser(ann.accessToken);
    expect(user.error).toMatchObject({ name: 'AuthRetryableFetchError', status: 503 });

    await link.up();
    const back = await supabase.auth.signUp({ email, password: STRONG_PASSWORD });
    expect(back.error).toBeNull();
    expect(back.data.session?.user.email).toBe(email);
    expect((await supabase.auth.getUser(ann.accessToken)).data.user?.id).toBe(ann.id);
  });

  it('survives PostgreSQL terminating every connection of the database', async () => {
    // Warm the pool so several idle connections exist, then have PostgreSQL kill them all.
    await Promise.all(Array.from({ length: 5 }, () => get('/rest/v1/mental_health_exercises?select=id')));
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);

    // Requests racing the terminations may see 503; none sees a 500, and service comes back.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await get('/rest/v1/mental_health_exercises?select=id');
      statuses.push(response.status);
      if (response.status === 200) break;
    }
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  });
});

// A lost connection is PostgreSQL's alone (PGlite runs in this process); it sits here, beside the
// other outage tests, so this file always has a suite to run on a machine without PostgreSQL.
describe.each(postgresOnly)('%s connection lost inside a transaction', (kind) => {
  it('fails that transaction without crashing the process, and the next request gets a healthy connection', async () => {
    const db = await openTestDatabase(kind);
    try {
      const outcome = db.transaction(async (tx) => {
        const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
        const pid = rows[0]!.pid;
        // PostgreSQL ends this very connection between two statements (as a failover or an
        // administrator would); the pool's other connection does it.
        await db.query('select pg_terminate_backend($1)', [pid]);
        await expect
          .poll(async () => (await db.query('select 1 from pg_stat_activity where pid = $1', [pid])).rows.length)
          .toBe(0);
        await tx.query('select 1');
      });
      await expect(outcome).rejects.toThrow();
      // An unheard 'error' event on the lost client would have failed this run as an
      // uncaught exception; instead the broken connection is dropped and a new one serves.
      const { rows } = await db.transaction((tx) => tx.query<{ ok: number }>('select 1 as ok'));
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      await db.close();
    }
  });
});
