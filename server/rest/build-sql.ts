import { quoteIdentifier, quoteLiteral, type ColumnType, type ExposedTable } from './exposed-tables';
import { isLogicTree, type Condition, type Filter } from './parse-filter';
import type { Embed, OrderTerm, SelectItem, SelectShape } from './parse-select';
import { parseError } from './rest-errors';
import type { ParsedQuery } from './parse-query';

/**
 * Builds parameterised SQL from a parsed query. Identifiers come only from exposed-tables.ts
 * (via the parsed query, which checked them); every value, including JSON keys chosen by the
 * client, is a bind parameter cast to the declared column type. Results are built as JSON (or
 * CSV) text in SQL so PGlite and node-postgres return byte-identical bodies.
 *
 * Embedded resources are lateral subqueries joined to their parent row, as PostgREST builds
 * them (docs/decisions/0013-embedding-as-lateral-subqueries.md): a to-one embed is one JSON
 * object or null, a to-many embed a json_agg array; `!inner` turns the join into an inner one.
 */
export interface SqlStatement {
  sql: string;
  params: unknown[];
}

/** What the body is made of: JSON (optionally without null members, `nulls=stripped`) or CSV. */
export interface BodyFormat {
  kind: 'json' | 'csv';
  stripNulls: boolean;
  /** One object, not an array (vnd.pgrst.object): only ever sent when exactly one row matched. */
  single?: boolean;
}

export const JSON_BODY: BodyFormat = { kind: 'json', stripNulls: false };

/** Rows a single GET may return, as Supabase's default "max rows" setting. */
export const MAX_ROWS = 1000;

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  typed(value: string | null, type: ColumnType): string {
    return `cast(${this.add(value)}::text as ${type})`;
  }
}

const comparisonSql = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
const isSql = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
} as const;

function tableSql(table: ExposedTable) {
  return `public.${quoteIdentifier(table.name)}`;
}

function filterSql(table: ExposedTable, alias: string, filter: Filter, params: Params): string {
  const column = `${alias}.${quoteIdentifier(filter.column)}`;
  const type = table.columns[filter.column] as ColumnType;
  let condition: string;
  switch (filter.op) {
    case 'in':
      condition =
        filter.values.length === 0
          ? 'false'
          : `${column} in (${filter.values.map((value) => params.typed(value, type)).join(', ')})`;
      break;
    case 'is':
      if (filter.value !== 'null' && filter.value !== 'not_null' && type !== 'boolean') {
        throw parseError(`"is.${filter.value}" needs a boolean column; ${filter.column} is ${type}`);
      }
      condition = `${column} ${isSql[filter.value]}`;
      break;
    case 'like':
    case 'ilike':
      // PostgREST lets clients write * for %, since % is awkward in URLs.
      condition = `${column}::text ${filter.op} ${params.add(filter.value.replaceAll('*', '%'))}::text`;
      break;
    default:
      condition = `${column} ${comparisonSql[filter.op]} ${params.typed(filter.value, type)}`;
  }
  return filter.negate ? `not (${condition})` : condition;
}

function conditionSql(table: ExposedTable, alias: string, condition: Condition, params: Params): string {
  if (!isLogicTree(condition)) return filterSql(table, alias, condition, params);
  const joined = condition.conditions
    .map((child) => `(${conditionSql(table, alias, child, params)})`)
    .join(condition.logic === 'and' ? ' and ' : ' or ');
  return condition.negate ? `not (${joined})` : `(${joined})`;
}

function conditionsSql(table: ExposedTable, alias: string, conditions: Condition[], params: Params): string[] {
  return conditions.map((condition) => conditionSql(table, alias, condition, params));
}

const whereOf = (conditions: string[]) => (conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`);

function orderSql(alias: string, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    const source = term.embed
      ? `${embedAlias(alias, term.embed)}_j.${orderColumnAlias(term.column)}`
      : `${alias}.${quoteIdentifier(term.column)}`;
    return `${source} ${term.direction}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
  });
  return ` order by ${terms.join(', ')}`;
}

/** A key equal to a declared name is a literal (it plans ~2x faster); client-chosen aliases are parameters. */
function keySql(key: string, declaredName: string, params: Params) {
  return key === declaredName ? quoteLiteral(declaredName) : `${params.add(key)}::text`;
}

/** Embedded resources of one row, and the JSON object / CSV record built from it. */
interface RowSql {
  object: string;
  record: string;
  keys: string[];
  joins: { sql: string; inner: boolean }[];
}

// Each embed's table alias is its parent's alias plus its position; the lateral's is that plus _j.
const embedAliases = new WeakMap<Embed, number>();
const embedAlias = (parentAlias: string, embed: Embed) => `${parentAlias}_${embedAliases.get(embed) ?? 0}`;
const orderColumnAlias = (column: string) => quoteIdentifier(`pgrst_order_${column}`);

/**
 * `kind` is the top level's body format: a CSV record has no keys, and an unused key parameter
 * would leave Postgres unable to type it, so keys are only bound for JSON objects.
 */
function rowSql(
  shape: SelectShape,
  alias: string,
  params: Params,
  orderedBy: OrderTerm[] = [],
  kind: BodyFormat['kind'] = 'json',
): RowSql {
  const bindKey = (key: string, declaredName: string) => (kind === 'json' ? keySql(key, declaredName, params) : '');
  const values: { key: string; keySql: string; value: string }[] = shape.columns.map((item: SelectItem) => ({
    key: item.key,
    keySql: bindKey(item.key, item.column),
    value: `${alias}.${quoteIdentifier(item.column)}`,
  }));
  const joins: RowSql['joins'] = [];
  shape.embeds.forEach((embed, index) => {
    embedAliases.set(embed, index + 1);
    const embedded = embedSql(
      embed,
      alias,
      params,
      orderedBy.filter((term) => term.embed === embed),
    );
    joins.push(embedded.join);
    if (embed.emitted)
      values.push({
        key: embed.key,
        keySql: bindKey(embed.key, embed.relationship.target.name),
        value: embedded.value,
      });
  });
  return {
    object: `json_build_object(${values.map((entry) => `${entry.keySql}, ${entry.value}`).join(', ')})`,
    record: `row(${values.map((entry) => entry.value).join(', ')})`,
    keys: values.map((entry) => entry.key),
    joins,
  };
}

function embedSql(embed: Embed, parentAlias: string, params: Params, parentOrder: OrderTerm[]) {
  const rel = embed.relationship;
  const target = rel.target;
  const alias = embedAlias(parentAlias, embed);
  const lateral = `${alias}_j`;
  const inner = rowSql(embed, alias, params);
  const conditions = [
    ...rel.targetColumns.map(
      (column, i) =>
        `${alias}.${quoteIdentifier(column)} = ${parentAlias}.${quoteIdentifier(rel.parentColumns[i] as string)}`,
    ),
    ...conditionsSql(target, alias, embed.filters, params),
  ];
  const from = `${tableSql(target)} ${alias}${inner.joins.map((join) => ` ${join.sql}`).join('')}${whereOf(conditions)}`;
  const joinKind = embed.inner ? 'inner join lateral' : 'left join lateral';
  if (rel.cardinality === 'many-to-one') {
    // Columns the parent orders by (order=exercise(title)) ride along beside the object.
    const orderColumns = [...new Set(parentOrder.map((term) => term.column))].map(
      (column) => `, ${alias}.${quoteIdentifier(column)} as ${orderColumnAlias(column)}`,
    );
    return {
      join: {
        sql: `${joinKind} (select ${inner.object} as pgrst_json${orderColumns.join('')} from ${from}) ${lateral} on true`,
        inner: embed.inner,
      },
      value: `${lateral}.pgrst_json`,
    };
  }
  const page =
    `${orderSql(alias, embed.order)}` +
    `${embed.limit === undefined ? '' : ` limit ${params.add(embed.limit)}::bigint`}` +
    `${embed.offset === undefined ? '' : ` offset ${params.add(embed.offset)}::bigint`}`;
  const rows = `select ${inner.object} as pgrst_json from ${from}${page}`;
  const on = embed.inner ? `json_array_length(${lateral}.pgrst_json) > 0` : 'true';
  return {
    join: {
      sql: `${joinKind} (select coalesce(json_agg(${alias}_rows.pgrst_json), '[]') as pgrst_json from (${rows}) ${alias}_rows) ${lateral} on ${on}`,
      inner: embed.inner,
    },
    value: `${lateral}.pgrst_json`,
  };
}

/**
 * The aggregate that turns rows into the response body. CSV is PostgREST's: a header of the
 * keys (only when there are rows), a newline, then each record's text form without its
 * parentheses, one per line.
 */
function bodySql(format: BodyFormat, row: { object: string; record: string; keys: string[] }, params: Params): string {
  if (format.kind === 'csv') {
    const record = `(${row.record})::text`;
    return (
      `(case when count(*) > 0 then ${params.add(row.keys.join(','))}::text else '' end) || chr(10) || ` +
      `coalesce(string_agg(substring(${record}, 2, length(${record}) - 2), chr(10)), '')`
    );
  }
  // A single object is the array's only element, taken here so the server passes the text on as is.
  const json = format.single ? `(json_agg(${row.object}) -> 0)` : `coalesce(json_agg(${row.object}), '[]')`;
  return `${format.stripNulls ? `json_strip_nulls(${json})` : json}::text`;
}

export function buildSelect(
  table: ExposedTable,
  query: Pick<ParsedQuery, 'select' | 'embeds' | 'filters' | 'order' | 'limit' | 'offset'>,
  withTotal: boolean,
  format: BodyFormat = JSON_BODY,
): SqlStatement {
  const params = new Params();
  const row = rowSql({ columns: query.select, embeds: query.embeds }, 't', params, query.order, format.kind);
  const where = whereOf(conditionsSql(table, 't', query.filters, params));
  const limit = params.add(Math.min(query.limit ?? MAX_ROWS, MAX_ROWS));
  const offset = params.add(query.offset ?? 0);
  const joins = row.joins.map((join) => ` ${join.sql}`).join('');
  // Only inner embeds change which rows exist; the count skips building the others.
  const innerJoins = row.joins
    .filter((join) => join.inner)
    .map((join) => ` ${join.sql}`)
    .join('');
  const total = withTotal ? `, (select count(*) from ${tableSql(table)} t${innerJoins}${where})::int as total` : '';
  const pageColumns = format.kind === 'csv' ? `${row.record} as pgrst_record` : `${row.object} as row_json`;
  const pageRow = { object: 'pgrst_page.row_json', record: 'pgrst_page.pgrst_record', keys: row.keys };
  const sql =
    `select ${bodySql(format, pageRow, params)} as body, count(*)::int as row_count${total} ` +
    `from (select ${pageColumns} from ${tableSql(table)} t${joins}${where}${orderSql('t', query.order)} ` +
    `limit ${limit}::bigint offset ${offset}::bigint) pgrst_page`;
  return { sql, params: params.values };
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON body value as the text Postgres casts to the column type. */
function valueText(value: JsonValue | undefined, type: ColumnType): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'jsonb' || typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** What a write answers besides its row count: the changed rows, or just the key of the first. */
export interface WriteOutput {
  representation?: { shape: SelectShape; format: BodyFormat };
  /** For return=headers-only: the primary key column whose value goes into the Location header. */
  locationKey?: string;
  /** For an upsert: count the rows it inserted (the rest were updated or skipped). */
  countInserted?: boolean;
}

/**
 * Wraps a data-changing statement so it returns a summary row: the body (return=representation),
 * how many rows it touched, how many of those it inserted, and the first row's key.
 */
function withOutput(table: ExposedTable, statement: string, output: WriteOutput, params: Params): string {
  if (!output.representation && !output.locationKey && !output.countInserted) return statement;
  // xmax is 0 on a row this statement inserted and set on one ON CONFLICT DO UPDATE rewrote.
  const inserted = output.countInserted ? ', (t.xmax = 0) as pgrst_inserted' : '';
  const columns = [`count(*)::int as row_count`];
  let joins = '';
  if (output.representation) {
    const row = rowSql(output.representation.shape, 't', params, [], output.representation.format.kind);
    joins = row.joins.map((join) => ` ${join.sql}`).join('');
    columns.unshift(`${bodySql(output.representation.format, row, params)} as body`);
  }
  if (output.countInserted) columns.push(`(count(*) filter (where t.pgrst_inserted))::int as inserted_count`);
  if (output.locationKey)
    columns.push(`(array_agg(t.${quoteIdentifier(output.locationKey)}::text))[1] as location_key`);
  return `with pgrst_changed as (${statement} returning t.*${inserted}) select ${columns.join(', ')} from pgrst_changed t${joins}`;
}

export interface Upsert {
  conflictColumns: string[];
  resolution: 'merge-duplicates' | 'ignore-duplicates';
}

export function buildInsert(
  table: ExposedTable,
  rows: Record<string, JsonValue>[],
  columns: string[],
  options: { missingDefault: boolean; upsert?: Upsert; output: WriteOutput },
): SqlStatement {
  const params = new Params();
  const values = rows.map((row) => {
    const cells = columns.map((column) => {
      const type = table.columns[column] as ColumnType;
      if (!Object.hasOwn(row, column)) return options.missingDefault ? 'default' : params.typed(null, type);
      return params.typed(valueText(row[column], type), type);
    });
    return `(${cells.join(', ')})`;
  });
  const columnList = columns.map(quoteIdentifier).join(', ');
  let statement =
    columns.length === 0
      ? `insert into ${tableSql(table)} as t default values`
      : `insert into ${tableSql(table)} as t (${columnList}) values ${values.join(', ')}`;
  if (options.upsert) {
    const target = options.upsert.conflictColumns.map(quoteIdentifier).join(', ');
    const updates = columns.map((column) => `${quoteIdentifier(column)} = excluded.${quoteIdentifier(column)}`);
    statement +=
      options.upsert.resolution === 'merge-duplicates' && updates.length > 0
        ? ` on conflict (${target}) do update set ${updates.join(', ')}`
        : ` on conflict (${target}) do nothing`;
  }
  return { sql: withOutput(table, statement, options.output, params), params: params.values };
}

export function buildUpdate(
  table: ExposedTable,
  changes: Record<string, JsonValue>,
  filters: Condition[],
  output: WriteOutput,
): SqlStatement {
  const params = new Params();
  const assignments = Object.keys(changes).map((column) => {
    const type = table.columns[column] as ColumnType;
    return `${quoteIdentifier(column)} = ${params.typed(valueText(changes[column], type), type)}`;
  });
  const statement = `update ${tableSql(table)} as t set ${assignments.join(', ')}${whereOf(conditionsSql(table, 't', filters, params))}`;
  return { sql: withOutput(table, statement, output, params), params: params.values };
}

export function buildDelete(table: ExposedTable, filters: Condition[], output: WriteOutput): SqlStatement {
  const params = new Params();
  const statement = `delete from ${tableSql(table)} as t${whereOf(conditionsSql(table, 't', filters, params))}`;
  return { sql: withOutput(table, statement, output, params), params: params.values };
}
