import type { Queryable } from '../db/database';
import { quoteIdentifier } from './exposed-tables';
import { restError, type RestError } from './rest-errors';
import type { SqlStatement } from './build-sql';

/**
 * PostgREST's RPC (`/rest/v1/rpc/<fn>`) over the functions of the exposed schema. Unlike tables,
 * functions are read from the catalog (as PostgREST's schema cache does), matched by name and by
 * the set of argument names, and called with named notation. Every identifier in the generated
 * SQL comes from pg_catalog (quoted); every value is a bind parameter.
 */
export const EXPOSED_SCHEMA = 'public';

export interface RoutineParam {
  name: string;
  /** format_type() of the parameter, used as a cast target (it comes from the catalog). */
  type: string;
  required: boolean;
  variadic: boolean;
}

export interface Routine {
  name: string;
  /** i immutable, s stable, v volatile. */
  volatility: 'i' | 's' | 'v';
  returnsSet: boolean;
  returnsComposite: boolean;
  returnsVoid: boolean;
  params: RoutineParam[];
}

interface CatalogRow {
  name: string;
  volatility: string;
  returns_set: boolean;
  returns_composite: boolean;
  returns_void: boolean;
  input_count: number;
  default_count: number;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
}

/** Functions (not procedures, aggregates or trigger functions) of the exposed schema by name. */
const ROUTINES_BY_NAME = `
select p.proname::text as name,
       p.provolatile::text as volatility,
       p.proretset as returns_set,
       (t.typtype = 'c' or coalesce(p.proargmodes::text[] && array['t', 'b', 'o'], false)) as returns_composite,
       p.prorettype = 'pg_catalog.void'::regtype as returns_void,
       p.pronargs::int as input_count,
       p.pronargdefaults::int as default_count,
       p.proargnames::text[] as arg_names,
       p.proargmodes::text[] as arg_modes,
       array(select pg_catalog.format_type(a.type, null)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as a(type, i)
              order by a.i) as arg_types
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  join pg_catalog.pg_type t on t.oid = p.prorettype
 where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'
   and p.prorettype <> 'pg_catalog.trigger'::regtype`;

const ROUTINE_NAMES = `
select distinct p.proname::text as name
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
 where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'pg_catalog.trigger'::regtype`;

/** Turns one catalog row into a Routine, or undefined when it has unnamed inputs (not callable by name). */
export function routineFromCatalog(row: CatalogRow): Routine | undefined {
  const names = row.arg_names ?? [];
  const modes = row.arg_modes ?? row.arg_types.map(() => 'i');
  const firstOptional = row.input_count - row.default_count;
  const params: RoutineParam[] = [];
  let inputIndex = 0;
  for (const [index, type] of row.arg_types.entries()) {
    const mode = modes[index] ?? 'i';
    if (mode !== 'i' && mode !== 'b' && mode !== 'v') continue;
    const name = names[index] ?? '';
    if (name === '') return undefined;
    params.push({ name, type, required: inputIndex < firstOptional, variadic: mode === 'v' });
    inputIndex++;
  }
  const volatility = row.volatility === 'i' || row.volatility === 's' ? row.volatility : 'v';
  return {
    name: row.name,
    volatility,
    returnsSet: row.returns_set,
    returnsComposite: row.returns_composite,
    returnsVoid: row.returns_void,
    params,
  };
}

/**
 * PostgREST's findProc: a function matches when every required parameter is named by the
 * request and every other key names an optional one. No match is PGRST202 (404); more than one
 * is PGRST203 (300).
 */
export async function matchRoutine(
  name: string,
  candidates: Routine[],
  keys: readonly string[],
  allNames: () => Promise<string[]>,
): Promise<Routine> {
  const keySet = new Set(keys);
  const matches = candidates.filter((routine) => {
    const known = new Set(routine.params.map((param) => param.name));
    return (
      routine.params.every((param) => !param.required || keySet.has(param.name)) && keys.every((key) => known.has(key))
    );
  });
  if (matches.length === 1) return matches[0] as Routine;
  if (matches.length > 1) throw ambiguousRoutine(matches);
  throw await noRoutine(name, candidates, keys, allNames);
}

/** Looks the function up in the catalog and picks the one the argument names call. */
export async function findRoutine(db: Queryable, name: string, keys: readonly string[]): Promise<Routine> {
  const { rows } = await db.query<CatalogRow>(ROUTINES_BY_NAME, [EXPOSED_SCHEMA, name]);
  const candidates = rows.map(routineFromCatalog).filter((routine): routine is Routine => routine !== undefined);
  const allNames = async () =>
    (await db.query<{ name: string }>(ROUTINE_NAMES, [EXPOSED_SCHEMA])).rows.map((row) => row.name);
  return matchRoutine(name, candidates, keys, allNames);
}

function signature(routine: Routine) {
  return `${EXPOSED_SCHEMA}.${routine.name}(${routine.params.map((param) => `${param.name} => ${param.type}`).join(', ')})`;
}

function ambiguousRoutine(matches: Routine[]): RestError {
  return restError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${matches.map(signature).join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/** PostgREST's NoRpc: message and details name the keys (sorted), the hint a close match if any. */
async function noRoutine(
  name: string,
  candidates: Routine[],
  keys: readonly string[],
  allNames: () => Promise<string[]>,
) {
  const sorted = [...keys].sort();
  const shownName = `${EXPOSED_SCHEMA}.${name.slice(0, 120)}`;
  const message = `Could not find the function ${shownName}${sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`} in the schema cache`;
  const searched =
    sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  const details = `Searched for the function ${shownName}${searched}, but no matches were found in the schema cache.`;
  let hint: string | null = null;
  if (candidates.length > 0) {
    // The name exists: show the closest parameter list.
    const best = candidates[0] as Routine;
    hint = `Perhaps you meant to call the function ${EXPOSED_SCHEMA}.${best.name}(${best.params.map((param) => param.name).join(', ')})`;
  } else {
    const close = closestName(name, await allNames());
    if (close) hint = `Perhaps you meant to call the function ${EXPOSED_SCHEMA}.${close}`;
  }
  return restError(404, 'PGRST202', message, details, hint);
}

/** A name within a quarter of its length in edits (PostgREST's fuzzy match asks 0.75 similarity). */
export function closestName(wanted: string, names: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const distance = editDistance(wanted, name);
    if (
      distance <= Math.max(1, Math.floor(Math.max(wanted.length, name.length) / 4)) &&
      (!best || distance < best.distance)
    ) {
      best = { name, distance };
    }
  }
  return best?.name;
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 8) return Number.POSITIVE_INFINITY;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/** A request's arguments: a JSON object (POST) or text values from the query string (GET). */
export type RpcArguments =
  { kind: 'json'; values: Record<string, unknown> } | { kind: 'text'; values: Record<string, string> };

/**
 * The call as one statement returning the body as JSON text and the row count. Shapes follow
 * PostgREST: a scalar is itself, a single composite is an object, a set is an array.
 */
export function buildCall(routine: Routine, args: RpcArguments): SqlStatement {
  const params: unknown[] = [];
  const provided = routine.params.filter((param) => Object.hasOwn(args.values, param.name));
  let from = '(select) as pgrst_body';
  const argumentSql: string[] = [];
  if (provided.length > 0 && args.kind === 'json') {
    // Postgres converts the JSON (numbers, arrays, objects) to each parameter's type, as PostgREST does.
    params.push(JSON.stringify(Object.fromEntries(provided.map((param) => [param.name, args.values[param.name]]))));
    const columns = provided.map((param) => `${quoteIdentifier(param.name)} ${param.type}`).join(', ');
    from = `json_to_record($1::json) as pgrst_body(${columns})`;
    for (const param of provided)
      argumentSql.push(`${variadic(param)}${quoteIdentifier(param.name)} := pgrst_body.${quoteIdentifier(param.name)}`);
  } else {
    for (const param of provided) {
      params.push(args.values[param.name]);
      argumentSql.push(
        `${variadic(param)}${quoteIdentifier(param.name)} := cast($${params.length}::text as ${param.type})`,
      );
    }
  }
  const call = `${quoteIdentifier(EXPOSED_SCHEMA)}.${quoteIdentifier(routine.name)}(${argumentSql.join(', ')})`;

  let body: string;
  let source: string;
  if (routine.returnsComposite) {
    source = `${from} cross join lateral ${call} as pgrst_call`;
    body = routine.returnsSet ? `coalesce(json_agg(pgrst_call), '[]')` : `coalesce(json_agg(pgrst_call)->0, 'null')`;
  } else {
    source = `${from} cross join lateral (select ${call} as pgrst_scalar) as pgrst_call`;
    if (routine.returnsVoid) body = 'null';
    else if (routine.returnsSet) body = `coalesce(json_agg(pgrst_call.pgrst_scalar), '[]')`;
    else body = `coalesce(json_agg(pgrst_call.pgrst_scalar)->0, 'null')`;
  }
  return { sql: `select ${body}::text as body, count(*)::int as row_count from ${source}`, params };
}

function variadic(param: RoutineParam) {
  return param.variadic ? 'variadic ' : '';
}
