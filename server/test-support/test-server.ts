import { serve, type ServerType } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { loadConfig } from '../config';
import { createContext } from '../bootstrap';
import { createApp } from '../app';
import { createLogger } from '../logger';
import type { AppContext } from '../context';
import { openTestDatabase, type DatabaseKind } from './test-database';
import { freePort } from './free-port';

export interface TestServer {
  url: string;
  ctx: AppContext;
  /** A fresh supabase-js client (its own session storage) pointed at this server. */
  client(): SupabaseClient;
  close(): Promise<void>;
}

/**
 * Starts the real app on a random port over a fresh database, for integration tests that
 * drive it through @supabase/supabase-js. `env` overrides configuration (e.g. SMTP_URL);
 * `appOptions` what createApp takes beside it (a built web folder, password hashing limits).
 */
export async function startTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  appOptions: Parameters<typeof createApp>[1] = {},
): Promise<TestServer> {
  const db = await openTestDatabase(kind);
  let server: ServerType | undefined;
  // Known before start so SITE_URL (the JWT issuer and redirect base) can name it.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    SITE_URL: url,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const ctx = await createContext(config, db, createLogger(config.logLevel));
  const app = createApp(ctx, appOptions);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve());
  });
  return {
    url,
    ctx,
    client: () =>
      createClient(url, ctx.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        // supabase-js 2.109 needs a WebSocket implementation on Node 20 (docs/toolchain-notes.md, note 2).
        realtime: { transport: WebSocket as never },
      }),
    async close() {
      await new Promise<void>((resolve) => server?.close(() => resolve()));
      await db.close();
      await ctx.errorReporter.close();
    },
  };
}
