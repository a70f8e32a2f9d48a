-- TheraPoints the server can believe (issue 13): a guided session starts a run on the server,
-- and completing the run is the only way to earn points. The spec's two client inserts (a
-- completion, then a points row) let any client mint points; they are replaced by two
-- SECURITY DEFINER functions reached as PostgREST RPC (/rest/v1/rpc/start_exercise and
-- /rest/v1/rpc/complete_exercise). Reads of completions and points keep the spec's shapes.

create table if not exists public.exercise_runs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  exercise_id uuid not null references public.mental_health_exercises (id),
  started_at timestamptz not null default now(),
  completed_at timestamptz,
  completion_id uuid references public.user_exercise_completions (id) on delete set null,
  -- The UTC day this run's points were awarded, or null (not completed, or not the day's first).
  awarded_on date,
  check (completion_id is null or completed_at is not null),
  check (awarded_on is null or completed_at is not null)
);
comment on table public.exercise_runs is
  'Guided sessions started on the server; written only by start_exercise and complete_exercise.';
create index if not exists exercise_runs_user_id_started_at_idx on public.exercise_runs (user_id, started_at desc);
-- One award per exercise per user per UTC day, whatever races: the database says so.
create unique index if not exists exercise_runs_one_award_per_exercise_per_day
  on public.exercise_runs (user_id, exercise_id, awarded_on) where awarded_on is not null;

alter table public.exercise_runs enable row level security;
revoke all on public.exercise_runs from anon, authenticated;
grant select on public.exercise_runs to authenticated;

drop policy if exists "Users read their own exercise runs" on public.exercise_runs;
create policy "Users read their own exercise runs"
  on public.exercise_runs for select
  to authenticated
  using ((select auth.uid()) = user_id);

-- Points are only ever awarded by complete_exercise (which runs as the table owner).
revoke insert on public.user_points from authenticated;
drop policy if exists "Users earn the reward of their own completions" on public.user_points;

-- Clients may still record a completion (it earns nothing), but never its time: completed_at
-- is the server's now(). Column privileges: an insert naming completed_at is refused (42501).
revoke insert on public.user_exercise_completions from authenticated;
grant insert (exercise_id, user_id, rating, notes) on public.user_exercise_completions to authenticated;

-- start_exercise(exercise_id): a run for the caller, now. Returns { run_id, started_at }.
create or replace function public.start_exercise(exercise_id uuid, out run_id uuid, out started_at timestamptz)
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if not exists (select 1 from public.mental_health_exercises e where e.id = start_exercise.exercise_id) then
    raise exception 'Exercise not found' using hint = 'Use the id of one of the six exercises.';
  end if;
  -- A bound on rows one account can add in a day (a session takes minutes; 200 is generous).
  if (select count(*) from public.exercise_runs r
       where r.user_id = caller and r.started_at > now() - interval '1 day') >= 200 then
    raise exception 'Too many exercise runs today' using hint = 'Finish a session you started, or come back tomorrow.';
  end if;
  insert into public.exercise_runs (user_id, exercise_id)
  values (caller, start_exercise.exercise_id)
  returning id, exercise_runs.started_at into run_id, started_at;
end;
$$;

-- complete_exercise(run_id, rating?, notes?): records the completion and awards the exercise's
-- points_reward if the run is the caller's, not yet completed, at least half the exercise's
-- duration_minutes old, and the first award of that exercise for the caller this UTC day.
-- Returns { completion_id, points_awarded, total_points }.
create or replace function public.complete_exercise(
  run_id uuid,
  rating integer default null,
  notes text default null,
  out completion_id uuid,
  out points_awarded integer,
  out total_points integer
)
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  run record;
  earliest timestamptz;
  today date := (now() at time zone 'utc')::date;
begin
  if caller is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if complete_exercise.rating is not null and complete_exercise.rating not between 1 and 5 then
    raise exception 'Rating must be between 1 and 5' using detail = format('The rating given was %s.', complete_exercise.rating);
  end if;
  if length(complete_exercise.notes) > 2000 then
    raise exception 'Notes must be at most 2000 characters';
  end if;

  -- Locks the run: a second completion of the same run waits, then sees it completed.
  select r.id, r.exercise_id, r.started_at, r.completed_at, e.duration_minutes, e.points_reward
    into run
    from public.exercise_runs r
    join public.mental_health_exercises e on e.id = r.exercise_id
   where r.id = complete_exercise.run_id and r.user_id = caller
     for update of r;
  if not found then
    -- Someone else's run looks exactly like a missing one.
    raise exception 'Exercise run not found' using hint = 'Start the exercise with start_exercise, then complete that run.';
  end if;
  if run.completed_at is not null then
    raise exception 'This exercise run is already completed'
      using detail = format('It was completed at %s.', to_char(run.completed_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
            hint = 'Start the exercise again for a new run.';
  end if;
  earliest := run.started_at + make_interval(secs => run.duration_minutes * 60 / 2.0);
  if now() < earliest then
    raise exception 'Too early to complete this exercise'
      using detail = format('At least half of its %s minutes must pass; this run can be completed from %s.',
                            run.duration_minutes, to_char(earliest at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
            hint = 'Keep going with the session.';
  end if;

  insert into public.user_exercise_completions (exercise_id, user_id, rating, notes, completed_at)
  values (run.exercise_id, caller, complete_exercise.rating, complete_exercise.notes, now())
  returning id into completion_id;

  points_awarded := 0;
  begin
    update public.exercise_runs
       set completed_at = now(), completion_id = complete_exercise.completion_id, awarded_on = today
     where id = run.id;
    points_awarded := run.points_reward;
  exception when unique_violation then
    -- This exercise already earned its points today: the completion still counts.
    update public.exercise_runs
       set completed_at = now(), completion_id = complete_exercise.completion_id
     where id = run.id;
  end;
  if points_awarded > 0 then
    insert into public.user_points (user_id, points, reason, exercise_completion_id)
    values (caller, points_awarded, 'exercise_completion', complete_exercise.completion_id);
  end if;

  select coalesce(sum(p.points), 0)::integer into total_points from public.user_points p where p.user_id = caller;
end;
$$;

-- New functions are executable by PUBLIC by default; only signed-in users may call these.
revoke execute on function public.start_exercise(uuid) from public, anon;
revoke execute on function public.complete_exercise(uuid, integer, text) from public, anon;
grant execute on function public.start_exercise(uuid) to authenticated;
grant execute on function public.complete_exercise(uuid, integer, text) to authenticated;
