-- Core schema: every table of DESIGN §5 (including those later issues use, so access control is
-- designed once). RLS, policies and guards are in …_rls.sql; account RPCs in …_account_rpcs.sql.
--
-- Synced tables (replicated to a teacher's devices) share one shape:
--   id uuid (client-generated allowed), created_at, updated_at, deleted_at (tombstone: the API never
--   hard-deletes them, so every device learns of a delete), txid xid8 (the pull cursor, see DESIGN §6).
-- private.touch() is the ONE trigger that maintains updated_at and txid on them.
-- Indexes lead with the RLS scope column and end with txid: one index serves both the policy
-- predicate and the pull cursor (`scope = … and txid >= lo`).

create schema if not exists private;
comment on schema private is 'Helpers and triggers; never exposed through the API.';
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

create function private.touch() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := pg_catalog.now();
  new.txid := pg_catalog.pg_current_xact_id();
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;  -- keeps the original even if a client sends another
  end if;
  return new;
end
$$;

-- Non-synced tables only keep updated_at.
create function private.touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end
$$;

-- profiles and user_preferences have exactly one row per user, so their id IS the user id: two
-- devices creating the row offline produce the same id and merge instead of colliding on user_id.
create function private.id_from_user_id() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.id := new.user_id;
  return new;
end
$$;

-- 8 characters from an alphabet without 0/O/1/I. Each character takes one fully random byte of a v4
-- UUID (bytes 0-5 and 9-10 carry no version/variant bits); 256 is a multiple of 32, so no bias.
-- 32^8 ≈ 1.1e12 codes: a collision is left to the unique constraint (the caller retries).
create function private.new_invite_code() returns text
language plpgsql volatile set search_path = '' as $$
declare
  alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  bytes bytea := pg_catalog.uuid_send(pg_catalog.gen_random_uuid());
  code text := '';
  i int;
begin
  foreach i in array array[0, 1, 2, 3, 4, 5, 9, 10] loop
    code := code || substr(alphabet, (pg_catalog.get_byte(bytes, i) % 32) + 1, 1);
  end loop;
  return code;
end
$$;

-- ── schools ──────────────────────────────────────────────────────────────────────────────────────
create table public.schools (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  description text check (char_length(description) <= 2000),
  -- { length, mode: 'calendar' | 'school_days', anchor_date, labels[] } (DESIGN §5)
  timetable_cycle jsonb not null default '{"length": 5, "mode": "calendar", "anchor_date": null, "labels": []}'
    check (jsonb_typeof(timetable_cycle) = 'object'),
  term_dates jsonb not null default '[]' check (jsonb_typeof(term_dates) = 'array'),
  day_schedule jsonb not null default '[]' check (jsonb_typeof(day_schedule) = 'array'),
  invite_code text not null unique default private.new_invite_code()
    check (invite_code ~ '^[A-HJ-NP-Z2-9]{8}$'),
  is_enterprise boolean not null default false
);
create index schools_txid_idx on public.schools (txid);

create table public.departments (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  school_id uuid not null references public.schools (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  unique (id, school_id)  -- target of the memberships' same-school foreign key
);
create index departments_school_txid_idx on public.departments (school_id, txid);

-- ── users ────────────────────────────────────────────────────────────────────────────────────────
create table public.profiles (
  id uuid primary key,  -- = user_id, set by private.id_from_user_id()
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  full_name text check (char_length(full_name) <= 200),
  is_solo_user boolean not null default false,
  school_id uuid references public.schools (id) on delete set null,
  guided_tour_completed boolean not null default false,
  guided_tour_last_seen_at timestamptz,
  is_developer boolean not null default false,
  check (id = user_id)
);
create index profiles_txid_idx on public.profiles (txid);
create index profiles_school_idx on public.profiles (school_id);

create table public.user_preferences (
  id uuid primary key,  -- = user_id, set by private.id_from_user_id()
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  timezone text not null default 'UTC' check (char_length(timezone) between 1 and 64),
  theme text not null default 'system' check (theme in ('light', 'dark', 'system')),
  notification_preferences jsonb not null
    default '{"lessons": true, "deadlines": true, "updates": false}'
    check (jsonb_typeof(notification_preferences) = 'object'),
  school_id uuid references public.schools (id) on delete set null,
  check (id = user_id)
);
create index user_preferences_txid_idx on public.user_preferences (txid);
create index user_preferences_school_idx on public.user_preferences (school_id);

create table public.school_memberships (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  user_id uuid not null references auth.users (id) on delete cascade,
  school_id uuid not null references public.schools (id) on delete cascade,
  role text not null default 'TEACHER' check (role in ('OWNER', 'ADMIN', 'TEACHER', 'VIEWER')),
  status text not null default 'active' check (status in ('active', 'invited', 'suspended', 'left')),
  department_id uuid,
  invited_by uuid references auth.users (id) on delete set null,
  joined_at timestamptz default now(),
  unique (user_id, school_id),
  -- The department must belong to the same school; deleting it clears only department_id.
  foreign key (department_id, school_id) references public.departments (id, school_id)
    on delete set null (department_id)
);
create index school_memberships_school_txid_idx on public.school_memberships (school_id, txid);
create index school_memberships_txid_idx on public.school_memberships (txid);

-- Invitations are online-only (never replicated: they carry a token hash).
create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  school_id uuid not null references public.schools (id) on delete cascade,
  email text not null check (email = lower(email) and email ~ '^[^@\s]+@[^@\s]+$'),
  role text not null check (role in ('OWNER', 'ADMIN', 'TEACHER', 'VIEWER')),
  token_hash bytea not null unique check (octet_length(token_hash) = 32),  -- sha256 of the token
  invited_by uuid references auth.users (id) on delete set null,
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  revoked_at timestamptz,
  check (expires_at <= created_at + interval '7 days'),
  check (accepted_at is null or revoked_at is null)
);
create index invitations_school_idx on public.invitations (school_id, created_at desc);
create index invitations_email_idx on public.invitations (email);

create table public.school_closures (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  school_id uuid not null references public.schools (id) on delete cascade,
  date date not null,
  reason text check (char_length(reason) <= 500),
  shifts_cycle boolean not null default true
);
create index school_closures_school_txid_idx on public.school_closures (school_id, txid);
create index school_closures_school_date_idx on public.school_closures (school_id, date);

-- ── syllabus catalogue (shared, uploaded in the developer area) ─────────────────────────────────
create table public.syllabuses (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  subject text,
  stage text,
  version text,
  description text,
  attribution text  -- licence notice shown with the content (e.g. CC BY 4.0, ACARA)
);
create index syllabuses_txid_idx on public.syllabuses (txid);

create table public.syllabus_points (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  syllabus_id uuid not null references public.syllabuses (id) on delete cascade,
  code text not null check (char_length(code) between 1 and 64),
  description text not null,
  subject text,
  strand text,
  stage text,
  year smallint check (year between 1 and 12),
  sort_order integer not null default 0,
  unique (syllabus_id, code)
);
create index syllabus_points_txid_idx on public.syllabus_points (txid);

create table public.syllabus_objectives (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  syllabus_point_id uuid not null references public.syllabus_points (id) on delete cascade,
  description text not null,
  sort_order integer not null default 0
);
create index syllabus_objectives_point_idx on public.syllabus_objectives (syllabus_point_id);
create index syllabus_objectives_txid_idx on public.syllabus_objectives (txid);

create table public.syllabus_criteria (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  syllabus_point_id uuid not null references public.syllabus_points (id) on delete cascade,
  description text not null,
  sort_order integer not null default 0
);
create index syllabus_criteria_point_idx on public.syllabus_criteria (syllabus_point_id);
create index syllabus_criteria_txid_idx on public.syllabus_criteria (txid);

-- school_id null = a global method (developer-managed); otherwise the school's own.
create table public.teaching_methods (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  school_id uuid references public.schools (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  description text
);
create index teaching_methods_school_txid_idx on public.teaching_methods (school_id, txid);
create index teaching_methods_txid_idx on public.teaching_methods (txid);

-- ── a teacher's planning data (owner_id = the teacher) ──────────────────────────────────────────
-- Children reference their parent through (parent_id, owner_id): the database itself refuses a
-- row that points at another teacher's class or lesson (a foreign key check ignores RLS).
create table public.classes (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  school_id uuid references public.schools (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  subject text,
  year smallint check (year between 1 and 12),
  syllabus_stage text,
  academic_year text,
  room text,
  colour text check (char_length(colour) <= 32),
  syllabus_id uuid references public.syllabuses (id) on delete set null,
  notes text,
  archived_at timestamptz,
  unique (id, owner_id)
);
create index classes_owner_txid_idx on public.classes (owner_id, txid);
create index classes_school_idx on public.classes (school_id);

create table public.timetable_entries (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  class_id uuid not null,
  cycle_day smallint not null check (cycle_day between 1 and 60),
  period_id text not null,
  period_span smallint not null default 1 check (period_span >= 1),
  room text,
  foreign key (class_id, owner_id) references public.classes (id, owner_id) on delete cascade
);
create index timetable_entries_owner_txid_idx on public.timetable_entries (owner_id, txid);
create index timetable_entries_class_idx on public.timetable_entries (class_id);

create table public.resources (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  school_id uuid references public.schools (id) on delete set null,
  is_shared boolean not null default false,
  kind text not null check (kind in ('link', 'note', 'file')),
  title text not null check (char_length(btrim(title)) between 1 and 300),
  -- Only web links: a javascript: or data: URL rendered as a link would run script.
  url text check (url ~* '^https?://'),
  body text,
  file_path text,
  mime_type text,
  size_bytes bigint check (size_bytes >= 0),
  subject text,
  year smallint check (year between 1 and 12),
  tags text[] not null default '{}',
  check (kind <> 'link' or url is not null)
  -- No check tying is_shared to school_id: a school's hard delete sets school_id null, and a
  -- shared row without a school is simply visible to its owner only (see the policies).
);
create index resources_owner_txid_idx on public.resources (owner_id, txid);
create index resources_shared_school_txid_idx on public.resources (school_id, txid) where is_shared;

create table public.programs (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  school_id uuid references public.schools (id) on delete set null,
  is_shared boolean not null default false,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  description text,
  subject text,
  year smallint check (year between 1 and 12),
  syllabus_id uuid references public.syllabuses (id) on delete set null
);
create index programs_owner_txid_idx on public.programs (owner_id, txid);
create index programs_shared_school_txid_idx on public.programs (school_id, txid) where is_shared;

-- Ordered lesson templates. Access follows the parent program (see the RLS migration).
create table public.program_items (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  program_id uuid not null references public.programs (id) on delete cascade,
  sort_order integer not null default 0,
  title text not null check (char_length(btrim(title)) between 1 and 300),
  duration_periods smallint not null default 1 check (duration_periods >= 1),
  objectives text,
  success_criteria text,
  activities text,
  notes text,
  syllabus_point_ids uuid[] not null default '{}',
  resource_ids uuid[] not null default '{}'
);
create index program_items_program_idx on public.program_items (program_id, sort_order);
create index program_items_txid_idx on public.program_items (txid);

create table public.lessons (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  class_id uuid not null,
  date date not null,
  period_id text,
  start_time time,
  end_time time,
  title text,
  objectives text,
  success_criteria text,
  activities text,
  notes text,
  status text not null default 'UNPLANNED'
    check (status in ('PLANNED', 'UNPLANNED', 'COMPLETED', 'MISSED', 'PENDING_REFLECTION')),
  sequence integer,
  program_item_id uuid references public.program_items (id) on delete set null,
  effectiveness_rating smallint check (effectiveness_rating between 1 and 5),
  teaching_method_id uuid references public.teaching_methods (id) on delete set null,
  teacher_satisfaction_score smallint check (teacher_satisfaction_score between 1 and 5),
  teacher_effectiveness_rating smallint check (teacher_effectiveness_rating between 1 and 5),
  follow_up_required boolean not null default false,
  follow_up_notes text,
  reflection_notes text,
  completed_at timestamptz,
  check (start_time is null or end_time is null or end_time > start_time),
  foreign key (class_id, owner_id) references public.classes (id, owner_id) on delete cascade,
  unique (id, owner_id)
);
create index lessons_owner_date_idx on public.lessons (owner_id, date);  -- the week query
create index lessons_owner_txid_idx on public.lessons (owner_id, txid);  -- the pull
create index lessons_class_date_idx on public.lessons (class_id, date);

create table public.lesson_syllabus_points (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  lesson_id uuid not null,
  syllabus_point_id uuid not null references public.syllabus_points (id) on delete cascade,
  foreign key (lesson_id, owner_id) references public.lessons (id, owner_id) on delete cascade
);
create index lesson_syllabus_points_owner_txid_idx on public.lesson_syllabus_points (owner_id, txid);
create index lesson_syllabus_points_lesson_idx on public.lesson_syllabus_points (lesson_id);
create index lesson_syllabus_points_point_idx on public.lesson_syllabus_points (syllabus_point_id);

create table public.lesson_resources (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  lesson_id uuid not null,
  resource_id uuid not null references public.resources (id) on delete cascade,
  foreign key (lesson_id, owner_id) references public.lessons (id, owner_id) on delete cascade
);
create index lesson_resources_owner_txid_idx on public.lesson_resources (owner_id, txid);
create index lesson_resources_lesson_idx on public.lesson_resources (lesson_id);
create index lesson_resources_resource_idx on public.lesson_resources (resource_id);

-- Teaching count and last taught date are derived from completed lessons, never stored here.
create table public.class_syllabus_status (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  class_id uuid not null,
  syllabus_point_id uuid not null references public.syllabus_points (id) on delete cascade,
  mastery_level smallint check (mastery_level between 1 and 5),
  teacher_confidence_level smallint check (teacher_confidence_level between 1 and 5),
  priority_level text not null default 'MEDIUM'
    check (priority_level in ('LOW', 'MEDIUM', 'HIGH', 'CRITICAL')),
  review_status text not null default 'not_reviewed'
    check (review_status in ('not_reviewed', 'needs_review', 'reviewed')),
  notes text,
  foreign key (class_id, owner_id) references public.classes (id, owner_id) on delete cascade
);
create index class_syllabus_status_owner_txid_idx on public.class_syllabus_status (owner_id, txid);
create index class_syllabus_status_class_idx on public.class_syllabus_status (class_id, syllabus_point_id);

-- ── sync bookkeeping (DESIGN §6) ────────────────────────────────────────────────────────────────
-- Last applied outbox seq per device, for exactly-once push. Not replicated.
create table public.sync_clients (
  client_id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  last_seq bigint not null default 0 check (last_seq >= 0),
  protocol_version integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index sync_clients_user_idx on public.sync_clients (user_id);

-- A free-text value overwritten by a merge, kept so the user can restore it. Replicated.
create table public.sync_conflicts (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  table_name text not null,
  row_id uuid not null,
  field text not null,
  kept_value jsonb,
  overwritten_value jsonb,
  resolved_at timestamptz
);
create index sync_conflicts_owner_txid_idx on public.sync_conflicts (owner_id, txid);

-- ── product operations (online-only) ────────────────────────────────────────────────────────────
create table public.feedback_reports (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  user_id uuid not null references auth.users (id) on delete cascade,
  conversation jsonb not null check (jsonb_typeof(conversation) = 'array'),
  metadata jsonb not null default '{}' check (jsonb_typeof(metadata) = 'object'),
  context text,
  status text not null default 'new' check (status in ('new', 'triaged', 'closed')),
  -- The function caps payloads at 16 KB; the table refuses anything far beyond that.
  check (octet_length(conversation::text) + octet_length(metadata::text) + coalesce(octet_length(context), 0) <= 65536)
);
create index feedback_reports_user_idx on public.feedback_reports (user_id, created_at desc);
create index feedback_reports_status_idx on public.feedback_reports (status, created_at desc);

-- There is no mail server: mails (invitations, recovery) are recorded here; developers read them.
create table public.mailbox (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  to_email text not null,
  subject text not null,
  body text not null,
  kind text not null check (char_length(kind) between 1 and 64)
);
create index mailbox_created_idx on public.mailbox (created_at desc);
create index mailbox_to_idx on public.mailbox (to_email, created_at desc);

create table public.app_settings (
  key text primary key check (key ~ '^[a-z][a-z0-9_.]*$'),
  value jsonb not null,
  updated_at timestamptz not null default now()
);
insert into public.app_settings (key, value) values ('feedback_enabled', 'true');

-- Per-key sliding windows for function rate limits (e.g. submit-feedback per user).
create table public.rate_limit_events (
  id bigint generated always as identity primary key,
  bucket text not null,
  key text not null,
  created_at timestamptz not null default now()
);
create index rate_limit_events_lookup_idx on public.rate_limit_events (bucket, key, created_at);

-- ── triggers ────────────────────────────────────────────────────────────────────────────────────
do $$
declare t text;
begin
  foreach t in array array[
    'schools', 'departments', 'profiles', 'user_preferences', 'school_memberships',
    'school_closures', 'syllabuses', 'syllabus_points', 'syllabus_objectives', 'syllabus_criteria',
    'teaching_methods', 'classes', 'timetable_entries', 'resources', 'programs', 'program_items',
    'lessons', 'lesson_syllabus_points', 'lesson_resources', 'class_syllabus_status', 'sync_conflicts'
  ] loop
    execute format(
      'create trigger touch before insert or update on public.%I
         for each row execute function private.touch()', t);
  end loop;
  foreach t in array array['invitations', 'feedback_reports', 'app_settings', 'sync_clients'] loop
    execute format(
      'create trigger touch_updated_at before update on public.%I
         for each row execute function private.touch_updated_at()', t);
  end loop;
end
$$;

create trigger id_from_user_id before insert on public.profiles
  for each row execute function private.id_from_user_id();
create trigger id_from_user_id before insert on public.user_preferences
  for each row execute function private.id_from_user_id();
