import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKindsUnderTest } from '../../server/test-support/test-database';
import { startTestServer, type TestServer } from '../../server/test-support/test-server';
import { createTestUser, type TestUser } from '../../server/test-support/test-users';
import { backdateCheckin, checkIn, type CheckinInput } from '../../server/test-support/mood-checkins';

interface SentimentRow {
  token: string;
  score: number;
  label: string;
  sample_size: number;
  window_hours: number;
  previous_score: number | null;
}

async function sentiment(user: TestUser): Promise<SentimentRow[]> {
  const { data, error } = await user.client.rpc('community_sentiment');
  if (error) throw new Error(`community_sentiment failed: ${error.message}`);
  return data as SentimentRow[];
}

const rowFor = (rows: SentimentRow[], token: string) => rows.find((row) => row.token === token);

async function usersCheckingIn(
  server: TestServer,
  count: number,
  input: CheckinInput,
): Promise<{ user: TestUser; checkinId: string }[]> {
  // One after another: PGlite serves one statement at a time, and this is setup, not a race.
  const made: { user: TestUser; checkinId: string }[] = [];
  for (let i = 0; i < count; i++) {
    const user = await createTestUser(server);
    made.push({ user, checkinId: await checkIn(user, input) });
  }
  return made;
}

/** community_sentiment() through supabase-js: the method, the window and the 5-user threshold (docs/sentiment.md). */
describe.each(databaseKindsUnderTest())('community sentiment on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('six users fearful about BTC give a BTC score under 40, labelled as fear', async () => {
    const checkins = await usersCheckingIn(server, 6, { mood: 2, tags: ['fear'], token: 'BTC' });
    const btc = rowFor(await sentiment(checkins[0]!.user), 'BTC');
    expect(btc).toEqual({
      token: 'BTC',
      score: expect.any(Number),
      label: expect.any(String),
      sample_size: 6,
      window_hours: 24,
      previous_score: null,
    });
    expect(btc!.score).toBeLessThan(40);
    expect(['Fear', 'Extreme Fear']).toContain(btc!.label);
    // The same answer by GET, where the call is read-only and cannot store it for the next caller.
    const byGet = await checkins[1]!.user.client.rpc('community_sentiment', undefined, { get: true });
    expect(byGet.error).toBeNull();
    expect(rowFor(byGet.data as SentimentRow[], 'BTC')).toEqual(btc);
  });

  it('gives no row for a token only two users checked in about', async () => {
    const checkins = await usersCheckingIn(server, 2, { mood: 5, tags: ['euphoria'], token: 'SOL' });
    expect(rowFor(await sentiment(checkins[0]!.user), 'SOL')).toBeUndefined();
  });

  it('gives no trend from an earlier group under five', async () => {
    // Two people yesterday, five today (the two of the test above and three more): today's row
    // shows, yesterday's two stay hidden rather than appear as previous_score.
    const yesterday = await usersCheckingIn(server, 2, { mood: 1, tags: ['fear'], token: 'SOL' });
    for (const { checkinId } of yesterday) await backdateCheckin(server, checkinId, 30);
    const today = await usersCheckingIn(server, 3, { mood: 5, tags: ['euphoria'], token: 'SOL' });
    expect(rowFor(await sentiment(today[0]!.user), 'SOL')).toMatchObject({
      sample_size: 5,
      score: 100,
      previous_score: null,
    });
  });

  it('counts a user once, with their latest check-in', async () => {
    const checkins = await usersCheckingIn(server, 4, { mood: 1, tags: ['fear'], token: 'ADA' });
    const repeater = checkins[0]!.user;
    for (let i = 0; i < 3; i++) await checkIn(repeater, { mood: 1, tags: ['fear'], token: 'ADA' });
    // Four people, however many check-ins: still under the threshold.
    expect(rowFor(await sentiment(repeater), 'ADA')).toBeUndefined();

    const fifth = await createTestUser(server);
    await checkIn(fifth, { mood: 1, tags: ['fear'], token: 'ADA' });
    expect(rowFor(await sentiment(fifth), 'ADA')).toMatchObject({ sample_size: 5, score: 0, label: 'Extreme Fear' });
    // The repeater's latest check-in replaces their earlier ones: 4 at 0 and one at 100 average 20.
    await checkIn(repeater, { mood: 5, tags: ['greed'], token: 'ADA' });
    expect(rowFor(await sentiment(fifth), 'ADA')).toMatchObject({ sample_size: 5, score: 20 });
  });

  it('leaves out check-ins older than the 24-hour window, and gives the earlier day as previous_score', async () => {
    const yesterday = await usersCheckingIn(server, 5, { mood: 1, tags: ['fear'], token: 'ETH' });
    for (const { checkinId } of yesterday) await backdateCheckin(server, checkinId, 30);
    const viewer = yesterday[0]!.user;
    expect(rowFor(await sentiment(viewer), 'ETH')).toBeUndefined();

    await usersCheckingIn(server, 4, { mood: 5, token: 'ETH' });
    expect(rowFor(await sentiment(viewer), 'ETH')).toBeUndefined();
    const today = await usersCheckingIn(server, 1, { mood: 5, token: 'ETH' });
    expect(rowFor(await sentiment(viewer), 'ETH')).toMatchObject({
      score: 100,
      label: 'Extreme Greed',
      sample_size: 5,
      previous_score: 0,
    });

    // Two days back is outside both windows: the trend disappears with it.
    for (const { checkinId } of yesterday) await backdateCheckin(server, checkinId, 20);
    expect(rowFor(await sentiment(today[0]!.user), 'ETH')).toMatchObject({ sample_size: 5, previous_score: null });
  });

  it("answers anonymous callers 401 and lets nobody read another user's check-ins", async () => {
    const [ann, bob] = [await createTestUser(server), await createTestUser(server)];
    await checkIn(ann, { mood: 2, tags: ['fear'], token: 'BTC' });
    const anonymous = await server.client().rpc('community_sentiment');
    expect(anonymous.status).toBe(401);
    expect(anonymous.error?.code).toBe('42501');
    expect((await bob.client.from('mood_checkins').select('*')).data).toEqual([]);
    expect((await bob.client.from('mood_checkins').select('*').eq('user_id', ann.id)).data).toEqual([]);
    // The ALL row counts everyone who checked in, and says nothing about who.
    const all = rowFor(await sentiment(bob), 'ALL');
    expect(all?.sample_size).toBeGreaterThanOrEqual(6);
    expect(Object.keys(all!).sort()).toEqual([
      'label',
      'previous_score',
      'sample_size',
      'score',
      'token',
      'window_hours',
    ]);
  });
});

/**
 * The attack: a victim checks in about SOL; an attacker with three accounts checks in about SOL
 * too, with different moods, and compares what community_sentiment() says. With the group under
 * 5 the answers must not depend on the victim's mood at all: two worlds, the victim Very low with
 * fear in one and Great with euphoria in the other, must look the same to the attacker.
 */
describe.each(databaseKindsUnderTest())('community sentiment against a comparing attacker on %s', (kind) => {
  async function whatTheAttackerSees(victimCheckin: CheckinInput): Promise<SentimentRow[][]> {
    const server = await startTestServer(kind);
    try {
      const victim = await createTestUser(server);
      await checkIn(victim, victimCheckin);
      const attackers = [await createTestUser(server), await createTestUser(server), await createTestUser(server)];
      const seen: SentimentRow[][] = [await sentiment(attackers[0]!)];
      for (const mood of [1, 3, 5]) {
        for (const attacker of attackers) await checkIn(attacker, { mood, token: 'SOL' });
        seen.push(await sentiment(attackers[0]!));
        await checkIn(attackers[0]!, { mood }); // and without a token, for the ALL row
        seen.push(await sentiment(attackers[1]!));
      }
      return seen;
    } finally {
      await server.close();
    }
  }

  it('cannot tell a fearful victim from a euphoric one in a group of four', async () => {
    const fearful = await whatTheAttackerSees({ mood: 1, tags: ['fear'], token: 'SOL' });
    const euphoric = await whatTheAttackerSees({ mood: 5, tags: ['euphoria'], token: 'SOL' });
    expect(fearful).toEqual(euphoric);
    expect(fearful.flat()).toEqual([]);
  }, 120_000);
});
