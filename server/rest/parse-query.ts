import { z } from 'zod';
import { hasColumn, type ExposedTable } from './exposed-tables';
import { parseError, restError } from './rest-errors';

/**
 * Turns PostgREST's query string into a checked description of the query. Every column named
 * here is checked against the table's declared columns; values stay strings and become bind
 * parameters later. Anything we do not support is a 400 PGRST100, never a 500.
 */
export type ComparisonOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike';
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Filter =
  | { column: string; negate: boolean; op: ComparisonOperator; value: string }
  | { column: string; negate: boolean; op: 'in'; values: string[] }
  | { column: string; negate: boolean; op: 'is'; value: IsValue };

export interface SelectItem {
  /** The key in the JSON object (the alias, or the column name). */
  key: string;
  column: string;
}

export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface ParsedQuery {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** `columns=` on insert: which body keys become columns. */
  columns?: string[];
}

const MAX_IN_VALUES = 500;
const MAX_FILTERS = 50;
const MAX_SELECT_ITEMS = 50;
/**
 * Each selected key costs json_build_object two arguments, and Postgres functions take at most
 * 100 (FUNC_MAX_ARGS): past 50 keys the query would fail as a 500 instead of answering 400.
 */
const MAX_SELECT_KEYS = 50;

const nonNegativeInteger = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

const comparisonOperators = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike']);
const isValueSchema = z.enum(['null', 'not_null', 'true', 'false', 'unknown']);
// Names as PostgREST accepts them, optionally double-quoted; checked against the table after.
const identifierSchema = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}$/);

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const UNSUPPORTED = new Set(['or', 'and', 'not.or', 'not.and']);

function unquote(name: string) {
  const trimmed = name.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
}

function columnOf(table: ExposedTable, rawName: string): string {
  const name = unquote(rawName);
  if (!identifierSchema.safeParse(name).success) {
    throw parseError(`"${name.slice(0, 64)}" is not a valid column name`);
  }
  if (!hasColumn(table, name)) {
    throw restError(400, '42703', `column ${table.name}.${name} does not exist`);
  }
  return name;
}

function single(params: [string, string][], key: string): string | undefined {
  const values = params.filter(([k]) => k === key).map(([, v]) => v);
  if (values.length > 1) throw parseError(`"${key}" may be given only once`);
  return values[0];
}

function parseSelect(table: ExposedTable, raw: string | undefined): SelectItem[] {
  const allColumns = Object.keys(table.columns).map((column) => ({ key: column, column }));
  if (raw === undefined || raw.trim() === '' || raw.trim() === '*') return allColumns;
  if (/[()]/.test(raw)) {
    throw parseError('Embedded resources are not supported by this server', `select=${raw.slice(0, 200)}`);
  }
  const items = raw.split(',');
  if (items.length > MAX_SELECT_ITEMS) throw parseError(`select may name at most ${MAX_SELECT_ITEMS} columns`);
  const selected = items.flatMap((item): SelectItem[] => {
    const trimmed = item.trim();
    if (trimmed === '*') return allColumns;
    if (trimmed.includes('::')) throw parseError('Casts in select are not supported by this server');
    const parts = trimmed.split(':');
    if (parts.length > 2) throw parseError(`"${trimmed.slice(0, 64)}" is not a valid select item`);
    const [first = '', second] = parts;
    const column = columnOf(table, second ?? first);
    const key = second === undefined ? column : unquote(first);
    if (!identifierSchema.safeParse(key).success) throw parseError(`"${key.slice(0, 64)}" is not a valid alias`);
    return [{ key, column }];
  });
  return withinKeyLimit(withoutRepeatedKeys(selected));
}

/** `*,*` or `id,id` name a key twice; the JSON object can hold it once, so the first one stays. */
function withoutRepeatedKeys(selected: SelectItem[]): SelectItem[] {
  const seen = new Set<string>();
  return selected.filter((item) => {
    if (seen.has(item.key)) return false;
    seen.add(item.key);
    return true;
  });
}

function withinKeyLimit(selected: SelectItem[]): SelectItem[] {
  if (selected.length > MAX_SELECT_KEYS) {
    throw parseError(`select may return at most ${MAX_SELECT_KEYS} distinct keys (this one returns ${selected.length})`);
  }
  return selected;
}

function parseOrder(table: ExposedTable, raw: string | undefined): OrderTerm[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((term) => {
    const [name = '', ...modifiers] = term.trim().split('.');
    const order: OrderTerm = { column: columnOf(table, name), direction: 'asc' };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') order.direction = modifier;
      else if (modifier === 'nullsfirst') order.nulls = 'first';
      else if (modifier === 'nullslast') order.nulls = 'last';
      else throw parseError(`"${term.slice(0, 64)}" is not a valid order term`, 'Use column.asc|desc[.nullsfirst|.nullslast]');
    }
    return order;
  });
}

/** `(a,b,"c,d")`: PostgREST's list syntax, where double quotes protect commas and parentheses. */
function parseList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError(`"in" needs a list like in.(a,b)`);
  const body = raw.slice(1, -1);
  if (body === '') return [];
  const values: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted && char === '\\' && i + 1 < body.length) {
      current += body[++i];
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      values.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (quoted) throw parseError('Unterminated quote in "in" list');
  values.push(current);
  if (values.length > MAX_IN_VALUES) throw parseError(`"in" lists may hold at most ${MAX_IN_VALUES} values`);
  return values;
}

function parseFilter(table: ExposedTable, key: string, raw: string): Filter {
  const column = columnOf(table, key);
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseError(`"${key}=${raw.slice(0, 64)}" is not a valid filter`, 'Use column=operator.value, e.g. id=eq.1');
  const op = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  if (op === 'in') return { column, negate, op, values: parseList(value) };
  if (op === 'is') {
    const parsed = isValueSchema.safeParse(value.toLowerCase());
    if (!parsed.success) throw parseError(`"is" accepts null, not_null, true, false or unknown`);
    return { column, negate, op, value: parsed.data };
  }
  if (comparisonOperators.has(op)) return { column, negate, op: op as ComparisonOperator, value };
  throw parseError(`"${op.slice(0, 32)}" is not a supported operator`, 'Supported: eq, neq, gt, gte, lt, lte, like, ilike, in, is');
}

function parseColumns(table: ExposedTable, raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const names = raw.split(',').filter((name) => name.trim() !== '');
  if (names.length === 0) throw parseError('"columns" must name at least one column');
  return [...new Set(names.map((name) => columnOf(table, name)))];
}

export function parseQuery(table: ExposedTable, params: [string, string][]): ParsedQuery {
  for (const [key] of params) {
    if (UNSUPPORTED.has(key)) throw parseError(`"${key}" filters are not supported by this server`);
  }
  const limit = single(params, 'limit');
  const offset = single(params, 'offset');
  const parsedLimit = limit === undefined ? undefined : nonNegativeInteger.safeParse(limit);
  const parsedOffset = offset === undefined ? undefined : nonNegativeInteger.safeParse(offset);
  if (parsedLimit && !parsedLimit.success) throw parseError(`"limit" must be a non-negative integer`);
  if (parsedOffset && !parsedOffset.success) throw parseError(`"offset" must be a non-negative integer`);
  if (single(params, 'on_conflict') !== undefined) throw parseError('Upserts (on_conflict) are not supported by this server');

  const filterParams = params.filter(([key]) => !RESERVED.has(key));
  if (filterParams.length > MAX_FILTERS) throw parseError(`At most ${MAX_FILTERS} filters per request`);
  return {
    select: parseSelect(table, single(params, 'select')),
    order: parseOrder(table, single(params, 'order')),
    filters: filterParams.map(([key, value]) => parseFilter(table, key, value)),
    limit: parsedLimit?.data,
    offset: parsedOffset?.data,
    columns: parseColumns(table, single(params, 'columns')),
  };
}
