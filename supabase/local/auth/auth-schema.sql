-- Local-only auth state for the GoTrue-compatible server in supabase/local/auth.
-- Never applied to hosted Supabase (its own GoTrue owns a different auth schema); the local stack
-- applies it after the bootstrap has created auth.users. Idempotent: safe on every start.

create schema if not exists auth;

-- One row per sign-in. Access tokens carry session_id; revoking the row ends the session for
-- GET/PUT /user and /logout at once and stops its refresh tokens.
create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null,
  refreshed_at timestamptz,
  revoked_at timestamptz,
  revoked_reason text check (
    revoked_reason in ('logout', 'logout_others', 'refresh_token_reuse', 'password_change')
  )
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
-- How the session was opened. A session opened by a recovery code may set a new password without
-- the old one (that is what recovery is for); every other one must give the current password.
alter table auth.sessions add column if not exists authentication_method text not null
  default 'password';

-- Refresh tokens are stored only as SHA-256 hashes: a copy of the database cannot mint sessions.
-- Each token is single use; parent_hash links the rotation chain of one session.
create table if not exists auth.refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent_hash text,
  created_at timestamptz not null,
  used_at timestamptz
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- Password-recovery codes mailed to the local mailbox (hashed like refresh tokens).
create table if not exists auth.one_time_tokens (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('recovery')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index if not exists one_time_tokens_user_id_idx on auth.one_time_tokens (user_id);

-- Sign-ups waiting for their address to be confirmed. Nothing reaches auth.users before the link
-- in the mail is followed, so an unconfirmed sign-up holds no address (no squatting, and
-- accept_invitation never sees an address nobody proved). Each sign-up carries its own password
-- hash: confirming applies exactly the password of the sign-up whose mail was followed.
create table if not exists auth.signup_confirmations (
  token_hash text primary key,
  user_id uuid not null,
  email text not null,
  encrypted_password text not null,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index if not exists signup_confirmations_email_idx on auth.signup_confirmations (email);

-- Email changes waiting for the new address to confirm; auth.users.email changes only then.
create table if not exists auth.email_changes (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  new_email text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index if not exists email_changes_user_id_idx on auth.email_changes (user_id);

-- (account, client address) pairs that signed in with the right password: a shared school address
-- over its failure budget still lets these through (issue 12 item 7). Hashed like rate buckets.
create table if not exists auth.known_sign_in_pairs (
  pair_hash text primary key,
  last_success_at timestamptz not null
);

-- Sliding-window rate limiting that survives restarts. Buckets are hashed (no emails or IPs kept).
create table if not exists auth.rate_limit_hits (
  id bigint generated always as identity primary key,
  bucket text not null,
  hit_at timestamptz not null
);
create index if not exists rate_limit_hits_bucket_hit_at_idx on auth.rate_limit_hits (bucket, hit_at);
create index if not exists rate_limit_hits_hit_at_idx on auth.rate_limit_hits (hit_at);

-- Only this server (the owner connection) touches these tables; the API roles never may, even if
-- the auth schema is ever exposed or default privileges grant too much.
revoke all on auth.sessions, auth.refresh_tokens, auth.one_time_tokens, auth.rate_limit_hits,
  auth.signup_confirmations, auth.email_changes, auth.known_sign_in_pairs
  from public;
do $$
declare
  api_role text;
begin
  foreach api_role in array array['anon', 'authenticated', 'authenticator', 'service_role'] loop
    if exists (select 1 from pg_roles where rolname = api_role) then
      execute format(
        'revoke all on auth.sessions, auth.refresh_tokens, auth.one_time_tokens, auth.rate_limit_hits, '
        'auth.signup_confirmations, auth.email_changes, auth.known_sign_in_pairs from %I',
        api_role
      );
    end if;
  end loop;
end
$$;
