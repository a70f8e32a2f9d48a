import {
  buildDelete,
  buildInsert,
  buildUpdate,
  type JsonValue,
  type SqlStatement,
  type Upsert,
  type WriteOutput,
} from './build-sql';
import { hasColumn, type ExposedTable } from './exposed-tables';
import type { ParsedQuery } from './parse-query';
import type { Preferences } from './prefer-header';
import { parseError, restError } from './rest-errors';

/**
 * POST, PATCH and DELETE: the checks PostgREST makes on a write before any SQL is built.
 * `output` says what the write answers with (Prefer: return=...) besides its row count.
 */
export function insertStatement(
  table: ExposedTable,
  query: ParsedQuery,
  prefer: Preferences,
  rows: Record<string, JsonValue>[],
  output: WriteOutput,
): SqlStatement {
  const columns = insertColumns(table, query, rows);
  if (columns.length === 0 && rows.length > 1) {
    throw restError(
      400,
      'PGRST102',
      'Empty or invalid json',
      'Rows without any column can only be inserted one at a time',
    );
  }
  return buildInsert(table, rows, columns, {
    missingDefault: prefer.missing === 'default',
    upsert: upsertOf(table, query, prefer),
    output,
  });
}

/**
 * `Prefer: resolution=...` makes an insert an upsert (supabase-js's .upsert()), on the columns
 * of `on_conflict` or else the primary key. `on_conflict` alone changes nothing, as in PostgREST.
 */
function upsertOf(table: ExposedTable, query: ParsedQuery, prefer: Preferences): Upsert | undefined {
  if (!prefer.resolution) return undefined;
  return { resolution: prefer.resolution, conflictColumns: query.onConflict ?? [...table.primaryKey] };
}

export function updateStatement(
  table: ExposedTable,
  query: ParsedQuery,
  changes: Record<string, JsonValue>,
  output: WriteOutput,
): SqlStatement {
  refuseUnsafe('PATCH', query);
  const keys = Object.keys(changes).filter((key) => !query.columns || query.columns.includes(key));
  if (keys.length === 0)
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'PATCH needs at least one column to change');
  for (const key of keys) if (!hasColumn(table, key)) throw unknownBodyColumn(table, key);
  return buildUpdate(table, Object.fromEntries(keys.map((key) => [key, changes[key] ?? null])), query.filters, output);
}

export function deleteStatement(table: ExposedTable, query: ParsedQuery, output: WriteOutput): SqlStatement {
  refuseUnsafe('DELETE', query);
  return buildDelete(table, query.filters, output);
}

function unknownBodyColumn(table: ExposedTable, column: string) {
  return restError(
    400,
    'PGRST204',
    `Could not find the '${column.slice(0, 120)}' column of '${table.name}' in the schema cache`,
  );
}

/** Insert columns: `columns=` when given (other keys ignored), else every key the rows use. */
function insertColumns(table: ExposedTable, query: ParsedQuery, rows: Record<string, unknown>[]): string[] {
  if (query.columns) return query.columns;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const key of keys) if (!hasColumn(table, key)) throw unknownBodyColumn(table, key);
  return keys;
}

/**
 * Like hosted Supabase (pg-safeupdate), refuse PATCH/DELETE without a filter: one forgotten
 * .eq() must not wipe a user's history. limit/offset would silently widen a write, so they
 * are refused too.
 */
function refuseUnsafe(method: 'PATCH' | 'DELETE', query: ParsedQuery) {
  if (query.filters.length === 0) {
    throw restError(
      400,
      '21000',
      `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`,
      null,
      'Add a filter such as ?id=eq.<id>',
    );
  }
  if (query.limit !== undefined || query.offset !== undefined) {
    throw parseError(`limit and offset are not supported on ${method}`);
  }
}
