import type { Queryable } from '../../db/database';

/**
 * Every public table that holds a user's rows (it has a `user_id` column), read from the
 * catalogue rather than listed by hand: a table a later migration adds (check-ins, safety plans...)
 * is exported and erased with no change here. Names come from the catalogue, never from input.
 */
export async function tablesWithUserRows(db: Queryable): Promise<string[]> {
  const found = await db.query<{ table_name: string }>(
    `select c.table_name
       from information_schema.columns c
       join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'
      order by c.table_name`,
  );
  return found.rows.map((row) => row.table_name);
}

/** A catalogue name as a quoted SQL identifier. */
export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
