import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { databaseKindsUnderTest, openTestDatabase } from '../test-support/test-database';
import { loadAnonKey } from './anon-key';
import { loadSigningKeys } from './signing-keys';

describe.each(databaseKindsUnderTest())('the anon key on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  it('stays the same across restarts, so configured clients keep working', async () => {
    const keys = await loadSigningKeys(db, 'http://localhost:3000/auth/v1');
    const first = await loadAnonKey(db, keys);
    // A restart: the keys are loaded again from the database, and so is the anon key.
    const again = await loadAnonKey(db, await loadSigningKeys(db, 'http://localhost:3000/auth/v1'));
    expect(again).toBe(first);
    const claims = await keys.verify(first);
    expect(claims.role).toBe('anon');
    expect(claims.exp! - Date.now() / 1000).toBeGreaterThan(9 * 365 * 24 * 3600);
  });

  it('is signed anew when the stored one no longer verifies', async () => {
    const keys = await loadSigningKeys(db, 'http://localhost:3000/auth/v1');
    await db.query(`update auth.server_secrets set value = 'not-a-jwt' where name = 'anon_key'`);
    const replaced = await loadAnonKey(db, keys);
    expect(replaced).not.toBe('not-a-jwt');
    expect((await keys.verify(replaced)).role).toBe('anon');
    expect(await loadAnonKey(db, keys)).toBe(replaced);
  });
});
