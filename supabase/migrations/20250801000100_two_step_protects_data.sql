-- Two-step means two-step: a user who verified a second factor (TOTP) is held to aal2 on their
-- data, as in Supabase's MFA guide (docs/decisions/0012-two-step-on-data.md). A password-only
-- (aal1) session of such a user sees none of their rows and can write none.
--
-- Every public table with a user_id column gets, here:
--   * a restrictive policy (ANDed with the table's own policies) for the API roles, and
--   * a trigger that refuses writes from such a session even through SECURITY DEFINER
--     functions (start_exercise, complete_exercise...), which policies do not reach.
-- A table created by a later migration must add both (private.hold_to_aal2(...) does it in one
-- call); tests/integration/two-step-protects-data.test.ts fails for any table that lacks them.

create schema if not exists private;
comment on schema private is 'Helpers for policies and triggers; never exposed through the API.';
grant usage on schema private to authenticated;

-- The lookup runs as the function's owner: the API roles have no grant on auth.mfa_factors
-- (on hosted Supabase either), and this reveals one boolean about the caller only.
create or replace function private.caller_has_verified_factor() returns boolean
  language sql stable security definer
  set search_path = ''
  as $fn$
    select exists (
      select 1 from auth.mfa_factors
       where user_id = (select auth.uid()) and status = 'verified'
    )
  $fn$;
revoke all on function private.caller_has_verified_factor() from public;
grant execute on function private.caller_has_verified_factor() to authenticated;

-- True when the request's session may touch the caller's data: aal2, or no verified factor.
create or replace function private.session_meets_aal() returns boolean
  language sql stable
  set search_path = ''
  as $fn$
    select coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2'
        or not (select private.caller_has_verified_factor())
  $fn$;
revoke all on function private.session_meets_aal() from public;
grant execute on function private.session_meets_aal() to authenticated;

-- Writes by a signed-in request (claims role authenticated), whoever owns the function doing
-- them; the server's own connection (no claims: account deletion, migrations) passes.
create or replace function private.refuse_writes_below_aal2() returns trigger
  language plpgsql
  set search_path = ''
  as $fn$
  begin
    if (select auth.role()) = 'authenticated' and not (select private.session_meets_aal()) then
      raise exception 'Two-step verification is required for this account: enter your code first.'
        using errcode = '42501', hint = 'insufficient_aal';
    end if;
    return coalesce(new, old);
  end
  $fn$;

create or replace function private.hold_to_aal2(target regclass) returns void
  language plpgsql
  set search_path = ''
  as $fn$
  declare
    table_name text := (select c.relname from pg_catalog.pg_class c where c.oid = target);
  begin
    execute format(
      'create policy %I on %s as restrictive for all to authenticated
         using ((select private.session_meets_aal())) with check ((select private.session_meets_aal()))',
      'Two-step users need aal2 for ' || table_name, target);
    execute format(
      'create trigger refuse_writes_below_aal2 before insert or update or delete on %s
         for each row execute function private.refuse_writes_below_aal2()', target);
  end
  $fn$;
revoke all on function private.hold_to_aal2(regclass) from public;

do $hold$
declare
  data_table regclass;
begin
  for data_table in
    select format('%I.%I', c.table_schema, c.table_name)::regclass
      from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
     where c.table_schema = 'public' and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'
     order by c.table_name
  loop
    perform private.hold_to_aal2(data_table);
  end loop;
end
$hold$;
