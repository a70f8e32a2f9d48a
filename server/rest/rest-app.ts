import { Hono, type Context } from 'hono';
import type { AppContext } from '../context';
import { createTokenVerifier, type TokenVerifier } from '../http/verified-tokens';
import { answerClientHangUp, clientHungUp } from '../http/client-hang-up';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-errors';
import { buildSelect, type SqlStatement } from './build-sql';
import { findExposedTable } from './exposed-tables';
import { parseQuery } from './parse-query';
import { parsePrefer } from './prefer-header';
import { identifyRequest, type RequestIdentity } from './request-claims';
import { parseInsertBody, parseUpdateBody } from './request-body';
import { enterRequestRole, requestWork } from './request-transaction';
import { fromDatabaseError, restError } from './rest-errors';
import { createRpcApp } from './rpc-app';
import { deleteStatement, insertStatement, updateStatement } from './write-statements';

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

interface QueryOutcome {
  body: string | null;
  rowCount: number;
  total: number | null;
}

/**
 * /rest/v1/:table: the PostgREST subset supabase-js uses (select, filters, order, limit,
 * offset, count, insert, update, delete, single). Each request is one short transaction run
 * as the JWT's role with its claims set, so row-level security decides what is visible.
 */
export function createRestApp(ctx: AppContext, tokens: TokenVerifier = createTokenVerifier(ctx.keys)) {
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.route('/rpc', createRpcApp(ctx, tokens));

  app.on(['GET', 'POST', 'PATCH', 'DELETE'], '/:table', async (c) => {
    let identity: RequestIdentity | undefined;
    try {
      checkProfile(c);
      const table = findExposedTable(c.req.param('table'));
      if (!table) throw unknownTable(c.req.param('table'));
      identity = await identifyRequest(tokens, c.req.header('authorization'));
      const url = new URL(c.req.url);
      const query = parseQuery(table, [...url.searchParams.entries()]);
      const single = (c.req.header('accept') ?? '').includes('application/vnd.pgrst.object+json');
      const prefer = parsePrefer(c.req.header('prefer'));

      // Hono answers HEAD with the GET route, but c.req.method still says HEAD.
      const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
      if (method === 'GET') {
        const outcome = await run(c, identity, buildSelect(table, query, prefer.count), single);
        const offset = query.offset ?? 0;
        const range = outcome.rowCount === 0 ? '*' : `${offset}-${offset + outcome.rowCount - 1}`;
        c.header('Content-Range', `${range}/${outcome.total ?? '*'}`);
        const partial = outcome.total !== null && outcome.rowCount < outcome.total;
        return respond(c, outcome, single, partial ? 206 : 200);
      }

      const representation = prefer.returnRepresentation ? query.select : undefined;
      let statement: SqlStatement;
      if (method === 'POST') {
        const rows = parseInsertBody(await c.req.text());
        if (rows.length === 0) {
          if (single && representation) throw notSingle(0);
          c.header('Content-Range', '*/0');
          return representation ? respond(c, { body: '[]', rowCount: 0, total: 0 }, single, 201) : c.body(null, 201);
        }
        statement = insertStatement(table, query, prefer, rows, representation);
      } else if (method === 'PATCH') {
        statement = updateStatement(table, query, parseUpdateBody(await c.req.text()), representation);
      } else if (method === 'DELETE') {
        statement = deleteStatement(table, query, representation);
      } else {
        throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      }
      const outcome = await run(c, identity, statement, single && representation !== undefined);
      c.header('Content-Range', `*/${prefer.count ? outcome.rowCount : '*'}`);
      if (!representation) return c.body(null, method === 'POST' ? 201 : 204);
      return respond(c, outcome, single, method === 'POST' ? 201 : 200);
    } catch (error) {
      return answerError(c, error, identity?.role ?? 'anon');
    }
  });

  app.all('/:table', (c) => {
    c.header('Allow', 'GET, HEAD, POST, PATCH, DELETE');
    return c.json(
      { code: 'PGRST117', details: null, hint: 'Upserts (PUT) are not supported by this server', message: `Unsupported HTTP method: ${c.req.method}` },
      405,
    );
  });

  app.all('*', (c) =>
    c.json({ code: 'PGRST205', details: null, hint: null, message: `Could not find the resource '${c.req.path.slice(0, 120)}'` }, 404),
  );

  async function run(c: Context, identity: RequestIdentity, statement: SqlStatement, single: boolean): Promise<QueryOutcome> {
    return ctx.db.transaction(async (tx) => {
      // The whole point: RLS applies to this role with these claims, set for this transaction only.
      await enterRequestRole(tx, identity);
      const result = await tx.query<{ body?: string; row_count?: number; total?: number }>(statement.sql, statement.params);
      const row = result.rows[0];
      const outcome: QueryOutcome =
        row && row.body !== undefined
          ? { body: row.body, rowCount: Number(row.row_count ?? 0), total: row.total === undefined ? null : Number(row.total) }
          : { body: null, rowCount: result.affectedRows, total: null };
      // Throwing inside the transaction rolls back a write that did not touch exactly one row.
      if (single && outcome.rowCount !== 1) throw notSingle(outcome.rowCount);
      return outcome;
    }, requestWork(c, identity, ctx.config.trustedProxyHops));
  }

  function answerError(c: Context, error: unknown, role: 'anon' | 'authenticated') {
    if (clientHungUp(c)) return answerClientHangUp(c, ctx.logger);
    if (isDatabaseUnavailable(error)) {
      ctx.logger.warn('database unavailable', { surface: 'rest', error: (error as Error).message });
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json(
        { code: 'PGRST001', details: null, hint: 'Retry in a few seconds.', message: 'The database is unavailable right now' },
        503,
      );
    }
    const known = fromDatabaseError(error, role);
    if (known) {
      for (const [name, value] of Object.entries(known.headers)) c.header(name, value);
      return c.json(known.body, known.status as 400);
    }
    // Our fault: log the SQLSTATE and message only (never bound values, which may be private).
    const { code, message } = error as { code?: unknown; message?: unknown };
    ctx.logger.error('rest request failed', { path: c.req.path, method: c.req.method, code, error: message });
    return c.json(
      { code: 'PGRST000', details: null, hint: null, message: 'Something went wrong on our side. Please try again.' },
      500,
    );
  }
  return app;
}

function respond(c: Context, outcome: QueryOutcome, single: boolean, status: 200 | 201 | 206) {
  const body = outcome.body ?? '[]';
  if (single) {
    const [first] = JSON.parse(body) as unknown[];
    c.header('Content-Type', OBJECT_TYPE);
    return c.body(JSON.stringify(first), status);
  }
  c.header('Content-Type', JSON_TYPE);
  return c.body(body, status);
}

function checkProfile(c: Context) {
  for (const header of ['accept-profile', 'content-profile']) {
    const profile = c.req.header(header);
    if (profile !== undefined && profile !== 'public') {
      throw restError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
    }
  }
}

function unknownTable(name: string) {
  return restError(404, 'PGRST205', `Could not find the table 'public.${name.slice(0, 120)}' in the schema cache`);
}

function notSingle(rows: number) {
  return restError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);
}
