/**
 * The one seam between the server and Postgres. PGlite (embedded, in DATA_DIR) or PostgreSQL
 * (DATABASE_URL) implement it; nothing outside server/db knows which one runs.
 */
export interface QueryResult<Row> {
  rows: Row[];
  affectedRows: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

export interface Transaction extends Queryable {
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** One statement and its bind values. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** Work done for one client (a REST request), as opposed to the server's own. */
export interface ClientWork {
  /** Who it is for: a user id, or an IP address for anonymous requests. PGlite takes turns between owners. */
  owner: string;
  /** Any one statement that runs longer is cancelled with 57014, on both engines. */
  statementTimeoutMs: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction; rolls back if it throws. Never await outside calls inside.
   * With `client`, its statements are limited in time, and on PGlite a statement that outlasts its
   * slice while another owner waits is cancelled with DatabaseBusyError (0008-fair-embedded-database.md).
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>, client?: ClientWork): Promise<T>;
  /**
   * Runs `statements` in order in one transaction, handed over at once: one round trip to
   * PostgreSQL (pipelined), one message to PGlite's thread (docs/decisions/0019). The first
   * failure rolls everything back and is what rejects. `client` limits and shares time as in
   * `transaction`; on PGlite the limit covers the batch as a whole.
   */
  batch(statements: Statement[], client?: ClientWork): Promise<QueryResult<Record<string, unknown>>[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite: how long a client's statement may hold the database while others wait (0: no limit). */
  pgliteSliceMs?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite({ dataDir: options.dataDir, sliceMs: options.pgliteSliceMs });
}
