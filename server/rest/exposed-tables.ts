/**
 * The tables /rest/v1 exposes and their columns, declared here rather than read from user input.
 * Every identifier in generated SQL comes from this file; a test checks it against
 * information_schema so a migration that adds a column fails loudly until it is declared.
 */
export type ColumnType = 'uuid' | 'text' | 'integer' | 'boolean' | 'jsonb' | 'timestamptz';

export interface ExposedTable {
  name: string;
  /** Column name -> Postgres type, in table order (the order `select=*` returns). */
  columns: Readonly<Record<string, ColumnType>>;
  /** The primary key: the default conflict target of an upsert, and the key of a Location header. */
  primaryKey: readonly string[];
}

/**
 * A foreign key between two exposed tables, as the migrations declare it (the name is Postgres's
 * default `<table>_<column>_fkey`). Resource embedding follows only these; a test compares them
 * with pg_constraint so a migration cannot add or rename one silently.
 */
export interface ForeignKey {
  constraint: string;
  table: string;
  columns: readonly string[];
  referencedTable: string;
  referencedColumns: readonly string[];
}

const tables: ExposedTable[] = [
  {
    name: 'mental_health_exercises',
    columns: {
      id: 'uuid',
      title: 'text',
      description: 'text',
      category: 'text',
      difficulty_level: 'text',
      duration_minutes: 'integer',
      points_reward: 'integer',
      content: 'jsonb',
      created_at: 'timestamptz',
    },
    primaryKey: ['id'],
  },
  {
    name: 'user_exercise_completions',
    columns: {
      id: 'uuid',
      exercise_id: 'uuid',
      user_id: 'uuid',
      rating: 'integer',
      notes: 'text',
      completed_at: 'timestamptz',
    },
    primaryKey: ['id'],
  },
  {
    name: 'user_points',
    columns: {
      id: 'uuid',
      user_id: 'uuid',
      points: 'integer',
      reason: 'text',
      exercise_completion_id: 'uuid',
      earned_at: 'timestamptz',
    },
    primaryKey: ['id'],
  },
  {
    name: 'mood_checkins',
    columns: {
      id: 'uuid',
      user_id: 'uuid',
      mood: 'integer',
      tags: 'jsonb',
      token: 'text',
      context: 'text',
      note: 'text',
      created_at: 'timestamptz',
    },
    primaryKey: ['id'],
  },
  {
    name: 'safety_plans',
    columns: {
      user_id: 'uuid',
      warning_signs: 'text',
      coping_on_my_own: 'text',
      distractions: 'text',
      people_to_ask: 'jsonb',
      professionals: 'jsonb',
      safer_surroundings: 'text',
      reasons_for_living: 'text',
      updated_at: 'timestamptz',
    },
    primaryKey: ['user_id'],
  },
];

export const FOREIGN_KEYS: readonly ForeignKey[] = [
  {
    constraint: 'user_exercise_completions_exercise_id_fkey',
    table: 'user_exercise_completions',
    columns: ['exercise_id'],
    referencedTable: 'mental_health_exercises',
    referencedColumns: ['id'],
  },
  {
    constraint: 'user_points_exercise_completion_id_fkey',
    table: 'user_points',
    columns: ['exercise_completion_id'],
    referencedTable: 'user_exercise_completions',
    referencedColumns: ['id'],
  },
];

const byName = new Map(tables.map((table) => [table.name, table]));

export const EXPOSED_TABLES: readonly ExposedTable[] = tables;

export function findExposedTable(name: string): ExposedTable | undefined {
  return byName.get(name);
}

export function hasColumn(table: ExposedTable, column: string): boolean {
  return Object.hasOwn(table.columns, column);
}

/** A double-quoted identifier. Only ever called with names taken from this file. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A single-quoted SQL string literal. Only ever called with names taken from this file. */
export function quoteLiteral(name: string): string {
  return `'${name.replaceAll("'", "''")}'`;
}
