import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPostgres } from './postgres';
import { databaseKindsUnderTest, openTestDatabase, withDatabaseName } from '../test-support/test-database';

/** What every REST request does first: become the API role, with claims, for one transaction. */
async function roleSeenAs(db: Database, role: 'anon' | 'authenticated') {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      role,
      JSON.stringify({ role }),
    ]);
    const { rows } = await tx.query<{ who: string; exercises: number }>(
      'select current_user as who, (select count(*)::int from public.mental_health_exercises) as exercises',
    );
    return rows[0];
  });
}

describe.each(databaseKindsUnderTest())('switching to the API roles on %s', (kind) => {
  it("works for the server's own connection after migrations", async () => {
    const db = await openTestDatabase(kind);
    try {
      expect(await roleSeenAs(db, 'anon')).toEqual({ who: 'anon', exercises: 6 });
      expect(await roleSeenAs(db, 'authenticated')).toEqual({ who: 'authenticated', exercises: 6 });
      // The switch is local to its transaction.
      expect((await db.query<{ who: string }>('select current_user as who')).rows[0]?.who).not.toMatch(
        /^(anon|authenticated)$/,
      );
    } finally {
      await db.close();
    }
  });
});

describe.each(databaseKindsUnderTest().filter((kind) => kind === 'postgres'))(
  'a managed %s whose owner is not a superuser',
  () => {
    it('can run the migrations and then serve as anon and authenticated', async () => {
      const adminUrl = process.env.DATABASE_URL ?? '';
      const suffix = randomBytes(4).toString('hex');
      const owner = `theraagent_owner_${suffix}`;
      const database = `theraagent_nonsuper_${suffix}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create role ${owner} login createrole createdb`);
      await admin.query(`create database ${database} owner ${owner}`);
      const ownerUrl = new URL(withDatabaseName(adminUrl, database));
      ownerUrl.username = owner;
      ownerUrl.password = '';
      const db = await openPostgres(ownerUrl.toString());
      try {
        await migrate(db);
        expect(await roleSeenAs(db, 'anon')).toEqual({ who: 'anon', exercises: 6 });
        expect(await roleSeenAs(db, 'authenticated')).toEqual({ who: 'authenticated', exercises: 6 });
      } finally {
        await db.close();
        await admin.query(`drop database if exists ${database} with (force)`);
        await admin.query(`drop role if exists ${owner}`);
        await admin.end();
      }
    });
  },
);
