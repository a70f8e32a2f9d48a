import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { EXERCISES } from '@common/exercises';
import { finishExercise } from '../../server/test-support/exercise-runs';
import { databaseKindsUnderTest } from '../../server/test-support/test-database';
import { startTestServer, type TestServer } from '../../server/test-support/test-server';
import { signedUpClient, uniqueEmail } from '../../server/test-support/test-users';

/**
 * User isolation through /rest/v1: whatever query another user (B) or a signed-out visitor
 * builds, they never see, create, change or delete user A's completions or points. Each read
 * case runs against both private tables; B has rows of its own so an empty answer is not a
 * query that simply matches nothing for everybody.
 */
interface SignedInUser {
  id: string;
  client: SupabaseClient;
}

interface Owned {
  user: SignedInUser;
  completionIds: string[];
  pointIds: string[];
}

/** What any supabase-js query resolves to, reduced to what the assertions need. */
interface Outcome {
  data: unknown;
  error: { code?: string; message: string } | null;
  count?: number | null;
  status: number;
}

type PrivateTable = 'user_exercise_completions' | 'user_points';

/** Per-table columns the read cases filter on. */
const TABLES: Record<PrivateTable, { time: string; text: string; textPattern: string; number: string }> = {
  user_exercise_completions: { time: 'completed_at', text: 'notes', textPattern: '%private%', number: 'rating' },
  user_points: { time: 'earned_at', text: 'reason', textPattern: 'exercise%', number: 'points' },
};

interface ReadCase {
  name: string;
  read(client: SupabaseClient, table: PrivateTable, a: Owned): PromiseLike<Outcome>;
  /** True when the result is B's own rows (so B must get exactly those); false: none at all. */
  seesOwnRows: boolean;
}

const idsOf = (owner: Owned, table: PrivateTable) => (table === 'user_points' ? owner.pointIds : owner.completionIds);

const READS: ReadCase[] = [
  { name: 'no filter', seesOwnRows: true, read: (c, t) => c.from(t).select('*') },
  { name: 'eq user_id A', seesOwnRows: false, read: (c, t, a) => c.from(t).select('*').eq('user_id', a.user.id) },
  {
    name: 'neq user_id of a stranger',
    seesOwnRows: true,
    read: (c, t) => c.from(t).select('*').neq('user_id', randomUUID()),
  },
  {
    name: 'in (A, stranger)',
    seesOwnRows: false,
    read: (c, t, a) => c.from(t).select('*').in('user_id', [a.user.id, randomUUID()]),
  },
  { name: 'eq id of A’s row', seesOwnRows: false, read: (c, t, a) => c.from(t).select('*').eq('id', idsOf(a, t)[0]!) },
  { name: 'in ids of A’s rows', seesOwnRows: false, read: (c, t, a) => c.from(t).select('*').in('id', idsOf(a, t)) },
  { name: 'is user_id null', seesOwnRows: false, read: (c, t) => c.from(t).select('*').is('user_id', null) },
  { name: 'not user_id is null', seesOwnRows: true, read: (c, t) => c.from(t).select('*').not('user_id', 'is', null) },
  {
    name: 'not eq user_id A',
    seesOwnRows: true,
    read: (c, t, a) => c.from(t).select('*').not('user_id', 'eq', a.user.id),
  },
  {
    name: 'several filters on A',
    seesOwnRows: false,
    read: (c, t, a) =>
      c.from(t).select('*').eq('user_id', a.user.id).gte(TABLES[t].number, 0).gt(TABLES[t].time, '1970-01-01'),
  },
  {
    name: 'like on text',
    seesOwnRows: false,
    read: (c, t, a) => c.from(t).select('*').eq('user_id', a.user.id).like(TABLES[t].text, TABLES[t].textPattern),
  },
  {
    name: 'ilike on text, no owner filter',
    seesOwnRows: true,
    read: (c, t) => c.from(t).select('*').ilike(TABLES[t].text, '%'),
  },
  {
    name: 'or (refused or empty)',
    seesOwnRows: false,
    read: (c, t, a) =>
      c
        .from(t)
        .select('*')
        .or(`user_id.eq.${a.user.id},id.in.(${idsOf(a, t).join(',')})`),
  },
  {
    name: 'order, limit',
    seesOwnRows: true,
    read: (c, t) => c.from(t).select('*').order(TABLES[t].time, { ascending: false }).limit(1000),
  },
  {
    name: 'order by user_id, range past B’s rows',
    seesOwnRows: false,
    read: (c, t) => c.from(t).select('*').order('user_id').range(2, 50),
  },
  { name: 'column list', seesOwnRows: true, read: (c, t) => c.from(t).select('id, user_id') },
  {
    name: 'column list, eq user_id A',
    seesOwnRows: false,
    read: (c, t, a) => c.from(t).select('id').eq('user_id', a.user.id),
  },
  { name: 'count=exact', seesOwnRows: true, read: (c, t) => c.from(t).select('*', { count: 'exact' }) },
  {
    name: 'count=exact on A',
    seesOwnRows: false,
    read: (c, t, a) => c.from(t).select('*', { count: 'exact' }).eq('user_id', a.user.id),
  },
  { name: 'HEAD with count', seesOwnRows: true, read: (c, t) => c.from(t).select('*', { count: 'exact', head: true }) },
  {
    name: 'HEAD with count on A',
    seesOwnRows: false,
    read: (c, t, a) => c.from(t).select('*', { count: 'exact', head: true }).eq('user_id', a.user.id),
  },
  {
    name: 'single() on A’s row',
    seesOwnRows: false,
    read: (c, t, a) => c.from(t).select('*').eq('id', idsOf(a, t)[0]!).single(),
  },
  {
    name: 'maybeSingle() on A’s row',
    seesOwnRows: false,
    read: (c, t, a) => c.from(t).select('*').eq('id', idsOf(a, t)[0]!).maybeSingle(),
  },
];

/** Rows a response carried, whatever shape (array, single object, null on error or HEAD). */
function rowsIn(outcome: Outcome): { id?: string; user_id?: string }[] {
  if (Array.isArray(outcome.data)) return outcome.data as { id?: string }[];
  return outcome.data ? [outcome.data as { id?: string }] : [];
}

async function signUpUser(server: TestServer, name: string): Promise<SignedInUser> {
  const { client, user } = await signedUpClient(server, uniqueEmail(name));
  return { id: user.id, client };
}

async function withCompletions(server: TestServer, user: SignedInUser, count: number, notes: string): Promise<Owned> {
  const owned: Owned = { user, completionIds: [], pointIds: [] };
  for (let i = 0; i < count; i++) {
    const { completionId } = await finishExercise(server, user, EXERCISES[i % EXERCISES.length]!, {
      rating: 1 + (i % 5),
      notes: `${notes} ${i}`,
    });
    owned.completionIds.push(completionId);
  }
  const { data, error } = await user.client.from('user_points').select('id, exercise_completion_id');
  if (error) throw error;
  for (const completionId of owned.completionIds) {
    owned.pointIds.push(
      (data as { id: string; exercise_completion_id: string }[]).find(
        (row) => row.exercise_completion_id === completionId,
      )!.id,
    );
  }
  return owned;
}

describe.each(databaseKindsUnderTest())('row-level isolation on %s', (kind) => {
  let server: TestServer;
  let a: Owned;
  let b: Owned;
  let aRowsBefore: Record<PrivateTable, unknown[]>;

  const readAsA = async (table: PrivateTable) => {
    const { data, error } = await a.user.client.from(table).select('*').order('id');
    expect(error).toBeNull();
    return data ?? [];
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    a = await withCompletions(server, await signUpUser(server, 'alice'), 3, 'A private note');
    b = await withCompletions(server, await signUpUser(server, 'bob'), 2, 'B private note');
    aRowsBefore = {
      user_exercise_completions: await readAsA('user_exercise_completions'),
      user_points: await readAsA('user_points'),
    };
    expect(aRowsBefore.user_exercise_completions).toHaveLength(3);
    expect(aRowsBefore.user_points).toHaveLength(3);
  });
  afterAll(async () => {
    await server?.close();
  });

  describe.each(['user_exercise_completions', 'user_points'] as const)('B reading %s', (table) => {
    it.each(READS)('$name: none of A’s rows', async ({ read, seesOwnRows }) => {
      const outcome = await read(b.user.client, table, a);
      expect(outcome.status).toBeLessThan(500);
      const rows = rowsIn(outcome);
      const aIds = new Set(idsOf(a, table));
      expect(rows.filter((row) => aIds.has(row.id ?? '') || row.user_id === a.user.id)).toEqual([]);
      const bIds = idsOf(b, table);
      if (seesOwnRows && outcome.status !== 206) {
        if (outcome.data !== null) expect(rows.map((row) => row.id).sort()).toEqual([...bIds].sort());
        if (outcome.count !== null && outcome.count !== undefined) expect(outcome.count).toBe(bIds.length);
      } else if (!seesOwnRows) {
        expect(rows).toEqual([]);
        if (outcome.count !== null && outcome.count !== undefined) expect(outcome.count).toBe(0);
      }
    });
  });

  it('a raw HEAD for A’s rows reports an empty range and a zero count', async () => {
    const { data } = await b.user.client.auth.getSession();
    const response = await fetch(`${server.url}/rest/v1/user_exercise_completions?select=*&user_id=eq.${a.user.id}`, {
      method: 'HEAD',
      headers: {
        apikey: server.ctx.anonKey,
        authorization: `Bearer ${data.session!.access_token}`,
        prefer: 'count=exact',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('*/0');
  });

  describe('B writing A’s data', () => {
    // Inserts must be refused. PATCH/DELETE may be refused (today: no UPDATE/DELETE grant at all)
    // or, should the grants ever be added, succeed while touching none of A's rows.
    const refusals: { name: string; write(a: Owned, b: Owned): PromiseLike<Outcome>; orTouchesNothing?: true }[] = [
      {
        name: 'insert a completion owned by A',
        write: (a, b) =>
          b.user.client
            .from('user_exercise_completions')
            .insert({ exercise_id: EXERCISES[0]!.id, user_id: a.user.id })
            .select(),
      },
      {
        name: 'insert points owned by A for A’s completion',
        write: (a, b) =>
          b.user.client.from('user_points').insert({
            user_id: a.user.id,
            points: EXERCISES[0]!.pointsReward,
            reason: 'exercise_completion',
            exercise_completion_id: a.completionIds[0],
          }),
      },
      {
        name: 'claim points for A’s completion as B',
        write: (a, b) =>
          b.user.client.from('user_points').insert({
            user_id: b.user.id,
            points: EXERCISES[0]!.pointsReward,
            reason: 'exercise_completion',
            exercise_completion_id: a.completionIds[0],
          }),
      },
      {
        name: 'update A’s completion by id',
        write: (a, b) =>
          b.user.client
            .from('user_exercise_completions')
            .update({ notes: 'hijacked' })
            .eq('id', a.completionIds[0]!)
            .select(),
        orTouchesNothing: true,
      },
      {
        name: 'update A’s completions by user_id',
        write: (a, b) =>
          b.user.client.from('user_exercise_completions').update({ user_id: b.user.id }).eq('user_id', a.user.id),
        orTouchesNothing: true,
      },
      {
        name: 'update A’s points',
        write: (a, b) => b.user.client.from('user_points').update({ points: 999 }).in('id', a.pointIds),
        orTouchesNothing: true,
      },
      {
        name: 'delete A’s completion by id',
        write: (a, b) =>
          b.user.client.from('user_exercise_completions').delete().eq('id', a.completionIds[0]!).select(),
        orTouchesNothing: true,
      },
      {
        name: 'delete A’s points by user_id',
        write: (a, b) => b.user.client.from('user_points').delete().eq('user_id', a.user.id),
        orTouchesNothing: true,
      },
      {
        name: 'delete everything not B’s',
        write: (a, b) => b.user.client.from('user_exercise_completions').delete().neq('user_id', b.user.id),
        orTouchesNothing: true,
      },
      { name: 'delete without a filter', write: (a, b) => b.user.client.from('user_points').delete() },
    ];

    it.each(refusals)('$name: refused, or touches none of A’s rows', async ({ write, orTouchesNothing }) => {
      const outcome = await write(a, b);
      expect(outcome.status).toBeLessThan(500);
      expect(rowsIn(outcome)).toEqual([]);
      if (orTouchesNothing && outcome.status < 400) return; // A's rows are compared below
      expect(outcome.status).toBeGreaterThanOrEqual(400);
      expect(outcome.error).not.toBeNull();
    });

    it('leaves A’s completions and points exactly as they were', async () => {
      expect(await readAsA('user_exercise_completions')).toEqual(aRowsBefore.user_exercise_completions);
      expect(await readAsA('user_points')).toEqual(aRowsBefore.user_points);
    });
  });

  describe('a signed-out visitor (anon key only)', () => {
    it.each(['user_exercise_completions', 'user_points'] as const)('reads no %s at all', async (table) => {
      const anon = server.client();
      for (const outcome of [
        await anon.from(table).select('*'),
        await anon.from(table).select('*', { count: 'exact' }).eq('user_id', a.user.id),
        await anon.from(table).select('id').in('id', idsOf(a, table)),
        await anon.from(table).select('*', { count: 'exact', head: true }),
      ]) {
        expect(outcome.status).toBeLessThan(500);
        expect(rowsIn(outcome)).toEqual([]);
        expect(outcome.count ?? 0).toBe(0);
      }
    });

    it('cannot insert a completion for A', async () => {
      const outcome = await server
        .client()
        .from('user_exercise_completions')
        .insert({ exercise_id: EXERCISES[0]!.id, user_id: a.user.id });
      expect(outcome.status).toBeGreaterThanOrEqual(400);
      expect(outcome.status).toBeLessThan(500);
      expect(await readAsA('user_exercise_completions')).toEqual(aRowsBefore.user_exercise_completions);
    });
  });
});
