import { Hono, type Context } from 'hono';
import type { AppContext } from '../context';
import type { QueryResult } from '../db/database';
import { createTokenVerifier, type TokenVerifier } from '../http/verified-tokens';
import { buildSelect, type SqlStatement, type WriteOutput } from './build-sql';
import { contentTypeOf, negotiateMedia, type ResponseMedia } from './content-negotiation';
import { findExposedTable } from './exposed-tables';
import { parseQuery } from './parse-query';
import { appliedPreferences, parsePrefer } from './prefer-header';
import { answerRestError } from './answer-rest-error';
import { identifyRequest, type RequestIdentity } from './request-claims';
import { parseInsertBody, parseUpdateBody } from './request-body';
import { enterRequestRole, requestRoleStatement, requestWork } from './request-transaction';
import { restError } from './rest-errors';
import { createRpcApp } from './rpc-app';
import { deleteStatement, insertStatement, updateStatement } from './write-statements';

interface QueryOutcome {
  body: string | null;
  rowCount: number;
  total: number | null;
  /** Upserts: rows the statement inserted rather than updated or skipped. */
  insertedCount: number | null;
  /** return=headers-only: the primary key of the first row written, for the Location header. */
  locationKey: string | null;
}

/**
 * /rest/v1/:table: the PostgREST subset supabase-js uses (select with embedding, filters and
 * logic trees, order, limit, offset, count, insert and upsert, update, delete, single, CSV;
 * docs/rest.md). Each request is one short transaction run as the JWT's role with its claims
 * set, so row-level security decides what is visible, embedded resources included.
 */
export function createRestApp(ctx: AppContext, tokens: TokenVerifier = createTokenVerifier(ctx.keys)) {
  const app = new Hono();

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
      const media = negotiateMedia(c.req.header('accept'));
      const prefer = parsePrefer(c.req.header('prefer'));

      // Hono answers HEAD with the GET route, but c.req.method still says HEAD.
      const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
      const applied = appliedPreferences(prefer, { write: method !== 'GET', insert: method === 'POST' });
      if (applied) c.header('Preference-Applied', applied);
      if (method === 'GET') {
        const outcome = await run(
          c,
          identity,
          buildSelect(table, query, prefer.count !== undefined, media),
          media.single,
          false,
        );
        const offset = query.offset ?? 0;
        const range = outcome.rowCount === 0 ? '*' : `${offset}-${offset + outcome.rowCount - 1}`;
        c.header('Content-Range', `${range}/${outcome.total ?? '*'}`);
        const partial = outcome.total !== null && outcome.rowCount < outcome.total;
        return respond(c, outcome, media, partial ? 206 : 200);
      }

      const representation = prefer.return === 'representation';
      const output: WriteOutput = {
        representation: representation
          ? { shape: { columns: query.select, embeds: query.embeds }, format: media }
          : undefined,
        countInserted: method === 'POST' && prefer.resolution === 'merge-duplicates',
        locationKey:
          method === 'POST' && prefer.return === 'headers-only' && table.primaryKey.length === 1
            ? table.primaryKey[0]
            : undefined,
      };
      let statement: SqlStatement;
      if (method === 'POST') {
        const rows = parseInsertBody(await c.req.text());
        if (rows.length === 0) {
          if (media.single && representation) throw notSingle(0);
          c.header('Content-Range', '*/0');
          const empty = {
            body: media.kind === 'csv' ? '\n' : '[]',
            rowCount: 0,
            total: 0,
            insertedCount: 0,
            locationKey: null,
          };
          return representation ? respond(c, empty, media, 201) : c.body(null, 201);
        }
        statement = insertStatement(table, query, prefer, rows, output);
      } else if (method === 'PATCH') {
        statement = updateStatement(table, query, parseUpdateBody(await c.req.text()), output);
      } else if (method === 'DELETE') {
        statement = deleteStatement(table, query, output);
      } else {
        throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      }
      const outcome = await run(c, identity, statement, media.single && representation, true);
      c.header('Content-Range', `*/${prefer.count ? outcome.rowCount : '*'}`);
      if (outcome.locationKey !== null) {
        c.header('Location', `/${table.name}?${table.primaryKey[0]}=eq.${encodeURIComponent(outcome.locationKey)}`);
      }
      // An upsert that only updated rows answers 200, as PostgREST does; any other insert 201.
      const status = method === 'POST' ? (outcome.insertedCount === 0 ? 200 : 201) : representation ? 200 : 204;
      if (!representation) return c.body(null, status);
      return respond(c, outcome, media, status as 200 | 201);
    } catch (error) {
      return answerRestError(c, { error, role: identity?.role ?? 'anon', logger: ctx.logger, surface: 'rest' });
    }
  });

  app.all('/:table', (c) => {
    c.header('Allow', 'GET, HEAD, POST, PATCH, DELETE');
    return c.json(
      {
        code: 'PGRST117',
        details: null,
        hint: 'Upserts (PUT) are not supported by this server',
        message: `Unsupported HTTP method: ${c.req.method}`,
      },
      405,
    );
  });

  app.all('*', (c) =>
    c.json(
      {
        code: 'PGRST205',
        details: null,
        hint: null,
        message: `Could not find the resource '${c.req.path.slice(0, 120)}'`,
      },
      404,
    ),
  );

  async function run(
    c: Context,
    identity: RequestIdentity,
    statement: SqlStatement,
    single: boolean,
    write: boolean,
  ): Promise<QueryOutcome> {
    const work = requestWork(c, identity, ctx.config.trustedProxyHops);
    // A single-object write must roll back unless it touched exactly one row: that needs the
    // answer before the commit, so a trip more. Everything else is one batch: the role with its
    // claims (what RLS reads, for this transaction only) and the statement, in one round trip.
    if (single && write) {
      return ctx.db.transaction(async (tx) => {
        await enterRequestRole(tx, identity);
        // Throwing inside the transaction rolls the write back.
        return checkedSingle(outcomeOf(await tx.query(statement.sql, statement.params)), single);
      }, work);
    }
    const [, result] = await ctx.db.batch([requestRoleStatement(identity), statement], work);
    return checkedSingle(outcomeOf(result!), single);
  }

  return app;
}

type StatementRow = {
  body?: string;
  row_count?: number;
  total?: number;
  inserted_count?: number;
  location_key?: string | null;
};

function outcomeOf(result: QueryResult<StatementRow>): QueryOutcome {
  const row = result.rows[0];
  return row && row.row_count !== undefined
    ? {
        body: row.body ?? null,
        rowCount: Number(row.row_count),
        total: row.total === undefined ? null : Number(row.total),
        insertedCount: row.inserted_count === undefined ? null : Number(row.inserted_count),
        locationKey: row.location_key ?? null,
      }
    : { body: null, rowCount: result.affectedRows, total: null, insertedCount: null, locationKey: null };
}

function checkedSingle(outcome: QueryOutcome, single: boolean) {
  if (single && outcome.rowCount !== 1) throw notSingle(outcome.rowCount);
  return outcome;
}

function respond(c: Context, outcome: QueryOutcome, media: ResponseMedia, status: 200 | 201 | 206) {
  c.header('Content-Type', contentTypeOf(media));
  // Postgres built the body (build-sql.ts); it goes out without being parsed again.
  return c.body(outcome.body ?? '[]', status);
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
  return restError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}
