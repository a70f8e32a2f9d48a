-- Password recovery and email change for the embedded auth server (server/auth): the columns
-- GoTrue keeps on auth.users for them, with GoTrue's names and meanings.
--
-- Hosted Supabase's auth.users already has every one of these columns (and its own owner), so
-- this file changes nothing there: the guard looks for the first of them.

do $recovery$
begin
  if exists (
    select 1 from information_schema.columns
     where table_schema = 'auth' and table_name = 'users' and column_name = 'recovery_token'
  ) then
    return;
  end if;

  alter table auth.users
    -- SHA-256 digest of the single-use token in the recovery link; null once used.
    add column recovery_token text,
    -- When the last recovery mail went out: the link expires 24 h later.
    add column recovery_sent_at timestamptz,
    -- The address a pending change moves to (GoTrue's `new_email` in the User object).
    add column email_change text,
    -- Digests of the tokens mailed to the new and to the current address (secure email change:
    -- both must be followed); each is cleared once followed.
    add column email_change_token_new text,
    add column email_change_token_current text,
    add column email_change_sent_at timestamptz,
    -- 0: no link of the pending change followed yet; 1: one of the two followed.
    add column email_change_confirm_status smallint not null default 0
      check (email_change_confirm_status between 0 and 1),
    add constraint users_email_change_is_lowercase check (email_change = lower(email_change));

  create unique index users_recovery_token_key on auth.users (recovery_token) where recovery_token is not null;
  create unique index users_email_change_token_new_key on auth.users (email_change_token_new)
    where email_change_token_new is not null;
  create unique index users_email_change_token_current_key on auth.users (email_change_token_current)
    where email_change_token_current is not null;
end
$recovery$;
