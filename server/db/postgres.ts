import { createHash } from 'node:crypto';
import pg from 'pg';
import type { ClientWork, Database, QueryResult, Statement } from './database';

// Keep timestamps and bigints as Postgres renders them; JSON responses are built in SQL anyway.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const resultOf = <Row>(result: pg.QueryResult): QueryResult<Row> => ({
  rows: result.rows as Row[],
  affectedRows: result.rowCount ?? 0,
});

/** The first statement of a transaction; PostgreSQL enforces a client's time limit itself. */
const beginFor = (clientWork: ClientWork | undefined) =>
  clientWork ? `begin; set local statement_timeout = ${Math.trunc(clientWork.statementTimeoutMs)}` : 'begin';

/**
 * How many statements one connection keeps prepared. Each holds a plan in its PostgreSQL backend,
 * and the shapes of REST queries are the client's to choose, so past this a statement is sent
 * unnamed (parsed each time, as before) instead of growing the backend's memory without bound.
 */
const PREPARED_PER_CONNECTION = 256;

/**
 * A batch's statements as pg query configs: named, so PostgreSQL parses and plans each shape once
 * per connection and later requests send only Bind and Execute (bench/RESULTS.md, "REST in one
 * round trip": about a third less PostgreSQL CPU per request than unnamed statements). The name
 * is the text's hash, so one name always means one text on every connection. PostgreSQL itself
 * replans a prepared statement when the schema or the role it was planned for changes, so RLS
 * is applied as for a fresh statement.
 */
function namedStatements() {
  const preparedBy = new WeakMap<pg.PoolClient, Set<string>>();
  const nameOf = new Map<string, string>();
  return (client: pg.PoolClient, sql: string, params: unknown[] = []): pg.QueryConfig => {
    let name = nameOf.get(sql);
    if (name === undefined) {
      name = `theraagent_${createHash('sha256').update(sql).digest('base64url').slice(0, 22)}`;
      // The text-to-name memo is bounded like the per-connection sets; past it, hash again.
      if (nameOf.size < PREPARED_PER_CONNECTION * 4) nameOf.set(sql, name);
    }
    let prepared = preparedBy.get(client);
    if (!prepared) {
      prepared = new Set();
      preparedBy.set(client, prepared);
    }
    if (!prepared.has(name)) {
      if (prepared.size >= PREPARED_PER_CONNECTION) return { text: sql, values: params };
      prepared.add(name);
    }
    return { name, text: sql, values: params };
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // Queries are written without waiting for the previous answer, so a batch costs one round
    // trip (docs/decisions/0019-one-round-trip-per-request.md). Code that awaits each query
    // (transaction below) behaves exactly as without it.
    pipeline: true,
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});

  const query = async <Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> =>
    resultOf<Row>(await pool.query(sql, params));
  const named = namedStatements();

  /** Lends `work` a connection; one that failed on the way is destroyed, never handed to the next request. */
  async function withClient<T>(
    work: (client: pg.PoolClient, markBroken: (error: Error) => void) => Promise<T>,
  ): Promise<T> {
    const client = await pool.connect();
    let broken: Error | undefined;
    // pg emits 'error' on a checked-out client whose connection ends (e.g. PostgreSQL
    // terminated it); the pool only listens while the client is idle, and an unheard 'error'
    // would crash the process. The query in progress fails on its own and is answered 503.
    const onConnectionLost = (error: Error) => {
      broken = error;
    };
    client.on('error', onConnectionLost);
    try {
      return await work(client, onConnectionLost);
    } finally {
      client.off('error', onConnectionLost);
      client.release(broken);
    }
  }

  return {
    kind: 'postgres',
    query,
    transaction: (work, clientWork) =>
      withClient(async (client, markBroken) => {
        try {
          await client.query(beginFor(clientWork));
          const result = await work({
            query: async <Row>(sql: string, params: unknown[] = []) => resultOf<Row>(await client.query(sql, params)),
            async exec(sql: string) {
              await client.query(sql);
            },
          });
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(markBroken);
          throw error;
        }
      }),
    batch: (statements: Statement[], clientWork) =>
      withClient(async (client) => {
        // Corked, the whole transaction leaves in one write; pg pipelines it, so one round trip.
        const socket = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection
          .stream;
        socket.cork();
        const sent = [
          clientWork ? client.query(beginFor(clientWork)) : client.query(named(client, 'begin')),
          ...statements.map((statement) => client.query(named(client, statement.sql, statement.params))),
          // After a failure PostgreSQL answers this COMMIT with ROLLBACK: nothing is kept.
          client.query(named(client, 'commit')),
        ];
        socket.uncork();
        const settled = await Promise.allSettled(sent);
        // The first failure is the cause; the statements after it only report the aborted transaction.
        const failure = settled.find((outcome) => outcome.status === 'rejected');
        if (failure) throw failure.reason;
        return settled
          .slice(1, -1)
          .map((outcome) => resultOf((outcome as PromiseFulfilledResult<pg.QueryResult>).value));
      }),
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
