import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { createTestUser, type TestUser } from '../test-support/test-users';
import { closestName } from './rpc-routines';

/**
 * PostgREST's RPC through supabase-js: argument matching, result shapes, GET for stable
 * functions, the caller's role and claims, and errors in PostgREST's shape. The functions here
 * are test fixtures created in this file's own database, beside the product's migrations.
 */
const FIXTURES = `
create table public.rpc_log (id serial primary key);
alter table public.rpc_log enable row level security;
grant insert, select on public.rpc_log to authenticated;
grant usage on sequence public.rpc_log_id_seq to authenticated;
create policy "Anyone signed in writes the log" on public.rpc_log for insert to authenticated with check (true);
create function public.rpc_add(a integer, b integer default 1) returns integer
  language sql immutable as $$ select a + b $$;
create function public.rpc_whoami() returns jsonb
  language sql stable as $$ select jsonb_build_object('role', current_user, 'uid', auth.uid()) $$;
create function public.rpc_pair(label text, out label_upper text, out label_length integer)
  language sql immutable as $$ select upper(label), length(label) $$;
create function public.rpc_series(n integer) returns setof integer
  language sql immutable as $$ select generate_series(1, n) $$;
create function public.rpc_rows(n integer) returns table (place integer, tags text[])
  language sql immutable as $$ select i, array['t' || i] from generate_series(1, n) i $$;
create function public.rpc_tags(tags text[]) returns integer
  language sql immutable as $$ select cardinality(tags) $$;
create function public.rpc_nothing() returns void language sql as $$ select $$;
create function public.rpc_refuse(reason text) returns integer language plpgsql as $$
begin
  raise exception 'Refused: %', reason using detail = 'The reason was given', hint = 'Ask differently';
end $$;
create function public.rpc_payment_required() returns integer language plpgsql as $$
begin
  raise exception 'Pay first' using errcode = 'PT402';
end $$;
create function public.rpc_write() returns integer language sql volatile as $$
  insert into public.rpc_log default values returning 1
$$;
create function public.rpc_calls_missing() returns integer language plpgsql as $$
begin
  return public.no_such_function_here();
end $$;
create function public.rpc_overloaded(x integer) returns text language sql immutable as $$ select 'int' $$;
create function public.rpc_overloaded(x integer, y integer default 0) returns text language sql immutable as $$ select 'two' $$;
create function public.rpc_private() returns integer language sql as $$ select 1 $$;
revoke execute on function public.rpc_private() from public;
create function auth.rpc_hidden() returns integer language sql as $$ select 1 $$;
`;

describe.each(databaseKindsUnderTest())('PostgREST RPC on %s', (kind) => {
  let server: TestServer;
  let ann: TestUser;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.ctx.db.exec(FIXTURES);
    ann = await createTestUser(server);
  });
  afterAll(() => server.close());

  const raw = (path: string, init: RequestInit = {}, token?: string) =>
    fetch(`${server.url}/rest/v1/rpc/${path}`, {
      ...init,
      headers: {
        apikey: server.ctx.anonKey,
        Authorization: `Bearer ${token ?? server.ctx.anonKey}`,
        'Content-Type': 'application/json',
        ...init.headers,
      },
    });

  it('calls with named arguments (POST), optional arguments taking their defaults', async () => {
    expect(await server.client().rpc('rpc_add', { a: 2, b: 3 })).toMatchObject({ data: 5, error: null, status: 200 });
    expect((await server.client().rpc('rpc_add', { a: 2 })).data).toBe(3);
  });

  it('returns PostgREST shapes: a single composite is an object, sets are arrays, void is 204', async () => {
    expect((await server.client().rpc('rpc_pair', { label: 'calm' })).data).toEqual({
      label_upper: 'CALM',
      label_length: 4,
    });
    expect((await server.client().rpc('rpc_series', { n: 3 })).data).toEqual([1, 2, 3]);
    expect((await server.client().rpc('rpc_series', { n: 0 })).data).toEqual([]);
    expect((await server.client().rpc('rpc_rows', { n: 2 })).data).toEqual([
      { place: 1, tags: ['t1'] },
      { place: 2, tags: ['t2'] },
    ]);
    const single = await server.client().rpc('rpc_rows', { n: 1 }).single();
    expect(single.data).toEqual({ place: 1, tags: ['t1'] });
    const notSingle = await server.client().rpc('rpc_rows', { n: 2 }).single();
    expect(notSingle.status).toBe(406);
    expect(notSingle.error?.code).toBe('PGRST116');
    const nothing = await ann.client.rpc('rpc_nothing');
    expect(nothing).toMatchObject({ status: 204, data: null, error: null });
  });

  it('converts JSON arrays to array parameters, and GET passes them as {a,b}', async () => {
    expect((await server.client().rpc('rpc_tags', { tags: ['calm', 'fomo'] })).data).toBe(2);
    expect((await server.client().rpc('rpc_tags', { tags: ['calm', 'fomo', 'tired'] }, { get: true })).data).toBe(3);
  });

  it('runs as the caller: anon without a session, authenticated with the JWT claims set', async () => {
    expect((await server.client().rpc('rpc_whoami', {}, { get: true })).data).toEqual({ role: 'anon', uid: null });
    expect((await ann.client.rpc('rpc_whoami')).data).toEqual({ role: 'authenticated', uid: ann.id });
  });

  it('answers GET and HEAD for stable functions, with arguments in the query string', async () => {
    const get = await server.client().rpc('rpc_add', { a: 40, b: 2 }, { get: true });
    expect(get).toMatchObject({ data: 42, status: 200 });
    const head = await raw('rpc_add?a=1', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('runs GET read-only: a volatile function that writes is refused with 25006 (405), POST writes', async () => {
    const get = await ann.client.rpc('rpc_write', {}, { get: true });
    expect(get.status).toBe(405);
    expect(get.error).toMatchObject({ code: '25006', message: expect.stringContaining('read-only transaction') });
    const post = await ann.client.rpc('rpc_write');
    expect(post).toMatchObject({ status: 200, data: 1, error: null });
  });

  it('answers an unknown function or argument set with PGRST202 (404) in PostgREST words', async () => {
    const unknown = await server.client().rpc('rpc_ad', { a: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.rpc_ad(a) in the schema cache',
      details:
        'Searched for the function public.rpc_ad with parameter a, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.rpc_add',
    });
    const wrongArgs = await server.client().rpc('rpc_add', { x: 1, a: 2 });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.rpc_add(a, x) in the schema cache',
      details:
        'Searched for the function public.rpc_add with parameters a, x, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.rpc_add(a, b)',
    });
    const missingRequired = await server.client().rpc('rpc_add', {});
    expect(missingRequired.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.rpc_add without parameters in the schema cache',
    });
    const nothingClose = await server.client().rpc('zzzz_nothing_like_it');
    expect(nothingClose.error).toMatchObject({ code: 'PGRST202', hint: null });
  });

  it('only reaches functions of the exposed schema (public)', async () => {
    expect((await server.client().rpc('rpc_hidden')).error?.code).toBe('PGRST202');
    expect((await server.client().rpc('uid')).error?.code).toBe('PGRST202');
    const otherSchema = await raw('rpc_add', {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'Content-Profile': 'auth' },
    });
    expect(otherSchema.status).toBe(406);
    expect((await otherSchema.json()).code).toBe('PGRST106');
  });

  it('refuses an ambiguous overload with PGRST203 (300)', async () => {
    const ambiguous = await server.client().rpc('rpc_overloaded', { x: 1 });
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toMatchObject({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.rpc_overloaded(x => integer), public.rpc_overloaded(x => integer, y => integer)',
    });
    expect((await server.client().rpc('rpc_overloaded', { x: 1, y: 2 })).data).toBe('two');
  });

  it('passes a RAISE through as 400 with its message, details, hint and code (P0001)', async () => {
    const refused = await server.client().rpc('rpc_refuse', { reason: 'too soon' });
    expect(refused.status).toBe(400);
    expect(refused.error).toEqual({
      code: 'P0001',
      message: 'Refused: too soon',
      details: 'The reason was given',
      hint: 'Ask differently',
    });
  });

  it("maps RAISE SQLSTATE 'PTnnn' to status nnn, and an undefined function inside to 404 (42883)", async () => {
    const payment = await server.client().rpc('rpc_payment_required');
    expect(payment.status).toBe(402);
    expect(payment.error).toMatchObject({ code: 'PT402', message: 'Pay first' });
    const missing = await server.client().rpc('rpc_calls_missing');
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('42883');
  });

  it('validates arguments in Postgres: a bad value is 22P02 (400), never a 500', async () => {
    const badNumber = await server.client().rpc('rpc_add', { a: 'two' });
    expect(badNumber.status).toBe(400);
    expect(badNumber.error?.code).toBe('22P02');
    const badGet = await server.client().rpc('rpc_add', { a: 'two' }, { get: true });
    expect(badGet.status).toBe(400);
    expect(badGet.error?.code).toBe('22P02');
    const notObject = await raw('rpc_add', { method: 'POST', body: '[1,2]' });
    expect(notObject.status).toBe(400);
    expect((await notObject.json()).code).toBe('PGRST102');
    const broken = await raw('rpc_add', { method: 'POST', body: '{"a":' });
    expect(broken.status).toBe(400);
  });

  it('answers without EXECUTE with 42501: 401 for anon, 403 for a signed-in user', async () => {
    expect((await server.client().rpc('rpc_private')).status).toBe(401);
    const signedIn = await ann.client.rpc('rpc_private');
    expect(signedIn.status).toBe(403);
    expect(signedIn.error?.code).toBe('42501');
  });

  it('refuses other methods with PGRST101 (405) and unsupported query keys with PGRST100', async () => {
    const put = await raw('rpc_add', { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    expect(await put.json()).toMatchObject({ code: 'PGRST101', message: 'Cannot use the PUT method on RPC' });
    const filtered = await server.client().rpc('rpc_series', { n: 3 }).gt('rpc_series', 1);
    expect(filtered.status).toBe(400);
    expect(filtered.error?.code).toBe('PGRST100');
    const repeated = await raw('rpc_add?a=1&a=2');
    expect((await repeated.json()).code).toBe('PGRST100');
    const invalidToken = await raw('rpc_add', { method: 'POST', body: '{"a":1}' }, 'not-a-jwt');
    expect(invalidToken.status).toBe(401);
  });
});

describe('closestName', () => {
  it('suggests a name within a few edits, and nothing for a stranger', () => {
    expect(closestName('complete_exercises', ['start_exercise', 'complete_exercise'])).toBe('complete_exercise');
    expect(closestName('zz', ['start_exercise'])).toBeUndefined();
  });
});
