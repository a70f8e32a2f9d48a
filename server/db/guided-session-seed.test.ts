import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { EXERCISES } from '@common/exercises';
import { databaseKindsUnderTest, openTestDatabase } from '../test-support/test-database';

/**
 * The seed migration is SQL written once (migrations are forward-only), so it cannot import the
 * guided sessions' definition: this checks the migrated rows against it instead. A new or
 * changed session needs a new migration that makes this pass (docs/guided-sessions.md).
 */
describe.each(databaseKindsUnderTest())('the seeded exercises on %s', (kind) => {
  let db: Database | undefined;
  // Opened in a hook, like every test database: a clone can take a while on a busy machine.
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db?.close());

  it('are exactly the guided sessions defined in common/guided-sessions.ts, in their order', async () => {
    const { rows } = await db!.query(
      `select id, title, description, category, difficulty_level, duration_minutes, points_reward,
              content->>'route' as route
         from public.mental_health_exercises order by created_at, id`,
    );
    expect(rows).toHaveLength(EXERCISES.length);
    expect(rows).toEqual(
      EXERCISES.map((exercise) => ({
        id: exercise.id,
        title: exercise.title,
        description: exercise.description,
        category: exercise.category,
        difficulty_level: exercise.difficulty,
        duration_minutes: exercise.durationMinutes,
        points_reward: exercise.pointsReward,
        route: exercise.route,
      })),
    );
  });
});
