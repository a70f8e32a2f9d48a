import { describe, expect, it } from 'vitest';
import { findExposedTable, FOREIGN_KEYS, type ExposedTable, type ForeignKey } from './exposed-tables';
import { findRelationship } from './relationships';
import { RestError } from './rest-errors';

/**
 * Relationship resolution on its own. Our schema has one key between any two exposed tables,
 * so PGRST201 (ambiguous) is shown here on a declared schema with two keys between a pair.
 */
const completions = findExposedTable('user_exercise_completions') as ExposedTable;
const exercises = findExposedTable('mental_health_exercises') as ExposedTable;

describe('findRelationship', () => {
  it('finds many-to-one and one-to-many along the declared keys', () => {
    expect(findRelationship(completions, 'mental_health_exercises', undefined)).toMatchObject({
      cardinality: 'many-to-one',
      parentColumns: ['exercise_id'],
      targetColumns: ['id'],
    });
    expect(findRelationship(exercises, 'user_exercise_completions', undefined)).toMatchObject({
      cardinality: 'one-to-many',
      parentColumns: ['id'],
      targetColumns: ['exercise_id'],
    });
  });

  it('answers 300 PGRST201 with the candidates when two keys join the same tables, and a hint picks one', () => {
    const twoKeys: ForeignKey[] = [
      ...FOREIGN_KEYS,
      {
        constraint: 'user_exercise_completions_suggested_id_fkey',
        table: 'user_exercise_completions',
        columns: ['notes'],
        referencedTable: 'mental_health_exercises',
        referencedColumns: ['title'],
      },
    ];
    let thrown: unknown;
    try {
      findRelationship(completions, 'mental_health_exercises', undefined, twoKeys);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RestError);
    const error = thrown as RestError;
    expect(error.status).toBe(300);
    expect(error.body).toEqual({
      code: 'PGRST201',
      message:
        "Could not embed because more than one relationship was found for 'user_exercise_completions' and 'mental_health_exercises'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'user_exercise_completions with mental_health_exercises',
          relationship:
            'user_exercise_completions_exercise_id_fkey using user_exercise_completions(exercise_id) and mental_health_exercises(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'user_exercise_completions with mental_health_exercises',
          relationship:
            'user_exercise_completions_suggested_id_fkey using user_exercise_completions(notes) and mental_health_exercises(title)',
        },
      ],
      hint:
        "Try changing 'mental_health_exercises' to one of the following: 'mental_health_exercises!user_exercise_completions_exercise_id_fkey', " +
        "'mental_health_exercises!user_exercise_completions_suggested_id_fkey'. Find the desired relationship in the 'details' key.",
    });
    expect(findRelationship(completions, 'mental_health_exercises', 'notes', twoKeys).constraint).toBe(
      'user_exercise_completions_suggested_id_fkey',
    );
  });

  it('answers 400 PGRST200 for a table with no key, an unexposed table, or a hint that matches nothing', () => {
    const cases: [ExposedTable, string, string | undefined][] = [
      [exercises, 'user_points', undefined],
      [completions, 'users', undefined],
      [completions, 'mental_health_exercises', 'rating'],
    ];
    for (const [parent, target, hint] of cases) {
      expect(() => findRelationship(parent, target, hint)).toThrow(/Could not find a relationship/);
    }
  });
});
