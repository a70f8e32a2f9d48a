-- Roles, the auth schema and auth.uid(): what the embedded auth server (server/auth) needs.
--
-- Hosted Supabase already has all of this (its own roles, auth schema and GoTrue tables), so
-- every statement here is guarded: on Supabase this file changes nothing and the platform's
-- auth is used; on PGlite and a bare PostgreSQL it creates our GoTrue-compatible subset.

do $roles$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$roles$;

grant usage on schema public to anon, authenticated, service_role;

do $auth$
begin
  -- Hosted Supabase: auth.users exists; leave the platform's schema alone.
  if to_regclass('auth.users') is not null then
    return;
  end if;

  create schema auth;
  grant usage on schema auth to anon, authenticated, service_role;

  create table auth.users (
    id uuid primary key default gen_random_uuid(),
    aud text not null default 'authenticated',
    role text not null default 'authenticated',
    email text not null,
    encrypted_password text not null,
    email_confirmed_at timestamptz,
    confirmation_token text,
    confirmation_sent_at timestamptz,
    last_sign_in_at timestamptz,
    raw_app_meta_data jsonb not null default '{}'::jsonb,
    raw_user_meta_data jsonb not null default '{}'::jsonb,
    is_anonymous boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint users_email_is_lowercase check (email = lower(email))
  );
  comment on table auth.users is 'Accounts of the embedded auth server (GoTrue-compatible subset).';
  create unique index users_email_key on auth.users (email);
  create unique index users_confirmation_token_key on auth.users (confirmation_token) where confirmation_token is not null;

  create table auth.identities (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references auth.users (id) on delete cascade,
    provider text not null,
    provider_id text not null,
    identity_data jsonb not null default '{}'::jsonb,
    last_sign_in_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (provider, provider_id)
  );
  create index identities_user_id_idx on auth.identities (user_id);

  create table auth.sessions (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references auth.users (id) on delete cascade,
    aal text not null default 'aal1' check (aal in ('aal1', 'aal2')),
    factor_id uuid,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    not_after timestamptz
  );
  create index sessions_user_id_idx on auth.sessions (user_id);

  create table auth.mfa_amr_claims (
    id uuid primary key default gen_random_uuid(),
    session_id uuid not null references auth.sessions (id) on delete cascade,
    authentication_method text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (session_id, authentication_method)
  );

  -- Refresh tokens are stored as SHA-256 digests: a leaked table cannot be replayed.
  create table auth.refresh_tokens (
    id bigint generated always as identity primary key,
    token_hash text not null unique,
    user_id uuid not null references auth.users (id) on delete cascade,
    session_id uuid not null references auth.sessions (id) on delete cascade,
    parent_hash text,
    revoked boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  create index refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
  create index refresh_tokens_parent_hash_idx on auth.refresh_tokens (parent_hash);

  create table auth.mfa_factors (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references auth.users (id) on delete cascade,
    friendly_name text,
    factor_type text not null check (factor_type in ('totp', 'phone')),
    status text not null default 'unverified' check (status in ('unverified', 'verified')),
    secret text not null,
    last_used_totp_step bigint,
    last_challenged_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (user_id, friendly_name)
  );
  create index mfa_factors_user_id_idx on auth.mfa_factors (user_id);

  create table auth.mfa_challenges (
    id uuid primary key default gen_random_uuid(),
    factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
    created_at timestamptz not null default now(),
    verified_at timestamptz
  );
  create index mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);

  -- The JWT signing keys; the private half never leaves the server process.
  create table auth.signing_keys (
    kid text primary key,
    algorithm text not null check (algorithm in ('ES256')),
    status text not null check (status in ('current', 'standby', 'retired')),
    private_jwk jsonb not null,
    public_jwk jsonb not null,
    created_at timestamptz not null default now()
  );
  create unique index signing_keys_one_current on auth.signing_keys (status) where status = 'current';

  -- Server-side secrets (e.g. the key that derives a rotated refresh token from its parent, so a
  -- lost refresh response can be answered again without storing any token in plain text).
  create table auth.server_secrets (
    name text primary key,
    value text not null,
    created_at timestamptz not null default now()
  );

  -- Per-IP auth rate limits on PostgreSQL (rate-limiter-flexible's table layout), so several
  -- server processes on one database share the counts. PGlite keeps them in memory.
  create table auth.rate_limits (
    key varchar(255) primary key,
    points integer not null default 0,
    expire bigint
  );

  -- Only the server's own connection reads these tables; API roles get nothing.
  alter table auth.users enable row level security;
  alter table auth.identities enable row level security;
  alter table auth.sessions enable row level security;
  alter table auth.mfa_amr_claims enable row level security;
  alter table auth.refresh_tokens enable row level security;
  alter table auth.mfa_factors enable row level security;
  alter table auth.mfa_challenges enable row level security;
  alter table auth.signing_keys enable row level security;
  alter table auth.rate_limits enable row level security;
  alter table auth.server_secrets enable row level security;

  -- Supabase's definitions, nullif-guarded so an unset claim reads as null, never 22P02.
  create function auth.uid() returns uuid
    language sql stable
    as $fn$
      select coalesce(
        nullif(current_setting('request.jwt.claim.sub', true), ''),
        (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
      )::uuid
    $fn$;

  create function auth.role() returns text
    language sql stable
    as $fn$
      select coalesce(
        nullif(current_setting('request.jwt.claim.role', true), ''),
        (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
      )::text
    $fn$;

  create function auth.jwt() returns jsonb
    language sql stable
    as $fn$
      select coalesce(
        nullif(current_setting('request.jwt.claim', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')
      )::jsonb
    $fn$;

  grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;
end
$auth$;
