import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { createTestUser, type TestUser } from '../test-support/test-users';
import { EXPOSED_TABLES } from './exposed-tables';

const BREATHING = '5a1c0b5e-0001-4c1e-9a11-000000000001';

/** `count` aliases of `id` (k1:id,k2:id,...): distinct keys without naming more columns. */
const aliasesOfId = (count: number) => Array.from({ length: count }, (_, i) => `k${i + 1}:id`);

describe.each(databaseKindsUnderTest())('select lists are deduplicated and bounded (%s)', (kind) => {
  let server: TestServer;
  let ann: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    ann = await createTestUser(server);
  });
  afterAll(() => server.close());

  it('answers select=*,*,*,*,*,* on every table with each column once', async () => {
    for (const table of EXPOSED_TABLES) {
      const { data, error, status } = await ann.client.from(table.name).select('*,*,*,*,*,*').limit(1);
      expect(error, table.name).toBeNull();
      expect(status).toBe(200);
      if (data?.[0]) expect(Object.keys(data[0])).toEqual(Object.keys(table.columns));
    }
  });

  it('returns a repeated column once, in the place it was first named', async () => {
    const { data, error } = await server.client().from('mental_health_exercises').select('title,id,title,*').limit(1);
    expect(error).toBeNull();
    expect(Object.keys(data![0]!)).toEqual([
      'title',
      'id',
      'description',
      'category',
      'difficulty_level',
      'duration_minutes',
      'points_reward',
      'content',
      'created_at',
    ]);
  });

  it('bounds writes that return a representation the same way', async () => {
    const { data, error } = await ann.client
      .from('user_exercise_completions')
      .insert({ exercise_id: BREATHING, user_id: ann.id, rating: 5 })
      // Six columns nine times: 54 keys before deduplication, past json_build_object's limit.
      .select(Array(9).fill('*').join(','))
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ exercise_id: BREATHING, rating: 5 });
  });

  it('answers 50 distinct keys, and 400 PGRST100 past that, never 500', async () => {
    const fifty = await server.client().from('mental_health_exercises').select(aliasesOfId(50).join(',')).limit(1);
    expect(fifty.error).toBeNull();
    expect(Object.keys(fifty.data![0]!)).toHaveLength(50);

    // Nine columns from `*` plus 42 aliases: 43 items, 51 distinct keys.
    const tooMany = await server
      .client()
      .from('mental_health_exercises')
      .select(['*', ...aliasesOfId(42)].join(','));
    expect(tooMany.status).toBe(400);
    expect(tooMany.error).toEqual({
      code: 'PGRST100',
      details: null,
      hint: null,
      message: 'select may return at most 50 distinct keys (this one returns 51)',
    });
  });
});
