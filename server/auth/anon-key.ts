import type { Database } from '../db/database';
import type { SigningKeys } from './signing-keys';

const TEN_YEARS_SECONDS = 10 * 365 * 24 * 3600;
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The anon key: a long-lived JWT with role anon, like a Supabase project's. It is kept in
 * auth.server_secrets so it stays the same across restarts and server processes (clients
 * configured with it keep working); it is signed anew only when it no longer verifies (its key
 * was retired) or has less than a year left.
 */
export async function loadAnonKey(db: Database, keys: SigningKeys): Promise<string> {
  const stored = await readAnonKey(db);
  if (stored && (await stillGood(keys, stored))) return stored;
  const fresh = await keys.sign({ role: 'anon' }, TEN_YEARS_SECONDS);
  // Several processes starting together: the first write wins and everyone reads it back.
  await db.query(
    `insert into auth.server_secrets (name, value) values ('anon_key', $1)
     on conflict (name) do update set value = excluded.value
       where auth.server_secrets.value = $2`,
    [fresh, stored ?? ''],
  );
  return (await readAnonKey(db)) ?? fresh;
}

async function readAnonKey(db: Database): Promise<string | undefined> {
  const { rows } = await db.query<{ value: string }>(`select value from auth.server_secrets where name = 'anon_key'`);
  return rows[0]?.value;
}

async function stillGood(keys: SigningKeys, token: string): Promise<boolean> {
  try {
    const claims = await keys.verify(token);
    return (
      claims.role === 'anon' && typeof claims.exp === 'number' && claims.exp - Date.now() / 1000 > ONE_YEAR_SECONDS
    );
  } catch {
    return false;
  }
}
