-- My safety plan (issue 17, docs/safety-plan.md): the Stanley-Brown steps in the person's own
-- words, one row per user, written by supabase-js upserts as they type and read by the SOS screen.
-- Free-text steps hold one item a line; the two contact steps hold [{ "name", "reach" }] where
-- reach is a phone number, a messaging handle or a web address.

-- A contact list as the plan stores it: at most 10 entries, each an object with a name (1-80
-- characters) and a way to reach them (at most 200), and nothing else. In a function because a
-- CHECK constraint cannot hold the subquery that walks the array.
create or replace function private.is_plan_contact_list(contacts jsonb) returns boolean
  language sql immutable
  set search_path = ''
  as $fn$
    select contacts is null or (
      jsonb_typeof(contacts) = 'array'
      and jsonb_array_length(contacts) <= 10
      and not exists (
        select 1 from jsonb_array_elements(contacts) as entry
         where jsonb_typeof(entry) <> 'object'
            or (select count(*) from jsonb_object_keys(entry) as k where k not in ('name', 'reach')) > 0
            or jsonb_typeof(entry -> 'name') is distinct from 'string'
            or jsonb_typeof(entry -> 'reach') is distinct from 'string'
            or length(entry ->> 'name') not between 1 and 80
            or length(entry ->> 'reach') > 200
      )
    )
  $fn$;
revoke all on function private.is_plan_contact_list(jsonb) from public;
grant execute on function private.is_plan_contact_list(jsonb) to authenticated;

create table if not exists public.safety_plans (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  warning_signs text not null default '' check (length(warning_signs) <= 2000),
  coping_on_my_own text not null default '' check (length(coping_on_my_own) <= 2000),
  distractions text not null default '' check (length(distractions) <= 2000),
  people_to_ask jsonb not null default '[]'::jsonb check (private.is_plan_contact_list(people_to_ask)),
  -- null until the person edits this step: the app then offers their country's crisis lines
  -- as a start; an empty array means they removed them all.
  professionals jsonb check (private.is_plan_contact_list(professionals)),
  safer_surroundings text not null default '' check (length(safer_surroundings) <= 2000),
  reasons_for_living text not null default '' check (length(reasons_for_living) <= 2000),
  updated_at timestamptz not null default now()
);
comment on table public.safety_plans is 'A user''s own safety plan (Stanley-Brown steps); own row only.';

-- The server's clock, whatever the client sends (the column is not granted anyway).
create or replace function private.stamp_safety_plan() returns trigger
  language plpgsql
  set search_path = ''
  as $fn$
  begin
    new.updated_at := now();
    return new;
  end
  $fn$;
drop trigger if exists stamp_safety_plan on public.safety_plans;
create trigger stamp_safety_plan before insert or update on public.safety_plans
  for each row execute function private.stamp_safety_plan();

alter table public.safety_plans enable row level security;
revoke all on public.safety_plans from anon, authenticated;
grant select, delete on public.safety_plans to authenticated;
grant insert (user_id, warning_signs, coping_on_my_own, distractions, people_to_ask, professionals, safer_surroundings, reasons_for_living)
  on public.safety_plans to authenticated;
grant update (warning_signs, coping_on_my_own, distractions, people_to_ask, professionals, safer_surroundings, reasons_for_living)
  on public.safety_plans to authenticated;

drop policy if exists "Users read their own safety plan" on public.safety_plans;
create policy "Users read their own safety plan"
  on public.safety_plans for select
  to authenticated
  using ((select auth.uid()) = user_id);

drop policy if exists "Users write their own safety plan" on public.safety_plans;
create policy "Users write their own safety plan"
  on public.safety_plans for insert
  to authenticated
  with check ((select auth.uid()) = user_id);

drop policy if exists "Users change their own safety plan" on public.safety_plans;
create policy "Users change their own safety plan"
  on public.safety_plans for update
  to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

drop policy if exists "Users delete their own safety plan" on public.safety_plans;
create policy "Users delete their own safety plan"
  on public.safety_plans for delete
  to authenticated
  using ((select auth.uid()) = user_id);

-- Two-step users need aal2 here too (docs/decisions/0012-two-step-on-data.md).
select private.hold_to_aal2('public.safety_plans');
