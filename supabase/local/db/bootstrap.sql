-- What hosted Supabase provides before any migration runs, created only when missing, so that
-- supabase/migrations apply unchanged to the local stack (PGlite or a plain PostgreSQL 15+).
-- Idempotent: the local stack runs it on every start. Never run against hosted Supabase (it has
-- all of this already, owned by its own admin roles).
-- Needs only core PostgreSQL: gen_random_uuid() is built in since PG 13; pgcrypto is not assumed
-- (PGlite ships it only as an opt-in extension the runtime would have to load).

-- Roles. The API switches between these with SET ROLE; none of them can log in except
-- authenticator, which PostgREST connects as. NOINHERIT: authenticator gets no table rights until it
-- switches role. Its password is set later by the runtime (ALTER ROLE authenticator PASSWORD …),
-- never here, so no secret lives in the repository.
do $$
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
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

-- Schemas hosted Supabase has. `extensions` is where hosted keeps pgcrypto & co; kept for parity
-- (PostgREST's db-extra-search-path commonly names it).
create schema if not exists auth;
create schema if not exists extensions;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;

-- auth.users: the columns our code relies on, named as hosted GoTrue names them. Emails are stored
-- lower-cased by the local auth server (GoTrue does the same), so a plain unique is enough.
create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_sign_in_at timestamptz,
  banned_until timestamptz
);
-- API roles never read auth.users directly (as on hosted); security-definer functions do.
revoke all on auth.users from anon, authenticated;
grant all on auth.users to service_role;

-- Claim readers, defined like hosted Supabase's. `nullif(…, '')` matters: once a transaction has
-- set request.jwt.claims with set_config(…, true), later transactions on that connection read ''
-- rather than NULL, and ''::jsonb would raise. Created only when missing so a database that
-- already has Supabase's own definitions keeps them.
do $$
begin
  if to_regprocedure('auth.jwt()') is null then
    execute $f$
      create function auth.jwt() returns jsonb language sql stable as $b$
        select coalesce(
          nullif(current_setting('request.jwt.claim', true), ''),
          nullif(current_setting('request.jwt.claims', true), '')
        )::jsonb
      $b$;
    $f$;
  end if;
  if to_regprocedure('auth.uid()') is null then
    execute $f$
      create function auth.uid() returns uuid language sql stable as $b$
        select coalesce(
          nullif(current_setting('request.jwt.claim.sub', true), ''),
          (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
        )::uuid
      $b$;
    $f$;
  end if;
  if to_regprocedure('auth.role()') is null then
    execute $f$
      create function auth.role() returns text language sql stable as $b$
        select coalesce(
          nullif(current_setting('request.jwt.claim.role', true), ''),
          (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
        )::text
      $b$;
    $f$;
  end if;
  if to_regprocedure('auth.email()') is null then
    execute $f$
      create function auth.email() returns text language sql stable as $b$
        select coalesce(
          nullif(current_setting('request.jwt.claim.email', true), ''),
          (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
        )::text
      $b$;
    $f$;
  end if;
end
$$;
grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role;

-- The public schema as hosted Supabase sets it up: the API roles may use it, and tables, sequences
-- and functions that the migration runner creates later are granted to them by default. RLS does the
-- row filtering; migrations narrow these grants further (they revoke anon, see the RLS migration).
grant usage on schema public to anon, authenticated, service_role;
-- Default privileges only on a database never migrated (hosted sets them once, at project
-- creation): re-granting them on every start would undo the migrations' narrowing for tables that
-- later migrations create.
do $$
begin
  if to_regclass('supabase_migrations.schema_migrations') is null then
    alter default privileges in schema public
      grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public
      grant all on sequences to anon, authenticated, service_role;
    alter default privileges in schema public
      grant execute on functions to anon, authenticated, service_role;
  end if;
end
$$;

-- Storage: the part of hosted Supabase's `storage` schema that supabase-js's storage client and
-- our migrations rely on (buckets, objects with the columns hosted has, RLS on objects), created
-- only when missing. The local gateway (supabase/local/storage) keeps the files on disk and the
-- metadata here, and runs every object query as the caller so the policies decide, as hosted.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- Path helpers hosted Storage defines (policies commonly use foldername()).
do $$
begin
  if to_regprocedure('storage.foldername(text)') is null then
    execute $f$
      create function storage.foldername(name text) returns text[] language sql immutable as $b$
        select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1]
      $b$;
    $f$;
  end if;
  if to_regprocedure('storage.filename(text)') is null then
    execute $f$
      create function storage.filename(name text) returns text language sql immutable as $b$
        select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
      $b$;
    $f$;
  end if;
end
$$;
grant execute on function storage.foldername(text), storage.filename(text)
  to anon, authenticated, service_role;
