import pg from 'pg';
import type { Database, QueryResult } from './database';

// Keep timestamps and bigints as Postgres renders them; JSON responses are built in SQL anyway.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});

  const query = async <Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> => {
    const result = await pool.query(sql, params);
    return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
  };

  return {
    kind: 'postgres',
    query,
    async transaction(work, clientWork) {
      const client = await pool.connect();
      // A connection that failed mid-transaction is destroyed, never handed to the next request.
      let broken: Error | undefined;
      // pg emits 'error' on a checked-out client whose connection ends (e.g. PostgreSQL
      // terminated it); the pool only listens while the client is idle, and an unheard 'error'
      // would crash the process. The query in progress fails on its own and is answered 503.
      const onConnectionLost = (error: Error) => {
        broken = error;
      };
      client.on('error', onConnectionLost);
      try {
        // PostgreSQL enforces the time limit itself; set in the same round trip as begin.
        await client.query(clientWork ? `begin; set local statement_timeout = ${Math.trunc(clientWork.statementTimeoutMs)}` : 'begin');
        const result = await work({
          async query<Row>(sql: string, params: unknown[] = []) {
            const r = await client.query(sql, params);
            return { rows: r.rows as Row[], affectedRows: r.rowCount ?? 0 };
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.off('error', onConnectionLost);
        client.release(broken);
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
