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

-- One check-in on the fear (0) to greed (100) scale: the mood sets the start (Very low 0 ...
-- Great 100), calm pulls it halfway back to neutral, fear pulls down, greed/FOMO/euphoria pull up
-- (revenge a little: it is loss-chasing risk, not joy). Clamped to 0..100.
create or replace function private.checkin_fear_greed(mood integer, tags jsonb) returns numeric
  language sql immutable
  set search_path = ''
as $fn$
  select least(100, greatest(0,
      case when tags ? 'calm' then ((mood - 1) * 25 + 50) / 2.0 else (mood - 1) * 25 end
    - case when tags ? 'fear' then 25 else 0 end
    + case when tags ? 'greed' then 20 else 0 end
    + case when tags ? 'fomo' then 20 else 0 end
    + case when tags ? 'euphoria' then 20 else 0 end
    + case when tags ? 'revenge' then 10 else 0 end
  ))::numeric
$fn$;
revoke all on function private.checkin_fear_greed(integer, jsonb) from public;

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

-- Security definer: it reads every user's check-ins (RLS would show the caller only their own)
-- and returns nothing but the sums above the threshold.
create or replace function public.community_sentiment()
  returns table (token text, score integer, label text, sample_size integer, window_hours integer, previous_score integer)
  language sql
  stable
  security definer
  set search_path = ''
as $fn$
  with recent as (
    select c.user_id, c.mood, c.tags, c.created_at, c.token,
           -- 0: the last 24 hours; 1: the 24 hours before (for the trend).
           case when c.created_at > now() - interval '24 hours' then 0 else 1 end as period
      from public.mood_checkins c
     where c.created_at > now() - interval '48 hours' and c.created_at <= now()
  ),
  keyed as (
    select r.user_id, r.mood, r.tags, r.created_at, r.period, k.token
      from recent r
     cross join lateral (values (r.token), ('ALL')) as k (token)
     where k.token is not null
  ),
  latest as (
    select distinct on (kd.period, kd.token, kd.user_id)
           kd.period, kd.token, private.checkin_fear_greed(kd.mood, kd.tags) as fear_greed
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
comment on function public.community_sentiment() is
  'Community fear (0) to greed (100) per token from mood check-ins; aggregates of 5+ users only.';
revoke execute on function public.community_sentiment() from public, anon;
grant execute on function public.community_sentiment() to authenticated;
