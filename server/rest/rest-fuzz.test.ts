import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { createTestUser, type TestUser } from '../test-support/test-users';
import { EXPOSED_TABLES } from './exposed-tables';

/** Deterministic PRNG (mulberry32), so a failing case can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick, chance: (p: number) => next() < p };
}

const columns = [...new Set(EXPOSED_TABLES.flatMap((table) => Object.keys(table.columns)))];
const junk = [
  '',
  ' ',
  '*',
  '.',
  '..',
  ',',
  '(',
  ')',
  '"',
  "'",
  '\\',
  '%',
  '%00',
  '%FF',
  '\u0000',
  '😀',
  'ü',
  '--',
  ';',
  'drop table x',
  "' or 1=1 --",
  '"; select pg_sleep(1); --',
  '9'.repeat(40),
  '-1',
  '1e308',
  'NaN',
  'null',
  'true',
  'x'.repeat(3000),
  '5a1c0b5e-0001-4c1e-9a11-000000000001',
  '2025-06-11T00:00:01Z',
  '{"a":1}',
  '[1,2]',
  'in.(',
  'is.',
  'not.',
  'eq',
];
const operators = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'is',
  'like',
  'ilike',
  'not.eq',
  'not.in',
  'cs',
  'fts',
  'between',
  'not',
  '',
];

// Plausible values, so many requests get past parsing and reach Postgres's own checks.
const plausible = [
  '1',
  '5',
  '20',
  '-3',
  '2147483648',
  'stress',
  'beginner',
  'exercise_completion',
  '5a1c0b5e-0001-4c1e-9a11-000000000001',
  '00000000-0000-4000-8000-000000000000',
  '2025-06-11',
  'not-a-date',
  'null',
];

function fuzzValue(r: ReturnType<typeof random>): string {
  const op = r.pick(operators);
  if (r.chance(0.5))
    return `${r.pick(['eq', 'neq', 'gt', 'lt', 'in', 'is', 'not.eq'])}.${op === 'in' ? `(${r.pick(plausible)},${r.pick(plausible)})` : r.pick(plausible)}`;
  const value =
    op.endsWith('in') && r.chance(0.7)
      ? `(${Array.from({ length: Math.floor(r.next() * 5) }, () => r.pick(junk)).join(',')}${r.chance(0.2) ? '' : ')'}`
      : r.pick(junk);
  return r.chance(0.1) ? r.pick(junk) : `${op}.${value}`;
}

function fuzzQuery(r: ReturnType<typeof random>): string {
  const parts: string[] = [];
  const count = Math.floor(r.next() * 4);
  for (let i = 0; i < count; i++) {
    const kind = r.next();
    if (kind < 0.1)
      parts.push(
        `select=${encodeURIComponent(Array.from({ length: 3 }, () => r.pick([...columns, ...junk, 'a:id', 'x(*)', 'id::text'])).join(','))}`,
      );
    else if (kind < 0.2)
      parts.push(
        `order=${encodeURIComponent(`${r.pick([...columns, ...junk])}.${r.pick(['asc', 'desc', 'nullsfirst', 'up', ''])}`)}`,
      );
    else if (kind < 0.27) parts.push(`${r.pick(['limit', 'offset'])}=${encodeURIComponent(r.pick(junk))}`);
    else if (kind < 0.3)
      parts.push(`${r.pick(['or', 'and', 'columns', 'on_conflict'])}=${encodeURIComponent(r.pick(junk))}`);
    else
      parts.push(
        `${encodeURIComponent(r.pick([...columns, ...columns, ...junk]))}=${encodeURIComponent(fuzzValue(r))}`,
      );
  }
  // Raw, badly encoded sequences as a browser would never send them.
  if (r.chance(0.05)) parts.push('title=eq.%E0%A4%A');
  return parts.join('&');
}

function fuzzBody(r: ReturnType<typeof random>, userId: string): string {
  const kind = r.next();
  if (kind < 0.15) return r.pick(junk);
  if (kind < 0.25) return '['.repeat(20_000) + ']'.repeat(20_000);
  if (kind < 0.3) return `{"notes":${'['.repeat(5_000)}1${']'.repeat(5_000)}}`;
  if (kind < 0.4)
    return JSON.stringify(Array.from({ length: 3 }, () => ({ [r.pick([...columns, ...junk])]: r.pick(junk) })));
  const row: Record<string, unknown> = {};
  if (r.chance(0.5)) Object.assign(row, { exercise_id: '5a1c0b5e-0001-4c1e-9a11-000000000001', user_id: userId });
  for (const column of columns) {
    if (r.chance(0.3))
      row[column] = r.pick<unknown>([
        ...junk,
        ...plausible,
        1,
        -1,
        2 ** 40,
        1.5,
        true,
        null,
        [],
        {},
        userId,
        { nested: [1, 'a'] },
      ]);
  }
  const text = JSON.stringify(r.chance(0.2) ? [row, row] : row);
  return r.chance(0.1) ? text.slice(0, Math.floor(text.length / 2)) : text;
}

describe.each(databaseKindsUnderTest())('/rest/v1 under fuzzing on %s', (kind) => {
  let server: TestServer;
  let ann: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind, { LOG_LEVEL: 'error' });
    ann = await createTestUser(server);
  });
  afterAll(() => server.close());

  it('answers 600 malformed requests without a single 5xx and keeps serving', async () => {
    const r = random(20250611);
    const realTables = EXPOSED_TABLES.map((table) => table.name);
    const otherPaths = ['users', 'pg_user', '..%2Fauth', 'rpc/x', ''];
    const pickTable = () => (r.chance(0.85) ? r.pick(realTables) : r.pick(otherPaths));
    const failures: string[] = [];
    for (let batch = 0; batch < 60; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          const method = r.pick(['GET', 'GET', 'HEAD', 'POST', 'POST', 'PATCH', 'DELETE', 'PUT']);
          const path = `/rest/v1/${pickTable()}?${fuzzQuery(r)}`;
          const headers: Record<string, string> = { apikey: server.ctx.anonKey };
          if (r.chance(0.6))
            headers.Authorization = r.chance(0.9)
              ? `Bearer ${ann.accessToken}`
              : r.pick(['Bearer', 'Bearer x.y.z', 'Basic abc', `Bearer ${ann.accessToken}x`]);
          if (r.chance(0.3))
            headers.Prefer = r.pick([
              'return=representation',
              'count=exact',
              'return=minimal,count=exact',
              'missing=default',
              'return=representation,missing=default',
              'x=y',
              '=,=',
            ]);
          if (r.chance(0.2)) headers.Accept = r.pick(['application/vnd.pgrst.object+json', 'text/csv', '*/*']);
          if (r.chance(0.05)) headers['Accept-Profile'] = r.pick(['public', 'auth', '']);
          const hasBody = method === 'POST' || method === 'PATCH' || method === 'PUT';
          if (hasBody) headers['Content-Type'] = 'application/json';
          const response = await fetch(`${server.url}${path}`, {
            method,
            headers,
            body: hasBody ? fuzzBody(r, ann.id) : undefined,
          });
          const text = await response.text();
          if (response.status >= 500) failures.push(`${method} ${path} -> ${response.status} ${text.slice(0, 200)}`);
          else if (method !== 'HEAD' && text !== '' && response.status >= 400) {
            const body = JSON.parse(text) as Record<string, unknown>;
            if (typeof body.message !== 'string')
              failures.push(`${method} ${path} -> ${response.status} without a message: ${text.slice(0, 200)}`);
          }
        }),
      );
    }
    expect(failures).toEqual([]);

    const { data, error } = await server.client().from('mental_health_exercises').select('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(6);
  }, 120_000);
});
