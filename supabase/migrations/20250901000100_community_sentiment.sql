-- Community sentiment (issue 14): the community's fear and greed from its own mood check-ins,
-- as aggregates only. Method and privacy: docs/sentiment.md.
--
--   rpc('community_sentiment') -> setof { token, score, label, sample_size, window_hours, previous_score }
--
-- One row per token (BTC, ETH, ADA, SOL) and ALL (every check-in, with a token or without).
-- Each user's latest check-in in the window counts once. A row appears only when at least 5
-- distinct users checked in for it in the last 24 hours; previous_score (the same score for the
-- 24 hours before that) is null unless that earlier group had 5 as well.

-- The window reads check-ins of the last 48 hours by time; the included columns let it do so
-- from the index alone (bench/sentiment-bench.ts).
create index if not exists mood_checkins_created_at_idx
  on public.mood_checkins (created_at desc) include (user_id, token, mood, tags);

-- The words for a score (the bands of the usual fear-and-greed indices).
create or replace function private.fear_greed_label(score integer) returns text
  language sql immutable
  set search_path = ''
as $fn$
  select case
    when score < 25 then 'Extreme Fear'
    when score < 45 then 'Fear'
    when score <= 55 then 'Neutral'
    when score <= 75 then 'Greed'
    else 'Extreme Greed'
  end
$fn$;
revoke all on function private.fear_greed_label(integer) from public;

-- The computation, over every user's check-ins; only community_sentiment() (below) calls it.
create or replace function private.compute_community_sentiment()
  returns table (token text, score integer, label text, sample_size integer, window_hours integer, previous_score integer)
  language sql
  stable
  set search_path = ''
as $fn$
  with recent as (
    select c.user_id, c.created_at, c.token,
           -- 0: the last 24 hours; 1: the 24 hours before (for the trend).
           case when c.created_at > now() - interval '24 hours' then 0 else 1 end as period,
           -- One check-in on the fear (0) to greed (100) scale: the mood sets the start (Very low
           -- 0 ... Great 100), calm pulls it halfway back to neutral, fear pulls down,
           -- greed/FOMO/euphoria pull up (revenge a little: loss-chasing risk, not joy). Written
           -- inline: a helper function with a pinned search_path costs a call per row.
           least(100, greatest(0,
               case when c.tags ? 'calm' then ((c.mood - 1) * 25 + 50) / 2.0 else (c.mood - 1) * 25 end
             - case when c.tags ? 'fear' then 25 else 0 end
             + case when c.tags ? 'greed' then 20 else 0 end
             + case when c.tags ? 'fomo' then 20 else 0 end
             + case when c.tags ? 'euphoria' then 20 else 0 end
             + case when c.tags ? 'revenge' then 10 else 0 end
           )) as fear_greed
      from public.mood_checkins c
     where c.created_at > now() - interval '48 hours' and c.created_at <= now()
  ),
  keyed as (
    select r.user_id, r.fear_greed, r.created_at, r.period, k.token
      from recent r
     cross join lateral (values (r.token), ('ALL')) as k (token)
     where k.token is not null
  ),
  latest as (
    select distinct on (kd.period, kd.token, kd.user_id)
           kd.period, kd.token, kd.fear_greed
      from keyed kd
     order by kd.period, kd.token, kd.user_id, kd.created_at desc
  ),
  groups as (
    select l.period, l.token, round(avg(l.fear_greed))::integer as group_score, count(*)::integer as users
      from latest l
     group by l.period, l.token
  )
  select cur.token,
         cur.group_score,
         private.fear_greed_label(cur.group_score),
         cur.users,
         24,
         prev.group_score
    from groups cur
    left join groups prev on prev.token = cur.token and prev.period = 1 and prev.users >= 5
   where cur.period = 0 and cur.users >= 5
   order by array_position(array['ALL', 'BTC', 'ETH', 'ADA', 'SOL'], cur.token)
$fn$;
revoke all on function private.compute_community_sentiment() from public;

-- The last answer, reused while it is under a minute old and no check-in came since (so a new
-- check-in shows at once); one caller at a time recomputes it, the others take the last answer
-- meanwhile. Without it every open tab's poll would sort the window's check-ins again
-- (bench/RESULTS.md, "Community sentiment").
create table if not exists private.community_sentiment_snapshot (
  singleton boolean primary key default true check (singleton),
  computed_at timestamptz not null,
  result jsonb not null
);
alter table private.community_sentiment_snapshot enable row level security;
revoke all on private.community_sentiment_snapshot from public, anon, authenticated;

-- A check-in changed or removed (an account deleted, a test moving one back in time): the last
-- answer may count it, so it goes. New check-ins are seen by their created_at instead.
create or replace function private.forget_community_sentiment() returns trigger
  language plpgsql
  set search_path = ''
as $fn$
begin
  delete from private.community_sentiment_snapshot;
  return null;
end
$fn$;
revoke all on function private.forget_community_sentiment() from public;
drop trigger if exists forget_community_sentiment on public.mood_checkins;
create trigger forget_community_sentiment
  after update or delete or truncate on public.mood_checkins
  for each statement execute function private.forget_community_sentiment();

-- Security definer: it reads every user's check-ins (RLS would show the caller only their own)
-- and returns nothing but the sums above the threshold. Volatile because it may store the
-- answer; in a read-only transaction (rpc with get: true) it computes without storing.
create or replace function public.community_sentiment()
  returns table (token text, score integer, label text, sample_size integer, window_hours integer, previous_score integer)
  language plpgsql
  volatile
  security definer
  set search_path = ''
as $fn$
declare
  last_answer private.community_sentiment_snapshot;
  answer jsonb;
begin
  select * into last_answer from private.community_sentiment_snapshot;
  if last_answer.computed_at > now() - interval '60 seconds'
     and not exists (select 1 from public.mood_checkins c where c.created_at > last_answer.computed_at) then
    answer := last_answer.result;
  elsif current_setting('transaction_read_only') = 'off'
        -- One recomputation at a time; the others take the last answer if there is one.
        and (pg_try_advisory_xact_lock(8140014) or last_answer.result is null) then
    select coalesce(jsonb_agg(to_jsonb(s)), '[]'::jsonb) into answer from private.compute_community_sentiment() s;
    insert into private.community_sentiment_snapshot (computed_at, result) values (now(), answer)
    on conflict (singleton) do update set computed_at = excluded.computed_at, result = excluded.result;
  elsif last_answer.result is not null then
    answer := last_answer.result;
  else
    select coalesce(jsonb_agg(to_jsonb(s)), '[]'::jsonb) into answer from private.compute_community_sentiment() s;
  end if;
  return query
    select r.token, r.score, r.label, r.sample_size, r.window_hours, r.previous_score
      from jsonb_to_recordset(answer)
        as r (token text, score integer, label text, sample_size integer, window_hours integer, previous_score integer)
     order by array_position(array['ALL', 'BTC', 'ETH', 'ADA', 'SOL'], r.token);
end
$fn$;
comment on function public.community_sentiment() is
  'Community fear (0) to greed (100) per token from mood check-ins; aggregates of 5+ users only.';
revoke execute on function public.community_sentiment() from public, anon;
grant execute on function public.community_sentiment() to authenticated;
