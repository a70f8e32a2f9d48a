import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult, Transaction } from './database';

interface PgliteOptions {
  /** A folder to keep the data in, or undefined for an in-memory database. */
  dataDir?: string;
  /** A tarball made by `dumpDataDir()`: opens a copy of a migrated database in ~0.4 s. */
  loadDataDir?: Blob | File;
}

function wrap(queryable: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await queryable.query<Row>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
  };
}

function wrapTransaction(tx: PgliteTransaction): Transaction {
  return {
    ...wrap(tx),
    exec: async (sql) => {
      await tx.exec(sql);
    },
  };
}

export async function openPglite(options: PgliteOptions): Promise<Database & { raw: PGlite }> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir, { loadDataDir: options.loadDataDir });
  const base = wrap(pglite);
  return {
    kind: 'pglite',
    raw: pglite,
    query: base.query,
    // PGlite has one connection: a transaction holds it, and other queries wait (TOOLCHAIN.md snag 4).
    transaction: (work) => pglite.transaction((tx) => work(wrapTransaction(tx))),
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    close: () => pglite.close(),
  };
}
