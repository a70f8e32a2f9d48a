-- Mood check-ins (issue 13): a 10-second check-in before and after guided sessions, on demand,
-- and before a trade. Written by supabase-js inserts; each user sees only their own.

create table if not exists public.mood_checkins (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  mood integer not null check (mood between 1 and 5),
  -- How it feels, in the trader's own words (a JSON array of known tags, each at most once).
  tags jsonb not null default '[]'::jsonb check (
    jsonb_typeof(tags) = 'array'
    and jsonb_array_length(tags) <= 7
    and tags <@ '["calm", "fear", "greed", "fomo", "revenge", "euphoria", "tired"]'::jsonb
  ),
  token text check (token in ('BTC', 'ETH', 'ADA', 'SOL')),
  context text not null default 'daily' check (context in ('daily', 'before_session', 'after_session', 'pre_trade')),
  note text check (length(note) <= 500),
  created_at timestamptz not null default now()
);
comment on table public.mood_checkins is 'A user''s mood check-ins (1 to 5, tags, optional token and note); own rows only.';
create index if not exists mood_checkins_user_id_created_at_idx on public.mood_checkins (user_id, created_at desc);

alter table public.mood_checkins enable row level security;
revoke all on public.mood_checkins from anon, authenticated;
grant select on public.mood_checkins to authenticated;
-- created_at (and id) are the server's: an insert naming them is refused (42501).
grant insert (user_id, mood, tags, token, context, note) on public.mood_checkins to authenticated;

drop policy if exists "Users read their own check-ins" on public.mood_checkins;
create policy "Users read their own check-ins"
  on public.mood_checkins for select
  to authenticated
  using ((select auth.uid()) = user_id);

drop policy if exists "Users record their own check-ins" on public.mood_checkins;
create policy "Users record their own check-ins"
  on public.mood_checkins for insert
  to authenticated
  with check ((select auth.uid()) = user_id);
