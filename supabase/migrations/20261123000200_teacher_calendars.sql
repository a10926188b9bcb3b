-- Solo calendars (issue 6): a teacher with no school (profiles.is_solo_user, no school_id) sets up
-- their own timetable cycle, day schedule, term dates and closures. The calendar is one
-- teacher_calendars row per teacher (its id IS the user id, like profiles); closures gain an
-- owner_id beside school_id, exactly one of the two set. Why not a hidden personal school:
-- docs/decisions.md, "Solo calendars (issue 6)".
--
-- Both are synced tables (the columns and the touch trigger of …_core_schema.sql) and own planning
-- data in the sense of …_rls.sql: the owner reads and writes them, nobody else does. Developers get
-- no read either: they manage schools, users and the catalogue, never a teacher's planning data
-- (classes, lessons and timetable entries are owner-only too), and a solo calendar is that kind of
-- data. Deletes are tombstones (deleted_at through sync_push's delete op): no delete policy.

-- ── teacher_calendars ───────────────────────────────────────────────────────────────────────────
-- The cycle, terms and schedule columns copy those of public.schools: same shapes (DESIGN §5), same
-- defaults, same checks, so one set of calendar rules reads either.
create table public.teacher_calendars (
  id uuid primary key references auth.users (id) on delete cascade,  -- = the owner's user id
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  -- { length, mode: 'calendar' | 'school_days', anchor_date, labels[] } (DESIGN §5)
  timetable_cycle jsonb not null default '{"length": 5, "mode": "calendar", "anchor_date": null, "labels": []}'
    check (jsonb_typeof(timetable_cycle) = 'object'),
  term_dates jsonb not null default '[]' check (jsonb_typeof(term_dates) = 'array'),
  day_schedule jsonb not null default '[]' check (jsonb_typeof(day_schedule) = 'array')
);
-- The policy predicate and the pull's scope are `id = auth.uid()`: the primary key serves both (one
-- row per teacher). The txid index is the pull cursor's, as on profiles.
create index teacher_calendars_txid_idx on public.teacher_calendars (txid);
create trigger touch before insert or update on public.teacher_calendars
  for each row execute function private.touch();

alter table public.teacher_calendars enable row level security;
create policy own_select on public.teacher_calendars for select to authenticated
  using (id = (select auth.uid()));
create policy own_insert on public.teacher_calendars for insert to authenticated
  with check (id = (select auth.uid()));
create policy own_update on public.teacher_calendars for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()));

-- Grants as the RLS migration gives every table (explicit: hosted default privileges differ).
revoke all on public.teacher_calendars from anon;
revoke truncate, references, trigger on public.teacher_calendars from authenticated;
grant select, insert, update, delete on public.teacher_calendars to authenticated;
grant all on public.teacher_calendars to service_role;

-- ── school_closures: a school's, or a teacher's own ─────────────────────────────────────────────
alter table public.school_closures
  alter column school_id drop not null,
  add column owner_id uuid references auth.users (id) on delete cascade,
  add constraint school_closures_exactly_one_of_school_or_owner
    check ((school_id is null) <> (owner_id is null));
-- As on the school side: (scope, txid) for the policy and the pull, (scope, date) for the calendar.
create index school_closures_owner_txid_idx on public.school_closures (owner_id, txid);
create index school_closures_owner_date_idx on public.school_closures (owner_id, date);

-- The school policies of …_rls.sql, rewritten so that their developer branch can no longer match
-- a teacher's own closure (school_id null): developers see and edit schools' closures only.
-- `school_id = any (…)` is already false for a null school_id.
drop policy members_select on public.school_closures;
drop policy managers_insert on public.school_closures;
drop policy managers_update on public.school_closures;
create policy members_select on public.school_closures for select to authenticated
  using (school_id = any ((select private.member_school_ids())::uuid[])
         or (school_id is not null and (select private.is_developer())));
create policy managers_insert on public.school_closures for insert to authenticated
  with check (school_id = any ((select private.manager_school_ids())::uuid[])
              or (school_id is not null and (select private.is_developer())));
create policy managers_update on public.school_closures for update to authenticated
  using (school_id = any ((select private.manager_school_ids())::uuid[])
         or (school_id is not null and (select private.is_developer())))
  with check (school_id = any ((select private.manager_school_ids())::uuid[])
              or (school_id is not null and (select private.is_developer())));
-- A teacher's own closures: the owner only.
create policy own_select on public.school_closures for select to authenticated
  using (owner_id = (select auth.uid()));
create policy own_insert on public.school_closures for insert to authenticated
  with check (owner_id = (select auth.uid()));
create policy own_update on public.school_closures for update to authenticated
  using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));

-- A closure's scope, checked before RLS: a BEFORE trigger runs ahead of the policies' WITH CHECK, so
-- a closure with neither school_id nor owner_id gets this message (23514, as the CHECK above would
-- give) instead of a bare row-level security refusal; the CHECK stays as the table's own guarantee.
-- And a closure never changes scope: permissive policies are OR-ed, USING and WITH CHECK
-- separately, so a manager could otherwise turn a school closure into their own (USING by the
-- school policy, WITH CHECK by the own one) or the reverse, and the school's members' devices would
-- keep a copy nothing tells them to drop (the row leaves their view). Delete it and create another.
create function private.guard_closure_scope() returns trigger
language plpgsql set search_path = '' as $$
begin
  if (new.school_id is null) = (new.owner_id is null) then
    raise exception 'A closure needs exactly one of school_id (a school''s closure) or owner_id (a teacher''s own)'
      using errcode = '23514', hint = 'CLOSURE_SCOPE',
            constraint = 'school_closures_exactly_one_of_school_or_owner';
  end if;
  if tg_op = 'UPDATE' and private.in_user_context()
     and (new.school_id is distinct from old.school_id or new.owner_id is distinct from old.owner_id) then
    raise exception 'A closure cannot move to another school or teacher'
      using errcode = '42501', hint = 'IMMUTABLE_SCOPE';
  end if;
  return new;
end
$$;
create trigger guard_closure_scope before insert or update on public.school_closures
  for each row execute function private.guard_closure_scope();

-- ── sync ────────────────────────────────────────────────────────────────────────────────────────
-- SYNCED_TABLES of sync/merge/change.ts, in the same order: teacher_calendars follows
-- school_closures. sync_pull_tables() appends to this list, so sync_pull pages the new table too;
-- its ordering, cursor and watermark do not depend on the list's order.
--
-- private.sync_scope() and sync_revocations need no change: a teacher_calendars row and an owner
-- closure are visible to their owner alone, whatever their developer flag, schools or colleagues,
-- so no change of scope brings one into or out of view; and guard_closure_scope keeps a closure
-- from crossing between a school (members see it) and a teacher (only they do).
create or replace function private.sync_push_tables() returns text[]
language sql immutable set search_path = '' as $$
  select array[
    'schools', 'departments', 'profiles', 'user_preferences', 'school_memberships',
    'school_closures', 'teacher_calendars', 'syllabuses', 'syllabus_points', 'syllabus_objectives',
    'syllabus_criteria', 'teaching_methods', 'classes', 'timetable_entries', 'lessons',
    'lesson_syllabus_points', 'lesson_resources', 'class_syllabus_status', 'resources', 'programs',
    'program_items'
  ]::text[]
$$;

-- ── execute rights ──────────────────────────────────────────────────────────────────────────────
-- `create or replace` keeps sync_push_tables' grants; the new trigger function is run by writers.
revoke execute on function private.guard_closure_scope() from public, anon;
