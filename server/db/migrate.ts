import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));

/**
 * Applies supabase/migrations/*.sql in name order, each once, each in its own transaction.
 * Forward-only: a file that has been applied is never run again. An advisory lock lets several
 * server processes start against one PostgreSQL at the same time.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => /^\d{14}_[\w-]+\.sql$/.test(name)).sort();
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    );
    -- Every table has RLS; only the server's own connection reads this one.
    alter table supabase_migrations.schema_migrations enable row level security;`);
  const applied: string[] = [];
  for (const file of files) {
    const version = file.slice(0, 14);
    const sql = await readFile(new URL(file, `file://${dir}`), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(724159001)');
      const done = await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [version]);
      if (done.rows.length > 0) return false;
      // Migration files hold several statements; run them as one simple-protocol script.
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        file.slice(15, -4),
      ]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
