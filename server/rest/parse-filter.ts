import { z } from 'zod';
import { hasColumn, type ExposedTable } from './exposed-tables';
import { parseError, restError } from './rest-errors';

/**
 * One horizontal filter (`rating=gte.3`, `id=in.(a,b)`, `content=not.is.null`): the column is
 * checked against the table's declared columns; the value stays a string and becomes a bind
 * parameter later.
 */
export type ComparisonOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike';
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Filter =
  | { column: string; negate: boolean; op: ComparisonOperator; value: string }
  | { column: string; negate: boolean; op: 'in'; values: string[] }
  | { column: string; negate: boolean; op: 'is'; value: IsValue };

/** `or=(...)`, `and=(...)` and their negations, nested: PostgREST's logic trees. */
export interface LogicTree {
  logic: 'and' | 'or';
  negate: boolean;
  conditions: Condition[];
}

export type Condition = Filter | LogicTree;

export const isLogicTree = (condition: Condition): condition is LogicTree => 'logic' in condition;

export const MAX_IN_VALUES = 500;
const comparisonOperators = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike']);
const isValueSchema = z.enum(['null', 'not_null', 'true', 'false', 'unknown']);
// Names as PostgREST accepts them, optionally double-quoted; checked against the table after.
export const identifierSchema = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}$/);

export function unquote(name: string) {
  const trimmed = name.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
}

export function columnOf(table: ExposedTable, rawName: string): string {
  const name = unquote(rawName);
  if (!identifierSchema.safeParse(name).success) {
    throw parseError(`"${name.slice(0, 64)}" is not a valid column name`);
  }
  if (!hasColumn(table, name)) {
    throw restError(400, '42703', `column ${table.name}.${name} does not exist`);
  }
  return name;
}

/** `(a,b,"c,d")`: PostgREST's list syntax, where double quotes protect commas and parentheses. */
export function parseList(raw: string): string[] {
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

/** `[not.]op.value` applied to an already checked column. */
export function parseOperation(column: string, raw: string): Filter {
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0)
    throw parseError(
      `"${column}=${raw.slice(0, 64)}" is not a valid filter`,
      'Use column=operator.value, e.g. id=eq.1',
    );
  const op = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  if (op === 'in') return { column, negate, op, values: parseList(value) };
  if (op === 'is') {
    const parsed = isValueSchema.safeParse(value.toLowerCase());
    if (!parsed.success) throw parseError(`"is" accepts null, not_null, true, false or unknown`);
    return { column, negate, op, value: parsed.data };
  }
  if (comparisonOperators.has(op)) return { column, negate, op: op as ComparisonOperator, value };
  throw parseError(
    `"${op.slice(0, 32)}" is not a supported operator`,
    'Supported: eq, neq, gt, gte, lt, lte, like, ilike, in, is',
  );
}

export function parseFilter(table: ExposedTable, key: string, raw: string): Filter {
  return parseOperation(columnOf(table, key), raw);
}

/** How many leaf filters a condition holds (the per-request filter cap counts these). */
export function countFilters(conditions: readonly Condition[]): number {
  return conditions.reduce(
    (sum, condition) => sum + (isLogicTree(condition) ? countFilters(condition.conditions) : 1),
    0,
  );
}
