-- Account set-up (spec §4) creates a missing profile and the preferences row. Two set-ups of one
-- user at once (two tabs, a retry) both read "no profile" and both inserted: the second got 409
-- (issue 11). These two functions create the row unless it exists, so racing set-ups both succeed.
--
-- Why functions and not PostgREST's upsert (on_conflict + ignore-duplicates): PostgREST always
-- names a conflict target, and both tables have two unique indexes that a new row collides on
-- together (id, which the id_from_user_id trigger sets to user_id, and user_id). ON CONFLICT with
-- a target absorbs conflicts on that index only; when two inserts are truly concurrent on
-- PostgreSQL, the other index can still raise 23505 (measured on PostgreSQL 15: 9 and 31 errors in
-- 3,000 races for the targets user_id and id, 0 without a target). ON CONFLICT DO NOTHING without
-- a target treats every unique index as an arbiter.
--
-- Both run as the caller (security invoker): RLS's insert and select policies and the guard
-- triggers apply exactly as to a direct insert. The row is the caller's own (auth.uid()).

create function public.ensure_profile(full_name text, school_id uuid)
returns setof public.profiles
language plpgsql volatile set search_path = '' as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'Sign in to create a profile' using errcode = '42501';
  end if;
  insert into public.profiles (user_id, full_name, school_id)
  values (uid, ensure_profile.full_name, ensure_profile.school_id)
  on conflict do nothing;
  return query select p.* from public.profiles p where p.user_id = uid;
end
$$;

create function public.ensure_preferences(
  timezone text, theme text, notification_preferences jsonb, school_id uuid)
returns void
language plpgsql volatile set search_path = '' as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'Sign in to create preferences' using errcode = '42501';
  end if;
  insert into public.user_preferences (user_id, timezone, theme, notification_preferences, school_id)
  values (uid, ensure_preferences.timezone, ensure_preferences.theme,
          ensure_preferences.notification_preferences, ensure_preferences.school_id)
  on conflict do nothing;
end
$$;

-- Explicit per function: hosted Supabase's default privileges grant new functions to anon.
revoke execute on function
  public.ensure_profile(text, uuid), public.ensure_preferences(text, text, jsonb, uuid)
  from public, anon;
grant execute on function
  public.ensure_profile(text, uuid), public.ensure_preferences(text, text, jsonb, uuid)
  to authenticated, service_role;
