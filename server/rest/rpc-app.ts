import { Hono, type Context } from 'hono';
import type { AppContext } from '../context';
import type { TokenVerifier } from '../http/verified-tokens';
import { answerRestError } from './answer-rest-error';
import { identifyRequest, type RequestIdentity } from './request-claims';
import { parseRpcBody } from './request-body';
import { enterRequestRole, requestWork } from './request-transaction';
import { parseError, restError, RestError } from './rest-errors';
import { buildCall, EXPOSED_SCHEMA, findRoutine, type Routine, type RpcArguments } from './rpc-routines';

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** Query keys PostgREST reads as select/filter/order on a function's result, not as arguments. */
const RESERVED_KEYS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'and', 'or']);

interface CallOutcome {
  routine: Routine;
  body: string | null;
  rowCount: number;
}

/**
 * /rest/v1/rpc/:fn, PostgREST's RPC: POST with a JSON object of named arguments, GET (and HEAD)
 * with arguments in the query string. Like table requests, each call is one transaction run as
 * the JWT's role with its claims set. GET, HEAD and calls of stable or immutable functions run
 * read-only, so a volatile function reached by GET fails with 25006 (405), as in PostgREST.
 */
export function createRpcApp(ctx: AppContext, tokens: TokenVerifier) {
  const app = new Hono();

  app.on(['GET', 'POST'], '/:fn', async (c) => {
    let identity: RequestIdentity | undefined;
    try {
      checkProfile(c);
      const name = c.req.param('fn');
      identity = await identifyRequest(tokens, c.req.header('authorization'));
      const method = c.req.method === 'HEAD' ? 'HEAD' : c.req.method;
      const url = new URL(c.req.url);
      const args = method === 'POST' ? jsonArguments(url, await c.req.text()) : queryArguments(url);
      const single = (c.req.header('accept') ?? '').includes('application/vnd.pgrst.object+json');
      const outcome = await call(c, identity, name, args, method !== 'POST');
      if (outcome.routine.returnsVoid) return c.body(null, 204);

      let body = outcome.body ?? 'null';
      if (single && outcome.routine.returnsSet) {
        if (outcome.rowCount !== 1) {
          throw restError(
            406,
            'PGRST116',
            'Cannot coerce the result to a single JSON object',
            `The result contains ${outcome.rowCount} rows`,
          );
        }
        body = JSON.stringify((JSON.parse(body) as unknown[])[0]);
      }
      const rows = outcome.routine.returnsSet ? outcome.rowCount : 1;
      c.header('Content-Range', rows === 0 ? '*/*' : `0-${rows - 1}/*`);
      c.header('Content-Type', single ? OBJECT_TYPE : JSON_TYPE);
      return method === 'HEAD' ? c.body(null, 200) : c.body(body, 200);
    } catch (error) {
      return answerRestError(c, {
        error,
        role: identity?.role ?? 'anon',
        logger: ctx.logger,
        surface: 'rpc',
        explain: rpcError,
      });
    }
  });

  app.all('/:fn', (c) => {
    c.header('Allow', 'GET, HEAD, POST');
    return c.json(
      { code: 'PGRST101', details: null, hint: null, message: `Cannot use the ${c.req.method} method on RPC` },
      405,
    );
  });

  async function call(
    c: Context,
    identity: RequestIdentity,
    name: string,
    args: RpcArguments,
    readOnly: boolean,
  ): Promise<CallOutcome> {
    return ctx.db.transaction(
      async (tx) => {
        await enterRequestRole(tx, identity);
        const routine = await findRoutine(tx, name, Object.keys(args.values));
        // A transaction may turn read-only after its first query (never back), so this still applies.
        if (readOnly || routine.volatility !== 'v') await tx.query('set transaction read only');
        const statement = buildCall(routine, args);
        const result = await tx.query<{ body: string | null; row_count: number }>(statement.sql, statement.params);
        const row = result.rows[0];
        return { routine, body: row?.body ?? null, rowCount: Number(row?.row_count ?? 0) };
      },
      requestWork(c, identity, ctx.config.trustedProxyHops),
    );
  }

  return app;
}

/** PostgREST's statuses that only functions reach (src/library/PostgREST/Error.hs, mapSQLtoHTTP). */
function rpcError(error: unknown): RestError | undefined {
  if (error instanceof RestError || typeof error !== 'object' || error === null) return undefined;
  const { code, message, detail, hint } = error as {
    code?: unknown;
    message?: unknown;
    detail?: unknown;
    hint?: unknown;
  };
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  let status: number | undefined;
  if (code === '42883')
    status = 404; // undefined function (called inside the function)
  else if (code === '25006')
    status = 405; // a write in a read-only (GET) call
  else if (/^PT[1-5]\d\d$/.test(code)) status = Number(code.slice(2)); // RAISE SQLSTATE 'PT402'
  if (status === undefined) return undefined;
  return new RestError(status, {
    code,
    message,
    details: typeof detail === 'string' ? detail : null,
    hint: typeof hint === 'string' ? hint : null,
  });
}

function jsonArguments(url: URL, text: string): RpcArguments {
  if ([...url.searchParams.keys()].length > 0) {
    throw parseError(
      'Query parameters on a POST to a function are not supported by this server',
      'Send the arguments in the JSON body',
    );
  }
  return { kind: 'json', values: parseRpcBody(text) };
}

function queryArguments(url: URL): RpcArguments {
  const values: Record<string, string> = {};
  for (const [key, value] of url.searchParams.entries()) {
    if (RESERVED_KEYS.has(key.split('.').pop() ?? key)) {
      if (key === 'select' && value === '*') continue;
      throw parseError(`"${key.slice(0, 60)}" is not supported on a function's result by this server`);
    }
    if (Object.hasOwn(values, key)) throw parseError(`The argument "${key.slice(0, 60)}" is given more than once`);
    values[key] = value;
  }
  return { kind: 'text', values };
}

function checkProfile(c: Context) {
  for (const header of ['accept-profile', 'content-profile']) {
    const profile = c.req.header(header);
    if (profile !== undefined && profile !== EXPOSED_SCHEMA) {
      throw restError(406, 'PGRST106', `The schema must be one of the following: ${EXPOSED_SCHEMA}`, null, null);
    }
  }
}
