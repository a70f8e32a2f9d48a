-- The product's public tables (product-spec.md section 3), their grants and row-level security.

create table if not exists public.mental_health_exercises (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(title) between 1 and 200),
  description text not null,
  category text not null check (category in ('stress', 'mindfulness', 'focus', 'resilience', 'motivation', 'clarity')),
  difficulty_level text not null check (difficulty_level in ('beginner', 'intermediate', 'advanced')),
  duration_minutes integer not null check (duration_minutes > 0),
  points_reward integer not null check (points_reward > 0),
  content jsonb,
  created_at timestamptz not null default now()
);
comment on table public.mental_health_exercises is 'The catalogue of guided exercises; readable by everyone.';
create index if not exists mental_health_exercises_created_at_idx on public.mental_health_exercises (created_at);

create table if not exists public.user_exercise_completions (
  id uuid primary key default gen_random_uuid(),
  exercise_id uuid not null references public.mental_health_exercises (id),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  rating integer check (rating between 1 and 5),
  notes text check (length(notes) <= 2000),
  completed_at timestamptz not null default now()
);
comment on table public.user_exercise_completions is 'One row each time a user finishes a guided exercise.';
create index if not exists user_exercise_completions_user_id_completed_at_idx
  on public.user_exercise_completions (user_id, completed_at desc);

create table if not exists public.user_points (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  points integer not null check (points > 0),
  reason text not null check (reason in ('exercise_completion')),
  exercise_completion_id uuid references public.user_exercise_completions (id) on delete cascade,
  earned_at timestamptz not null default now()
);
comment on table public.user_points is 'Thera Points ledger; a user''s total is the sum of their rows.';
create index if not exists user_points_user_id_earned_at_idx on public.user_points (user_id, earned_at desc);
-- A completion earns its points once.
create unique index if not exists user_points_one_award_per_completion
  on public.user_points (exercise_completion_id) where exercise_completion_id is not null;

-- The server connects as DATABASE_URL's user and switches to anon/authenticated per request
-- (set_config('role', ...)), which needs membership in both roles. A superuser has it; a
-- managed database's owner account (not a superuser) usually does not, and every request would
-- fail with "permission denied to set role". Grant it when we can; where we cannot (hosted
-- Supabase manages its own roles), say so and carry on.
do $membership$
begin
  if not (pg_has_role(current_user, 'anon', 'member') and pg_has_role(current_user, 'authenticated', 'member')) then
    execute format('grant anon, authenticated to %I', current_user);
  end if;
exception when insufficient_privilege or invalid_grant_operation then
  raise notice 'could not grant anon and authenticated to %: grant them so the API can switch roles', current_user;
end
$membership$;

alter table public.mental_health_exercises enable row level security;
alter table public.user_exercise_completions enable row level security;
alter table public.user_points enable row level security;

-- Hosted Supabase grants every privilege on new public tables to anon and authenticated by
-- default; start from nothing so the grants below are the whole story on every platform
-- (no update or delete for anyone: completions and points are an append-only history).
revoke all on public.mental_health_exercises, public.user_exercise_completions, public.user_points
  from anon, authenticated;
grant select on public.mental_health_exercises to anon, authenticated;
grant select, insert on public.user_exercise_completions to authenticated;
grant select, insert on public.user_points to authenticated;

drop policy if exists "Anyone can read the exercise catalogue" on public.mental_health_exercises;
create policy "Anyone can read the exercise catalogue"
  on public.mental_health_exercises for select
  to anon, authenticated
  using (true);

drop policy if exists "Users read their own completions" on public.user_exercise_completions;
create policy "Users read their own completions"
  on public.user_exercise_completions for select
  to authenticated
  using ((select auth.uid()) = user_id);

drop policy if exists "Users record their own completions" on public.user_exercise_completions;
create policy "Users record their own completions"
  on public.user_exercise_completions for insert
  to authenticated
  with check ((select auth.uid()) = user_id);

drop policy if exists "Users read their own points" on public.user_points;
create policy "Users read their own points"
  on public.user_points for select
  to authenticated
  using ((select auth.uid()) = user_id);

-- Points can only be claimed for one's own completion, and only the exercise's own reward.
drop policy if exists "Users earn the reward of their own completions" on public.user_points;
create policy "Users earn the reward of their own completions"
  on public.user_points for insert
  to authenticated
  with check (
    (select auth.uid()) = user_id
    and reason = 'exercise_completion'
    and exists (
      select 1
      from public.user_exercise_completions c
      join public.mental_health_exercises e on e.id = c.exercise_id
      where c.id = exercise_completion_id
        and c.user_id = (select auth.uid())
        and e.points_reward = points
    )
  );

-- The six exercises with stable ids (common/exercises.ts uses the same ids), in catalogue order.
insert into public.mental_health_exercises
  (id, title, description, category, difficulty_level, duration_minutes, points_reward, content, created_at)
values
  ('5a1c0b5e-0001-4c1e-9a11-000000000001', '5-Minute Breathing Exercise',
   'Slow, paced breathing with Thera to settle your nervous system after a volatile session.',
   'stress', 'beginner', 5, 10, '{"route": "/breathing-exercise"}', '2025-06-11T00:00:01Z'),
  ('5a1c0b5e-0002-4c1e-9a11-000000000002', 'Mindfulness Meditation',
   'Step back from the charts and notice your thoughts without acting on them.',
   'mindfulness', 'beginner', 10, 15, '{"route": "/mindfulness-meditation"}', '2025-06-11T00:00:02Z'),
  ('5a1c0b5e-0003-4c1e-9a11-000000000003', 'Motivation',
   'Reconnect with why you trade and what you want beyond the next candle.',
   'motivation', 'beginner', 10, 15, '{"route": "/motivation-thera"}', '2025-06-11T00:00:03Z'),
  ('5a1c0b5e-0004-4c1e-9a11-000000000004', 'Resilience Building',
   'Turn drawdowns into lessons and build the steadiness to stick to your plan.',
   'resilience', 'intermediate', 15, 20, '{"route": "/resilience-building"}', '2025-06-11T00:00:04Z'),
  ('5a1c0b5e-0005-4c1e-9a11-000000000005', 'Crypto Stress Release',
   'Let go of the tension a red day leaves in your body and your head.',
   'stress', 'beginner', 12, 18, '{"route": "/crypto-stress-release"}', '2025-06-11T00:00:05Z'),
  ('5a1c0b5e-0006-4c1e-9a11-000000000006', 'Decision Clarity',
   'Slow down a big decision: separate the facts, the feelings and the plan.',
   'clarity', 'intermediate', 15, 20, '{"route": "/decision-clarity"}', '2025-06-11T00:00:06Z')
on conflict (id) do nothing;
