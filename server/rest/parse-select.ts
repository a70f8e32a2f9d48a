import type { ExposedTable } from './exposed-tables';
import { columnOf, identifierSchema, unquote, type Condition } from './parse-filter';
import { findRelationship, type Relationship } from './relationships';
import { parseError } from './rest-errors';

/**
 * The select list, with resource embedding: `*,exercise:mental_health_exercises!inner(title)`.
 * Each embedded resource is resolved to a declared foreign key here, so everything after
 * parsing works only with checked tables, columns and relationships. Filters, order and
 * limits aimed at an embedded resource (`mental_health_exercises.title=eq.x`) are attached
 * to it by parse-query.ts.
 */
export interface SelectItem {
  /** The key in the JSON object (the alias, or the column name). */
  key: string;
  column: string;
}

export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc';
  nulls?: 'first' | 'last';
  /** Set when ordering the parent by a column of a to-one embedded resource: `order=exercise(title)`. */
  embed?: Embed;
}

export interface SelectShape {
  columns: SelectItem[];
  embeds: Embed[];
}

export interface Embed extends SelectShape {
  /** The key in the parent object (alias, else the table name); filters address the embed by it. */
  key: string;
  /** False for `target()`: the embed only filters (with !inner) and adds no key. */
  emitted: boolean;
  relationship: Relationship;
  inner: boolean;
  filters: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

const MAX_SELECT_ITEMS = 50;
/**
 * Each selected key costs json_build_object two arguments, and Postgres functions take at most
 * 100 (FUNC_MAX_ARGS): past 50 keys the query would fail as a 500 instead of answering 400.
 */
const MAX_SELECT_KEYS = 50;
/** Embedded resources per request and how deep they nest: each is a lateral subquery. */
export const MAX_EMBEDS = 8;
export const MAX_EMBED_DEPTH = 3;

export function parseSelect(table: ExposedTable, raw: string | undefined): SelectShape {
  const budget = { embeds: 0 };
  return parseShape(table, raw === undefined || raw.trim() === '' ? '*' : raw, 0, budget);
}

function parseShape(table: ExposedTable, raw: string, depth: number, budget: { embeds: number }): SelectShape {
  const allColumns = () => Object.keys(table.columns).map((column) => ({ key: column, column }));
  const items = splitTopLevel(raw);
  if (items.length > MAX_SELECT_ITEMS) throw parseError(`select may name at most ${MAX_SELECT_ITEMS} columns`);
  const columns: SelectItem[] = [];
  const embeds: Embed[] = [];
  for (const item of items) {
    const trimmed = item.trim();
    if (trimmed === '*') columns.push(...allColumns());
    else if (trimmed.includes('(')) embeds.push(parseEmbed(table, trimmed, depth, budget));
    else columns.push(parseColumn(table, trimmed));
  }
  const shape = { columns: withoutRepeatedKeys(columns), embeds };
  const keys = new Set(shape.columns.map((item) => item.key));
  for (const embed of embeds.filter((e) => e.emitted)) {
    if (keys.has(embed.key))
      throw parseError(
        `"${embed.key}" is selected twice`,
        'Give the embedded resource an alias, e.g. exercise:mental_health_exercises(title)',
      );
    keys.add(embed.key);
  }
  if (keys.size > MAX_SELECT_KEYS) {
    throw parseError(`select may return at most ${MAX_SELECT_KEYS} distinct keys (this one returns ${keys.size})`);
  }
  return shape;
}

function parseColumn(table: ExposedTable, item: string): SelectItem {
  if (item.includes('::')) throw parseError('Casts in select are not supported by this server');
  if (item.includes(')')) throw parseError(`"${item.slice(0, 64)}" is not a valid select item`);
  const parts = item.split(':');
  if (parts.length > 2) throw parseError(`"${item.slice(0, 64)}" is not a valid select item`);
  const [first = '', second] = parts;
  const column = columnOf(table, second ?? first);
  const key = second === undefined ? column : unquote(first);
  if (!identifierSchema.safeParse(key).success) throw parseError(`"${key.slice(0, 64)}" is not a valid alias`);
  return { key, column };
}

/** `[alias:]target[!hint][!inner|!left](items)` */
function parseEmbed(parent: ExposedTable, item: string, depth: number, budget: { embeds: number }): Embed {
  if (depth + 1 > MAX_EMBED_DEPTH) throw parseError(`Embedded resources may nest at most ${MAX_EMBED_DEPTH} levels`);
  if (++budget.embeds > MAX_EMBEDS) throw parseError(`A request may embed at most ${MAX_EMBEDS} resources`);
  const open = item.indexOf('(');
  if (!item.endsWith(')'))
    throw parseError(
      `"${item.slice(0, 64)}" is not a valid embedded resource`,
      'Use target(columns), e.g. mental_health_exercises(title)',
    );
  const head = item.slice(0, open).trim();
  if (head.startsWith('...')) throw parseError('Spread embeds (...target) are not supported by this server');
  const [aliasPart, namePart] = head.includes(':') ? head.split(':', 2) : [undefined, head];
  const [rawName = '', ...modifiers] = (namePart ?? '').split('!');
  const name = unquote(rawName);
  const alias = aliasPart === undefined ? undefined : unquote(aliasPart);
  for (const identifier of [name, alias, ...modifiers]) {
    if (identifier !== undefined && !identifierSchema.safeParse(identifier).success) {
      throw parseError(`"${head.slice(0, 64)}" is not a valid embedded resource`);
    }
  }
  if (name === 'count') throw parseError('Aggregates (count()) are not supported by this server');
  if (modifiers.length > 2) throw parseError(`"${head.slice(0, 64)}" has too many ! modifiers`);
  let inner = false;
  let hint: string | undefined;
  for (const modifier of modifiers) {
    if (modifier === 'inner') inner = true;
    else if (modifier === 'left') inner = false;
    else hint = modifier;
  }
  const relationship = findRelationship(parent, name, hint);
  const body = item.slice(open + 1, -1);
  const shape =
    body.trim() === '' ? { columns: [], embeds: [] } : parseShape(relationship.target, body, depth + 1, budget);
  return { ...shape, key: alias ?? name, emitted: body.trim() !== '', relationship, inner, filters: [], order: [] };
}

/** Splits on commas outside parentheses and double quotes. */
export function splitTopLevel(raw: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const char of raw) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth++;
    else if (!quoted && char === ')') depth--;
    if (depth < 0) throw parseError(`"${raw.slice(0, 64)}" has an unmatched ")"`);
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (depth !== 0 || quoted) throw parseError(`"${raw.slice(0, 64)}" has an unmatched "(" or quote`);
  parts.push(current);
  return parts;
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
