import { z } from 'zod';
import type { ExposedTable } from './exposed-tables';
import { columnOf, countFilters, parseFilter, type Condition } from './parse-filter';
import { parseLogicTree } from './parse-logic-tree';
import { parseSelect, type Embed, type OrderTerm, type SelectItem, type SelectShape } from './parse-select';
import { parseError, restError } from './rest-errors';

export type { ComparisonOperator, Condition, Filter, IsValue, LogicTree } from './parse-filter';
export type { Embed, OrderTerm, SelectItem, SelectShape } from './parse-select';

/**
 * Turns PostgREST's query string into a checked description of the query. Every column named
 * here is checked against the table's declared columns and every embedded resource against a
 * declared foreign key; values stay strings and become bind parameters later. Anything we do
 * not support is a 400 (PGRST100, or PostgREST's own code for the case), never a 500.
 *
 * Keys may carry an embed path: `mental_health_exercises.title=eq.x` filters the embedded
 * resource, `mental_health_exercises.order=title.desc` and `.limit=` shape it (supabase-js's
 * `referencedTable` option).
 */
export interface ParsedQuery {
  select: SelectItem[];
  embeds: Embed[];
  filters: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** `columns=` on insert: which body keys become columns. */
  columns?: string[];
  /** `on_conflict=` on an upsert: the conflict target (the primary key when absent). */
  onConflict?: string[];
}

const MAX_FILTERS = 50;

const nonNegativeInteger = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/** Keys whose last segment makes them a modifier rather than a column filter (as PostgREST). */
const EMBEDDABLE_MODIFIERS = new Set(['order', 'limit', 'offset', 'or', 'and']);
const TOP_LEVEL_ONLY = new Set(['select', 'columns', 'on_conflict']);

/** What a key's path points at: the top-level query or one embedded resource. */
interface Modifiers {
  filters: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

interface Target {
  table: ExposedTable;
  /** Where filters, order and limits land (the Embed itself for an embedded resource). */
  modifiers: Modifiers;
  embeds: Embed[];
}

function single(params: [string, string][], key: string): string | undefined {
  const values = params.filter(([k]) => k === key).map(([, v]) => v);
  if (values.length > 1) throw parseError(`"${key}" may be given only once`);
  return values[0];
}

function parseOrder(table: ExposedTable, embeds: Embed[], raw: string): OrderTerm[] {
  if (raw.trim() === '') return [];
  return raw.split(/,(?![^(]*\))/).map((term) => {
    const related = /^\s*([A-Za-z_][A-Za-z0-9_]*)\(([^()]*)\)(.*)$/.exec(term);
    const [name, modifiers] = related
      ? [related[2] ?? '', (related[3] ?? '').split('.').slice(1)]
      : splitOrderTerm(term);
    let order: OrderTerm;
    if (related) {
      const embed = embeds.find((candidate) => candidate.key === related[1]);
      if (!embed) throw notEmbedded(related[1] ?? '');
      if (embed.relationship.cardinality !== 'many-to-one') {
        throw restError(
          400,
          'PGRST118',
          `A related order on '${embed.key}' is not possible`,
          `'${table.name}' and '${embed.key}' do not form a many-to-one or one-to-one relationship`,
        );
      }
      order = { column: columnOf(embed.relationship.target, name), direction: 'asc', embed };
    } else {
      order = { column: columnOf(table, name), direction: 'asc' };
    }
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') order.direction = modifier;
      else if (modifier === 'nullsfirst') order.nulls = 'first';
      else if (modifier === 'nullslast') order.nulls = 'last';
      else
        throw parseError(
          `"${term.slice(0, 64)}" is not a valid order term`,
          'Use column.asc|desc[.nullsfirst|.nullslast]',
        );
    }
    return order;
  });
}

function splitOrderTerm(term: string): [string, string[]] {
  const [name = '', ...modifiers] = term.trim().split('.');
  return [name, modifiers];
}

function notEmbedded(name: string) {
  return restError(
    400,
    'PGRST108',
    `'${name.slice(0, 120)}' is not an embedded resource in this request`,
    null,
    `Verify that '${name.slice(0, 120)}' is included in the 'select' query parameter.`,
  );
}

/** Follows an embed path (`a.b`) from the top-level query to the embedded resource it names. */
function targetAt(root: Target, path: string[]): Target {
  let target = root;
  for (const name of path) {
    const embed = target.embeds.find((candidate) => candidate.key === name);
    if (!embed) throw notEmbedded(name);
    target = { table: embed.relationship.target, modifiers: embed, embeds: embed.embeds };
  }
  return target;
}

function parseColumns(table: ExposedTable, raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const names = raw.split(',').filter((name) => name.trim() !== '');
  if (names.length === 0) throw parseError('"columns" must name at least one column');
  return [...new Set(names.map((name) => columnOf(table, name)))];
}

function parseCount(raw: string, key: string): number {
  const parsed = nonNegativeInteger.safeParse(raw);
  if (!parsed.success) throw parseError(`"${key}" must be a non-negative integer`);
  return parsed.data;
}

export function parseQuery(table: ExposedTable, params: [string, string][]): ParsedQuery {
  // Checked before any parsing, so a query string of thousands of filters costs nothing.
  if (params.filter(([key]) => !TOP_LEVEL_ONLY.has(key)).length > MAX_FILTERS + EMBEDDABLE_MODIFIERS.size) {
    throw parseError(`At most ${MAX_FILTERS} filters per request`);
  }
  const shape: SelectShape = parseSelect(table, single(params, 'select'));
  const top: Modifiers = { filters: [], order: [] };
  const root: Target = { table, modifiers: top, embeds: shape.embeds };
  const seen = new Set<string>();
  for (const [key, value] of params) {
    if (TOP_LEVEL_ONLY.has(key)) continue;
    const segments = key.split('.');
    const negated = segments.length >= 2 && segments.at(-2) === 'not' && ['or', 'and'].includes(segments.at(-1) ?? '');
    const last = segments.at(-1) ?? '';
    const isModifier = EMBEDDABLE_MODIFIERS.has(last);
    const path = isModifier ? segments.slice(0, negated ? -2 : -1) : segments.slice(0, -1);
    const target = targetAt(root, path);
    if (!isModifier) {
      target.modifiers.filters.push(parseFilter(target.table, last, value));
      continue;
    }
    if (last === 'or' || last === 'and') {
      target.modifiers.filters.push(parseLogicTree(target.table, last, negated, value));
      continue;
    }
    if (seen.has(key)) throw parseError(`"${key}" may be given only once`);
    seen.add(key);
    if (last === 'order') target.modifiers.order = parseOrder(target.table, target.embeds, value);
    else if (last === 'limit') target.modifiers.limit = parseCount(value, key);
    else target.modifiers.offset = parseCount(value, key);
  }
  const filterCount = countFilters(top.filters) + countEmbedFilters(shape.embeds);
  if (filterCount > MAX_FILTERS) throw parseError(`At most ${MAX_FILTERS} filters per request`);
  const onConflict = single(params, 'on_conflict');
  return {
    select: shape.columns,
    embeds: shape.embeds,
    filters: top.filters,
    order: top.order,
    limit: top.limit,
    offset: top.offset,
    columns: parseColumns(table, single(params, 'columns')),
    onConflict: onConflict === undefined ? undefined : parseColumns(table, onConflict),
  };
}

function countEmbedFilters(embeds: Embed[]): number {
  return embeds.reduce((sum, embed) => sum + countFilters(embed.filters) + countEmbedFilters(embed.embeds), 0);
}
