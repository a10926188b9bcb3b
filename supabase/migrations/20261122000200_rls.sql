-- Row-level security: RLS on every public table, explicit policies `to authenticated` only (anon
-- gets no table at all), membership checks through security-definer helpers in `private`.
--
-- Model (U = the caller, members = active memberships, managers = active OWNER/ADMIN):
--   own planning data ........... owner_id = U (read and write)
--   school data ................. read: members; write: managers; VIEWER never writes
--   shared resources/programs ... read: members; write: owner, or managers of the school
--   syllabus catalogue .......... read: every signed-in user; write: developers
--   developers .................. schools, memberships, profiles, invitations (read), catalogue,
--                                 feedback, mailbox, app settings
-- Deletes: synced tables have no delete policy: clients tombstone (deleted_at) so other devices
-- learn of the delete. Rules that compare old and new values (own role, own developer flag, own
-- school, role ceiling, last owner) are triggers: WITH CHECK cannot see the old row.
-- Policies call helpers as `(select private.fn())`: evaluated once per statement (an InitPlan), not
-- once per row, and the resulting `col = any(array)` uses the (scope, txid) indexes.

-- ── helpers (security definer: they read memberships without recursing into their RLS) ─────────
create function private.is_developer() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(
    (select p.is_developer from public.profiles p
      where p.user_id = (select auth.uid()) and p.deleted_at is null),
    false)
$$;

create function private.member_school_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(m.school_id), '{}') from public.school_memberships m
   where m.user_id = (select auth.uid()) and m.status = 'active' and m.deleted_at is null
$$;

-- Schools where the caller may create planning data tied to the school (not VIEWER).
create function private.writer_school_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(m.school_id), '{}') from public.school_memberships m
   where m.user_id = (select auth.uid()) and m.status = 'active' and m.deleted_at is null
     and m.role in ('OWNER', 'ADMIN', 'TEACHER')
$$;

create function private.manager_school_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(m.school_id), '{}') from public.school_memberships m
   where m.user_id = (select auth.uid()) and m.status = 'active' and m.deleted_at is null
     and m.role in ('OWNER', 'ADMIN')
$$;

-- Users who share an active school with the caller (their profiles are visible: names in lists).
create function private.colleague_ids() returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(distinct m.user_id), '{}') from public.school_memberships m
   where m.school_id = any (private.member_school_ids())
     and m.status = 'active' and m.deleted_at is null
$$;

create function private.role_rank(role text) returns integer
language sql immutable set search_path = '' as $$
  select case role when 'OWNER' then 4 when 'ADMIN' then 3 when 'TEACHER' then 2
                   when 'VIEWER' then 1 else 0 end
$$;

-- The caller's rank in one school (0: not an active member).
create function private.school_rank(school uuid) returns integer
language sql stable security definer set search_path = '' as $$
  select coalesce(max(private.role_rank(m.role)), 0) from public.school_memberships m
   where m.user_id = (select auth.uid()) and m.school_id = school
     and m.status = 'active' and m.deleted_at is null
$$;

-- True when a write comes straight from an API user (PostgREST switched to anon/authenticated).
-- Security INVOKER on purpose: inside our security-definer RPCs current_user is the function
-- owner, and those RPCs apply their own checks; service_role and the local server are trusted too.
create function private.in_user_context() returns boolean
language sql stable set search_path = '' as $$
  select current_user in ('authenticated', 'anon')
$$;

-- ── guard triggers ──────────────────────────────────────────────────────────────────────────────
-- profiles and user_preferences: a row never moves to another user; nobody sets their own developer
-- flag; one's own school_id may only point at a school one is an active member of (the client copies
-- it from the latest membership, spec §4 "sync-membership").
create function private.guard_user_row() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not private.in_user_context() then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.user_id is distinct from old.user_id then
    raise exception 'A % row cannot move to another user', tg_table_name
      using errcode = '42501', hint = 'IMMUTABLE_USER';
  end if;
  if new.user_id is distinct from auth.uid() then
    return new;  -- a developer editing someone else (RLS already decided who may)
  end if;
  -- Nested ifs: PL/pgSQL resolves new.is_developer when it prepares an expression, and
  -- user_preferences has no such column.
  if tg_table_name = 'profiles' then
    if tg_op = 'INSERT' then
      if new.is_developer then
        raise exception 'You cannot change your own developer flag'
          using errcode = '42501', hint = 'OWN_DEVELOPER_FLAG';
      end if;
    elsif new.is_developer is distinct from old.is_developer then
      raise exception 'You cannot change your own developer flag'
        using errcode = '42501', hint = 'OWN_DEVELOPER_FLAG';
    end if;
  end if;
  if (tg_op = 'INSERT' or new.school_id is distinct from old.school_id)
     and new.school_id is not null
     and not (new.school_id = any (private.member_school_ids())) then
    raise exception 'You cannot change your own school: join it first'
      using errcode = '42501', hint = 'OWN_SCHOOL';
  end if;
  return new;
end
$$;
create trigger guard_user_row before insert or update on public.profiles
  for each row execute function private.guard_user_row();
create trigger guard_user_row before insert or update on public.user_preferences
  for each row execute function private.guard_user_row();

-- schools: the enterprise flag is a commercial setting only developers change.
create function private.guard_school() returns trigger
language plpgsql set search_path = '' as $$
declare
  before_value boolean := false;
begin
  if tg_op = 'UPDATE' then
    before_value := old.is_enterprise;
  end if;
  if new.is_enterprise is distinct from before_value
     and private.in_user_context() and not private.is_developer() then
    raise exception 'Only developers can change the enterprise flag'
      using errcode = '42501', hint = 'DEVELOPER_REQUIRED';
  end if;
  return new;
end
$$;
create trigger guard_school before insert or update on public.schools
  for each row execute function private.guard_school();

-- school_memberships written by managers through the API: nobody changes their own role, a
-- membership never moves, and nobody grants or edits a role above their own rank.
create function private.guard_membership() returns trigger
language plpgsql set search_path = '' as $$
declare
  my_rank integer;
begin
  if not private.in_user_context() then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    if new.user_id <> old.user_id or new.school_id <> old.school_id then
      raise exception 'A membership cannot move to another user or school'
        using errcode = '42501', hint = 'IMMUTABLE_MEMBERSHIP';
    end if;
    if old.user_id = auth.uid() and new.role <> old.role then
      raise exception 'You cannot change your own role'
        using errcode = '42501', hint = 'OWN_ROLE';
    end if;
  end if;
  if private.is_developer() then
    return new;
  end if;
  my_rank := private.school_rank(new.school_id);
  if private.role_rank(new.role) > my_rank then
    raise exception 'You cannot grant a role above your own'
      using errcode = '42501', hint = 'ROLE_ABOVE_YOURS';
  end if;
  if tg_op = 'UPDATE' and private.role_rank(old.role) > my_rank then
    raise exception 'You cannot change the membership of someone who outranks you'
      using errcode = '42501', hint = 'ROLE_ABOVE_YOURS';
  end if;
  return new;
end
$$;
create trigger guard_membership before insert or update on public.school_memberships
  for each row execute function private.guard_membership();

-- Every school keeps an active OWNER, whoever writes (API, RPC, server). Security definer: it must
-- count all owners, not only those the caller can see. The advisory lock serialises concurrent
-- demotions in one school, so two owners cannot demote each other at the same moment.
create function private.guard_last_owner() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.role = 'OWNER' and old.status = 'active' and old.deleted_at is null
     and (tg_op = 'DELETE' or new.role <> 'OWNER' or new.status <> 'active'
          or new.deleted_at is not null) then
    perform pg_catalog.pg_advisory_xact_lock(
      pg_catalog.hashtextextended('school-owners:' || old.school_id::text, 0));
    if exists (select 1 from public.schools s where s.id = old.school_id)  -- not a cascade from the school's delete
       and not exists (
         select 1 from public.school_memberships m
          where m.school_id = old.school_id and m.id <> old.id and m.role = 'OWNER'
            and m.status = 'active' and m.deleted_at is null) then
      raise exception 'The last owner of a school cannot leave or be demoted'
        using errcode = '23514', hint = 'LAST_OWNER';
    end if;
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
-- Named to fire after guard_membership (same-event triggers fire in name order), so a forbidden
-- change reports its own reason before the last-owner rule.
create trigger guard_membership_last_owner before update or delete on public.school_memberships
  for each row execute function private.guard_last_owner();

-- resources and programs: a manager may edit a shared row but never take it over.
create function private.guard_owner_id() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.in_user_context() and new.owner_id is distinct from old.owner_id then
    raise exception 'The owner of a % row cannot change', tg_table_name
      using errcode = '42501', hint = 'IMMUTABLE_OWNER';
  end if;
  return new;
end
$$;
create trigger guard_owner_id before update on public.resources
  for each row execute function private.guard_owner_id();
create trigger guard_owner_id before update on public.programs
  for each row execute function private.guard_owner_id();

-- ── row-level security on every public table ───────────────────────────────────────────────────
do $$
declare t text;
begin
  for t in select c.relname from pg_catalog.pg_class c
            where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') loop
    execute format('alter table public.%I enable row level security', t);
  end loop;
end
$$;

-- Own planning data: identical policies, so generated. (lesson_resources, classes, resources and
-- programs add conditions and are written out below.)
do $$
declare t text;
begin
  foreach t in array array[
    'timetable_entries', 'lessons', 'lesson_syllabus_points', 'class_syllabus_status', 'sync_conflicts'
  ] loop
    execute format($p$
      create policy own_select on public.%1$I for select to authenticated
        using (owner_id = (select auth.uid()));
      create policy own_insert on public.%1$I for insert to authenticated
        with check (owner_id = (select auth.uid()));
      create policy own_update on public.%1$I for update to authenticated
        using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
    $p$, t);
  end loop;
end
$$;

-- A lesson may link only resources the teacher can see (their own or shared with their school).
create policy own_select on public.lesson_resources for select to authenticated
  using (owner_id = (select auth.uid()));
create policy own_insert on public.lesson_resources for insert to authenticated
  with check (owner_id = (select auth.uid())
              and resource_id in (select r.id from public.resources r));
create policy own_update on public.lesson_resources for update to authenticated
  using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid())
              and resource_id in (select r.id from public.resources r));

-- Classes: tied to a school only where the teacher may write (not as VIEWER).
create policy own_select on public.classes for select to authenticated
  using (owner_id = (select auth.uid()));
create policy own_insert on public.classes for insert to authenticated
  with check (owner_id = (select auth.uid())
              and (school_id is null or school_id = any ((select private.writer_school_ids())::uuid[])));
create policy own_update on public.classes for update to authenticated
  using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid())
              and (school_id is null or school_id = any ((select private.writer_school_ids())::uuid[])));

-- Resources and programs: own, or shared with the school (members read, managers edit).
do $$
declare t text;
begin
  foreach t in array array['resources', 'programs'] loop
    execute format($p$
      create policy own_or_shared_select on public.%1$I for select to authenticated
        using (owner_id = (select auth.uid())
               or (is_shared and school_id = any ((select private.member_school_ids())::uuid[])));
      create policy own_insert on public.%1$I for insert to authenticated
        with check (owner_id = (select auth.uid())
                    and (school_id is null or school_id = any ((select private.writer_school_ids())::uuid[])));
      create policy own_or_managed_update on public.%1$I for update to authenticated
        using (owner_id = (select auth.uid())
               or (is_shared and school_id = any ((select private.manager_school_ids())::uuid[])))
        with check ((owner_id = (select auth.uid())
                     and (school_id is null or school_id = any ((select private.writer_school_ids())::uuid[])))
                    or (is_shared and school_id = any ((select private.manager_school_ids())::uuid[])));
    $p$, t);
  end loop;
end
$$;

-- Program items follow their program: readable when the program is (its RLS applies inside the
-- subquery), writable by whoever may edit the program.
create policy via_program_select on public.program_items for select to authenticated
  using (program_id in (select p.id from public.programs p));
create policy via_program_insert on public.program_items for insert to authenticated
  with check (program_id in (
    select p.id from public.programs p
     where p.owner_id = (select auth.uid())
        or (p.is_shared and p.school_id = any ((select private.manager_school_ids())::uuid[]))));
create policy via_program_update on public.program_items for update to authenticated
  using (program_id in (
    select p.id from public.programs p
     where p.owner_id = (select auth.uid())
        or (p.is_shared and p.school_id = any ((select private.manager_school_ids())::uuid[]))))
  with check (program_id in (
    select p.id from public.programs p
     where p.owner_id = (select auth.uid())
        or (p.is_shared and p.school_id = any ((select private.manager_school_ids())::uuid[]))));

-- Profiles: own, colleagues' (read), developers manage all users.
create policy profiles_select on public.profiles for select to authenticated
  using (user_id = (select auth.uid())
         or user_id = any ((select private.colleague_ids())::uuid[])
         or (select private.is_developer()));
create policy profiles_insert on public.profiles for insert to authenticated
  with check (user_id = (select auth.uid()) or (select private.is_developer()));
create policy profiles_update on public.profiles for update to authenticated
  using (user_id = (select auth.uid()) or (select private.is_developer()))
  with check (user_id = (select auth.uid()) or (select private.is_developer()));

create policy own_select on public.user_preferences for select to authenticated
  using (user_id = (select auth.uid()));
create policy own_insert on public.user_preferences for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy own_update on public.user_preferences for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- Schools: created through create_school() (the creator must become OWNER in the same
-- transaction), or directly by developers.
create policy members_select on public.schools for select to authenticated
  using (id = any ((select private.member_school_ids())::uuid[]) or (select private.is_developer()));
create policy developers_insert on public.schools for insert to authenticated
  with check ((select private.is_developer()));
create policy managers_update on public.schools for update to authenticated
  using (id = any ((select private.manager_school_ids())::uuid[]) or (select private.is_developer()))
  with check (id = any ((select private.manager_school_ids())::uuid[]) or (select private.is_developer()));

-- School-scoped data: members read, managers (and developers) write.
do $$
declare t text;
begin
  foreach t in array array['departments', 'school_closures', 'school_memberships'] loop
    execute format($p$
      create policy members_select on public.%1$I for select to authenticated
        using (school_id = any ((select private.member_school_ids())::uuid[]) or (select private.is_developer())
               %2$s);
      create policy managers_insert on public.%1$I for insert to authenticated
        with check (school_id = any ((select private.manager_school_ids())::uuid[]) or (select private.is_developer()));
      create policy managers_update on public.%1$I for update to authenticated
        using (school_id = any ((select private.manager_school_ids())::uuid[]) or (select private.is_developer()))
        with check (school_id = any ((select private.manager_school_ids())::uuid[]) or (select private.is_developer()));
    $p$, t,
    -- a suspended or departed member still sees their own membership row
    case when t = 'school_memberships' then 'or user_id = (select auth.uid())' else '' end);
  end loop;
end
$$;

-- Teaching methods: global ones (school_id null) for everyone, a school's for its members.
create policy global_or_members_select on public.teaching_methods for select to authenticated
  using (school_id is null or school_id = any ((select private.member_school_ids())::uuid[])
         or (select private.is_developer()));
create policy managers_insert on public.teaching_methods for insert to authenticated
  with check (school_id = any ((select private.manager_school_ids())::uuid[]) or (select private.is_developer()));
create policy managers_update on public.teaching_methods for update to authenticated
  using (school_id = any ((select private.manager_school_ids())::uuid[]) or (select private.is_developer()))
  with check (school_id = any ((select private.manager_school_ids())::uuid[]) or (select private.is_developer()));

-- Invitations: read by the school's managers and developers; every change goes through the RPCs
-- (the raw token exists only there).
create policy managers_select on public.invitations for select to authenticated
  using (school_id = any ((select private.manager_school_ids())::uuid[]) or (select private.is_developer()));

-- Syllabus catalogue: public curriculum content every signed-in user reads; developers upload.
do $$
declare t text;
begin
  foreach t in array array['syllabuses', 'syllabus_points', 'syllabus_objectives', 'syllabus_criteria'] loop
    execute format($p$
      create policy catalogue_select on public.%1$I for select to authenticated using (true);
      create policy developers_insert on public.%1$I for insert to authenticated
        with check ((select private.is_developer()));
      create policy developers_update on public.%1$I for update to authenticated
        using ((select private.is_developer())) with check ((select private.is_developer()));
    $p$, t);
  end loop;
end
$$;

-- Feedback: a user files and reads their own; developers read all and triage.
create policy own_or_developer_select on public.feedback_reports for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_developer()));
create policy own_insert on public.feedback_reports for insert to authenticated
  with check (user_id = (select auth.uid()) and status = 'new');
create policy developers_update on public.feedback_reports for update to authenticated
  using ((select private.is_developer())) with check ((select private.is_developer()));

-- Mailbox: written by the server and RPCs only; developers read it.
create policy developers_select on public.mailbox for select to authenticated
  using ((select private.is_developer()));

create policy developers_select on public.app_settings for select to authenticated
  using ((select private.is_developer()));
create policy developers_insert on public.app_settings for insert to authenticated
  with check ((select private.is_developer()));
create policy developers_update on public.app_settings for update to authenticated
  using ((select private.is_developer())) with check ((select private.is_developer()));
create policy developers_delete on public.app_settings for delete to authenticated
  using ((select private.is_developer()));

create policy own_select on public.sync_clients for select to authenticated
  using (user_id = (select auth.uid()));
create policy own_insert on public.sync_clients for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy own_update on public.sync_clients for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- rate_limit_events: no policy at all; only the server (service_role / the local stack) uses it.

-- ── grants ──────────────────────────────────────────────────────────────────────────────────────
-- anon reaches no table (defence in depth: even a mistaken policy could not expose rows to it).
-- authenticated gets DML and nothing that bypasses RLS (TRUNCATE) or alters tables (TRIGGER).
revoke all on all tables in schema public from anon;
revoke all on all sequences in schema public from anon;
alter default privileges in schema public revoke all on tables from anon;
alter default privileges in schema public revoke all on sequences from anon;
revoke truncate, references, trigger on all tables in schema public from authenticated;
grant select, insert, update, delete on all tables in schema public to authenticated;
grant all on all tables in schema public to service_role;
grant usage, select on all sequences in schema public to service_role;

-- Functions: nobody by default; policies and column defaults need the helpers.
alter default privileges in schema public revoke execute on functions from public, anon;
alter default privileges in schema private revoke execute on functions from public, anon;
revoke execute on all functions in schema private from public, anon;
grant execute on function
  private.is_developer(), private.member_school_ids(), private.writer_school_ids(),
  private.manager_school_ids(), private.colleague_ids(), private.role_rank(text),
  private.school_rank(uuid), private.in_user_context(), private.new_invite_code()
  to authenticated, service_role;
