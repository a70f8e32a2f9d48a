import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Database } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';

import { inject } from 'vitest';

const TEST_DB_ROOT = fileURLToPath(new URL('../../.tmp/test-db/', import.meta.url));

/** Where one test run keeps its migrated PGlite snapshot and its PostgreSQL template database. */
export function snapshotLocation(runId: string) {
  const dir = `${TEST_DB_ROOT}${runId}/`;
  return {
    dir,
    pgliteSnapshotPath: `${dir}pglite-migrated.tar.gz`,
    postgresTemplateDb: `theraagent_template_${runId}`,
  };
}

export type DatabaseKind = 'pglite' | 'postgres';

/** The engines a test file should run against: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function databaseKindsUnderTest(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export function withDatabaseName(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A fresh, migrated database for one test file (cloned from the snapshot made in global setup). */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  const { pgliteSnapshotPath, postgresTemplateDb } = snapshotLocation(inject('testDatabaseRunId'));
  if (kind === 'pglite') {
    const snapshot = await readFile(pgliteSnapshotPath);
    return openPglite({ loadDataDir: new Blob([snapshot]) });
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set');
  const name = `theraagent_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${postgresTemplateDb}`);
  } finally {
    await admin.end();
  }
  const db = await openPostgres(withDatabaseName(databaseUrl, name));
  const close = db.close;
  return {
    ...db,
    close: async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: databaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
