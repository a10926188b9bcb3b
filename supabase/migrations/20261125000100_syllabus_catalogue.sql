-- Syllabus catalogue (issue 13): published and school-only syllabuses, retire-not-delete, the
-- import_syllabus RPC, and teaching methods per school or teacher. Decisions and figures:
-- docs/decisions.md, "Syllabus catalogue on the server".
--
--   syllabuses           school_id null = published by developers to every user; set = that school
--                        only. Identity across versions: (school or published, source_key), where
--                        source_key is the catalogue's `key` (src/features/syllabus/model/import/
--                        catalogue.ts). Existing rows get 'legacy:' || id; a row written without
--                        one (sync_push) gets 'manual:' || id.
--   syllabus_points      identity (syllabus_id, code), as before.
--   syllabus_objectives  a point's elaborations; identity (point, code), or (point, '#' || sort_order)
--                        for a source without codes.
--   syllabus_criteria    a point's own criteria, or (syllabus_point_id null) a level's achievement-
--                        standard components; every criterion names its syllabus.
-- A child's school_id is a copy of its syllabus's (denormalized so RLS is a column check), set by
-- a trigger on every write: a client cannot choose it, only the parent decides.
-- Nothing in the catalogue is deleted by an import: a row missing from a newer version gets
-- retired_at, one that comes back is un-retired; lesson links and class statuses keep their ids.

-- ── columns ─────────────────────────────────────────────────────────────────────────────────────
alter table public.syllabuses
  add column school_id uuid references public.schools (id) on delete cascade,
  add column source_key text,
  add column source text check (char_length(source) <= 500),
  add column levels text[] not null default '{}' check (cardinality(levels) <= 50),
  add column years smallint[] not null default '{}'
    check (years <@ '{1,2,3,4,5,6,7,8,9,10,11,12}'::smallint[]),
  add column retired_at timestamptz;
update public.syllabuses set source_key = 'legacy:' || id::text;
alter table public.syllabuses
  alter column source_key set not null,
  add constraint syllabuses_source_key_length check (char_length(source_key) between 1 and 300);
-- One syllabus per key in each scope (a school, or the published catalogue). PostgreSQL 15 has no
-- NULLS NOT DISTINCT in every host we target, so null (published) folds to the zero uuid.
create unique index syllabuses_scope_key_idx on public.syllabuses
  (coalesce(school_id, '00000000-0000-0000-0000-000000000000'::uuid), source_key);
create index syllabuses_school_txid_idx on public.syllabuses (school_id, txid);

alter table public.syllabus_points
  add column school_id uuid,
  add column sub_strand text check (char_length(sub_strand) <= 200),
  add column retired_at timestamptz;
create index syllabus_points_school_txid_idx on public.syllabus_points (school_id, txid);

alter table public.syllabus_objectives
  add column school_id uuid,
  add column code text check (char_length(code) between 1 and 64),
  add column retired_at timestamptz;
create index syllabus_objectives_school_txid_idx on public.syllabus_objectives (school_id, txid);

alter table public.syllabus_criteria
  add column school_id uuid,
  add column syllabus_id uuid references public.syllabuses (id) on delete cascade,
  add column code text check (char_length(code) between 1 and 64),
  add column stage text check (char_length(stage) <= 100),
  add column year smallint check (year between 1 and 12),
  add column retired_at timestamptz,
  alter column syllabus_point_id drop not null;
update public.syllabus_criteria c set syllabus_id = p.syllabus_id
  from public.syllabus_points p where p.id = c.syllabus_point_id;
-- Every criterion names its syllabus (the trigger below fills it from the point). A CHECK, not NOT
-- NULL: the replica's schema keeps the column nullable for rows pulled before it existed, and the
-- entity drift test compares it with the column's declared nullability.
alter table public.syllabus_criteria
  add constraint syllabus_criteria_names_its_syllabus check (syllabus_id is not null);
create index syllabus_criteria_syllabus_idx on public.syllabus_criteria (syllabus_id);
create index syllabus_criteria_school_txid_idx on public.syllabus_criteria (school_id, txid);

-- school_id null and owner_id null: a built-in method (developers); school_id: the school's
-- (managers); owner_id: a solo teacher's own. Never both.
alter table public.teaching_methods
  add column owner_id uuid references auth.users (id) on delete cascade,
  add constraint teaching_methods_school_or_owner check (school_id is null or owner_id is null);
create index teaching_methods_owner_txid_idx on public.teaching_methods (owner_id, txid);

-- ── scope triggers ──────────────────────────────────────────────────────────────────────────────
-- A parent's scope, read whatever the caller's RLS lets them see (security definer): a point
-- written into a syllabus the caller cannot see still gets that syllabus's school, and RLS then
-- refuses it. Used only by the trigger below.
create function private.syllabus_school_id(syllabus uuid) returns uuid
language sql stable security definer set search_path = '' as $$
  select s.school_id from public.syllabuses s where s.id = syllabus
$$;

create function private.point_scope(point uuid, out syllabus_id uuid, out school_id uuid)
language sql stable security definer set search_path = '' as $$
  select p.syllabus_id, p.school_id from public.syllabus_points p where p.id = point
$$;

-- A catalogue row never moves: not a syllabus to another school, not a child to another parent.
-- The members of the school it left would keep a copy no pull could withdraw (README, "Visibility
-- that changes without a row changing"); delete it and create another instead. Then every child
-- takes its scope from its parent. Security invoker, so private.in_user_context() sees the API
-- role (inside a definer function current_user is the owner).
create function private.catalogue_scope() returns trigger
language plpgsql set search_path = '' as $$
declare
  parent_school uuid;
  parent_syllabus uuid;
begin
  if tg_table_name = 'syllabuses' then
    if tg_op = 'INSERT' and new.source_key is null then
      new.source_key := 'manual:' || new.id::text;
    end if;
    if tg_op = 'UPDATE' and private.in_user_context()
       and new.school_id is distinct from old.school_id then
      raise exception 'A syllabus cannot move to another school'
        using errcode = '42501', hint = 'IMMUTABLE_SCOPE';
    end if;
    return new;
  end if;

  if tg_table_name = 'syllabus_points' then
    if tg_op = 'UPDATE' and private.in_user_context()
       and new.syllabus_id is distinct from old.syllabus_id then
      raise exception 'A syllabus point cannot move to another syllabus'
        using errcode = '42501', hint = 'IMMUTABLE_SCOPE';
    end if;
    parent_school := private.syllabus_school_id(new.syllabus_id);
  elsif tg_table_name = 'syllabus_objectives' then
    if tg_op = 'UPDATE' and private.in_user_context()
       and new.syllabus_point_id is distinct from old.syllabus_point_id then
      raise exception 'An objective cannot move to another syllabus point'
        using errcode = '42501', hint = 'IMMUTABLE_SCOPE';
    end if;
    parent_school := (private.point_scope(new.syllabus_point_id)).school_id;
  else  -- syllabus_criteria: its point's syllabus, or (a level's criterion) the syllabus named
    if new.syllabus_point_id is not null then
      parent_syllabus := (private.point_scope(new.syllabus_point_id)).syllabus_id;
      new.syllabus_id := coalesce(parent_syllabus, new.syllabus_id);
    end if;
    if tg_op = 'UPDATE' and private.in_user_context()
       and (new.syllabus_id is distinct from old.syllabus_id
            or new.syllabus_point_id is distinct from old.syllabus_point_id) then
      raise exception 'A criterion cannot move to another syllabus or point'
        using errcode = '42501', hint = 'IMMUTABLE_SCOPE';
    end if;
    parent_school := private.syllabus_school_id(new.syllabus_id);
  end if;
  new.school_id := parent_school;  -- a missing parent is left to the foreign key's own error
  return new;
end
$$;
create trigger catalogue_scope before insert or update on public.syllabuses
  for each row execute function private.catalogue_scope();
create trigger catalogue_scope before insert or update on public.syllabus_points
  for each row execute function private.catalogue_scope();
create trigger catalogue_scope before insert or update on public.syllabus_objectives
  for each row execute function private.catalogue_scope();
create trigger catalogue_scope before insert or update on public.syllabus_criteria
  for each row execute function private.catalogue_scope();

-- Existing children take their syllabus's scope (all published today; the trigger would do it on
-- any write, this makes it true now).
update public.syllabus_points p set school_id = s.school_id
  from public.syllabuses s where s.id = p.syllabus_id and p.school_id is distinct from s.school_id;

-- A teaching method never changes hands either (a manager could otherwise turn the school's method
-- into their own: USING by the school policy, WITH CHECK by the own one).
create function private.guard_teaching_method_scope() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.in_user_context()
     and (new.school_id is distinct from old.school_id or new.owner_id is distinct from old.owner_id) then
    raise exception 'A teaching method cannot move to another school or teacher'
      using errcode = '42501', hint = 'IMMUTABLE_SCOPE';
  end if;
  return new;
end
$$;
create trigger guard_teaching_method_scope before update on public.teaching_methods
  for each row execute function private.guard_teaching_method_scope();

-- ── row-level security ──────────────────────────────────────────────────────────────────────────
-- Catalogue: published rows for every signed-in user, a school's for its members; published rows
-- written by developers, a school's by its managers (and developers). No delete policy: tombstones
-- and retired_at, never a hard delete.
do $$
declare t text;
begin
  foreach t in array array['syllabuses', 'syllabus_points', 'syllabus_objectives', 'syllabus_criteria'] loop
    execute format($p$
      drop policy catalogue_select on public.%1$I;
      drop policy developers_insert on public.%1$I;
      drop policy developers_update on public.%1$I;
      create policy published_or_members_select on public.%1$I for select to authenticated
        using (school_id is null
               or school_id = any ((select private.member_school_ids())::uuid[])
               or (select private.is_developer()));
      create policy developers_or_managers_insert on public.%1$I for insert to authenticated
        with check ((select private.is_developer())
                    or school_id = any ((select private.manager_school_ids())::uuid[]));
      create policy developers_or_managers_update on public.%1$I for update to authenticated
        using ((select private.is_developer())
               or school_id = any ((select private.manager_school_ids())::uuid[]))
        with check ((select private.is_developer())
                    or school_id = any ((select private.manager_school_ids())::uuid[]));
    $p$, t);
  end loop;
end
$$;

-- Teaching methods: built-in ones read by all and written by developers; a school's read by its
-- members and written by its managers (and developers); a teacher's own by that teacher alone
-- (developers included: it is planning data, like teacher_calendars).
drop policy global_or_members_select on public.teaching_methods;
drop policy managers_insert on public.teaching_methods;
drop policy managers_update on public.teaching_methods;
create policy builtin_school_or_own_select on public.teaching_methods for select to authenticated
  using ((school_id is null and owner_id is null)
         or school_id = any ((select private.member_school_ids())::uuid[])
         or (school_id is not null and (select private.is_developer()))
         or owner_id = (select auth.uid()));
create policy builtin_school_or_own_insert on public.teaching_methods for insert to authenticated
  with check ((school_id is null and owner_id is null and (select private.is_developer()))
              or school_id = any ((select private.manager_school_ids())::uuid[])
              or (school_id is not null and (select private.is_developer()))
              or (school_id is null and owner_id = (select auth.uid())));
create policy builtin_school_or_own_update on public.teaching_methods for update to authenticated
  using ((school_id is null and owner_id is null and (select private.is_developer()))
         or school_id = any ((select private.manager_school_ids())::uuid[])
         or (school_id is not null and (select private.is_developer()))
         or (school_id is null and owner_id = (select auth.uid())))
  with check ((school_id is null and owner_id is null and (select private.is_developer()))
              or school_id = any ((select private.manager_school_ids())::uuid[])
              or (school_id is not null and (select private.is_developer()))
              or (school_id is null and owner_id = (select auth.uid())));

-- ── built-in teaching methods (fixed ids: every database and device agrees on them) ─────────────
insert into public.teaching_methods (id, name, description) values
  ('00000000-0000-4000-a000-00000000f001', 'Direct instruction',
   'The teacher presents new content in small steps and checks for understanding.'),
  ('00000000-0000-4000-a000-00000000f002', 'Explicit teaching',
   'I do, we do, you do: clear goals, modelling, guided then independent practice.'),
  ('00000000-0000-4000-a000-00000000f003', 'Modelling and worked examples',
   'Students study complete solutions step by step before solving alone.'),
  ('00000000-0000-4000-a000-00000000f004', 'Practice and retrieval',
   'Deliberate practice and low-stakes quizzing of earlier content.'),
  ('00000000-0000-4000-a000-00000000f005', 'Inquiry-based learning',
   'Students investigate a question and build the idea themselves.'),
  ('00000000-0000-4000-a000-00000000f006', 'Project-based learning',
   'An extended task that ends in a product or presentation.'),
  ('00000000-0000-4000-a000-00000000f007', 'Collaborative group work',
   'Small groups solve a shared task, each with a role.'),
  ('00000000-0000-4000-a000-00000000f008', 'Class discussion',
   'Structured talk: questioning, think-pair-share, debate.'),
  ('00000000-0000-4000-a000-00000000f009', 'Differentiated instruction',
   'Tasks, support or pace adjusted to groups of students.'),
  ('00000000-0000-4000-a000-00000000f00a', 'Assessment task',
   'A test, quiz or performance task that shows what students can do.')
on conflict (id) do nothing;

-- ── import_syllabus: validation ─────────────────────────────────────────────────────────────────
-- Limits of one import: a curriculum such as the AC9 Mathematics file (1 syllabus, 240 points,
-- 996 elaborations, 185 components) fits many times over; the gateway caps the body at 8 MB.
create function private.syllabus_import_max_rows() returns integer
language sql immutable set search_path = '' as $$ select 20000 $$;

-- What is wrong with one JSON value, or null: 'is required', 'must be text', … `kind` is 'text',
-- 'year' (an integer 1–12), 'integer' or 'array'; `max_size` is characters or items.
-- These three helpers are written to be inlined into their caller's query: no `set search_path`
-- (a SET clause forbids inlining; under the caller's '' every function here is qualified and
-- operators resolve in pg_catalog) and only immutable operations (`|| integer` is stable, hence
-- `::text`). Not inlined, a call inside a lateral VALUES list re-plans the function body every
-- time: ~50 µs a call, 6,300 calls and 330 of the 350 ms of validating an AC9-sized file.
create function private.import_value_problem(value jsonb, kind text, required boolean, max_size integer)
returns text
language sql immutable as $$
  select case
    when value is null or value = 'null'::jsonb then
      case when required then 'is required' end
    when kind = 'text' then
      case when pg_catalog.jsonb_typeof(value) <> 'string' then 'must be text'
           when required and pg_catalog.btrim(value #>> '{}') = '' then 'must not be blank'
           when pg_catalog.char_length(value #>> '{}') > max_size
             then 'must be at most ' || max_size::text || ' characters'
      end
    when kind = 'year' then
      case when pg_catalog.jsonb_typeof(value) <> 'number' or (value #>> '{}') !~ '^([1-9]|1[0-2])$'
             then 'must be an integer from 1 to 12'
      end
    when kind = 'integer' then
      case when pg_catalog.jsonb_typeof(value) <> 'number' or (value #>> '{}') !~ '^-?[0-9]{1,9}$'
             then 'must be a whole number'
      end
    when kind = 'array' then
      case when pg_catalog.jsonb_typeof(value) <> 'array' then 'must be a list'
           when pg_catalog.jsonb_array_length(value) > max_size
             then 'may hold at most ' || max_size::text || ' items'
      end
  end
$$;

-- A short label for a value a message quotes (a code, a key), cut at 40 characters so a message
-- never grows with what was sent.
create function private.import_label(value jsonb) returns text
language sql immutable as $$
  select case when value is null or pg_catalog.jsonb_typeof(value) <> 'string' then ''
              when pg_catalog.char_length(value #>> '{}') > 40
                then ' (' || pg_catalog.left(value #>> '{}', 40) || '…)'
              else ' (' || (value #>> '{}') || ')' end
$$;

-- An optional list as given, or an empty one (absent, JSON null).
create function private.import_list(value jsonb) returns jsonb
language sql immutable as $$
  select case when pg_catalog.jsonb_typeof(value) = 'array' then value else '[]'::jsonb end
$$;

-- The first problem of a catalogue, as a sentence that names the field by its path
-- ('syllabuses[0].points[14].year must be an integer from 1 to 12 (AC9M7N01)'), or null.
-- Level by level, so a deeper check only runs over values whose containers are the right shape.
-- The client validated the same file already; this is the server not trusting it.
create function private.syllabus_import_problem(catalogue jsonb) returns text
language plpgsql stable set search_path = '' as $$
declare
  problem text;
  total bigint;
begin
  if catalogue is null or pg_catalog.jsonb_typeof(catalogue) <> 'object' then
    return 'The catalogue must be a JSON object';
  end if;
  problem := private.import_value_problem(catalogue -> 'syllabuses', 'array', true, 50);
  if problem is not null then
    return 'syllabuses ' || problem;
  end if;
  if pg_catalog.jsonb_array_length(catalogue -> 'syllabuses') = 0 then
    return 'syllabuses must hold at least one syllabus';
  end if;

  -- Each syllabus: an object with its fields.
  select format('syllabuses[%s]%s', s.n - 1, coalesce('.' || f.problem, ' must be an object'))
         || private.import_label(s.v -> 'key')
    into problem
    from pg_catalog.jsonb_array_elements(catalogue -> 'syllabuses') with ordinality as s(v, n)
    left join lateral (
      select f.name || ' ' || f.problem as problem, f.k
        from (values
          (1, 'key', private.import_value_problem(s.v -> 'key', 'text', true, 300)),
          (2, 'name', private.import_value_problem(s.v -> 'name', 'text', true, 200)),
          (3, 'subject', private.import_value_problem(s.v -> 'subject', 'text', false, 200)),
          (4, 'version', private.import_value_problem(s.v -> 'version', 'text', false, 100)),
          (5, 'source', private.import_value_problem(s.v -> 'source', 'text', false, 500)),
          (6, 'attribution', private.import_value_problem(s.v -> 'attribution', 'text', false, 4000)),
          (7, 'description', private.import_value_problem(s.v -> 'description', 'text', false, 4000)),
          (8, 'levels', private.import_value_problem(s.v -> 'levels', 'array', false, 50)),
          (9, 'years', private.import_value_problem(s.v -> 'years', 'array', false, 12)),
          (10, 'points', private.import_value_problem(s.v -> 'points', 'array', true, 5000)),
          (11, 'criteria', private.import_value_problem(s.v -> 'criteria', 'array', false, 5000))
        ) as f(k, name, problem)
       where pg_catalog.jsonb_typeof(s.v) = 'object' and f.problem is not null
       order by f.k limit 1
    ) f on true
   where pg_catalog.jsonb_typeof(s.v) <> 'object' or f.problem is not null
   order by s.n limit 1;
  if problem is not null then
    return problem;
  end if;

  select format('syllabuses[%s].key is used by an earlier syllabus of this file', s.n - 1)
         || private.import_label(s.v -> 'key')
    into problem
    from (select s.v, s.n, pg_catalog.row_number() over (partition by s.v ->> 'key' order by s.n) as k
            from pg_catalog.jsonb_array_elements(catalogue -> 'syllabuses') with ordinality as s(v, n)) s
   where s.k > 1 order by s.n limit 1;
  if problem is not null then
    return problem;
  end if;

  -- levels and years, item by item.
  select format('syllabuses[%s].%s[%s] %s', s.n - 1, x.field, x.n - 1, x.problem) into problem
    from pg_catalog.jsonb_array_elements(catalogue -> 'syllabuses') with ordinality as s(v, n)
    cross join lateral (
      select 'levels' as field, l.n, private.import_value_problem(l.v, 'text', true, 100) as problem
        from pg_catalog.jsonb_array_elements(private.import_list(s.v -> 'levels')) with ordinality as l(v, n)
      union all
      select 'years', y.n, private.import_value_problem(y.v, 'year', true, null)
        from pg_catalog.jsonb_array_elements(private.import_list(s.v -> 'years')) with ordinality as y(v, n)
    ) x
   where x.problem is not null order by s.n, x.field, x.n limit 1;
  if problem is not null then
    return problem;
  end if;

  -- Size before the per-row checks: one count, not 20,000 parses.
  select pg_catalog.sum(pg_catalog.jsonb_array_length(s.v -> 'points')
           + pg_catalog.jsonb_array_length(private.import_list(s.v -> 'criteria'))
           + (select coalesce(pg_catalog.sum(
                case when pg_catalog.jsonb_typeof(p.v -> 'objectives') = 'array'
                     then pg_catalog.jsonb_array_length(p.v -> 'objectives') else 0 end
                + case when pg_catalog.jsonb_typeof(p.v -> 'criteria') = 'array'
                       then pg_catalog.jsonb_array_length(p.v -> 'criteria') else 0 end), 0)
                from pg_catalog.jsonb_array_elements(s.v -> 'points') as p(v)))
    into total
    from pg_catalog.jsonb_array_elements(catalogue -> 'syllabuses') as s(v);
  if total > private.syllabus_import_max_rows() then
    return format('The catalogue holds %s points, objectives and criteria; one import takes at most %s',
                  total, private.syllabus_import_max_rows());
  end if;

  -- Points and the syllabus's level criteria: objects with their fields.
  select format('syllabuses[%s].%s[%s]%s', x.s - 1, x.list, x.n - 1,
                coalesce('.' || x.problem, ' must be an object')) || private.import_label(x.v -> 'code')
    into problem
    from (
      select s.n as s, 'points' as list, p.n, p.v, f.problem
        from pg_catalog.jsonb_array_elements(catalogue -> 'syllabuses') with ordinality as s(v, n)
        cross join lateral pg_catalog.jsonb_array_elements(s.v -> 'points') with ordinality as p(v, n)
        left join lateral (
          select f.name || ' ' || f.problem as problem
            from (values
              (1, 'code', private.import_value_problem(p.v -> 'code', 'text', true, 64)),
              (2, 'description', private.import_value_problem(p.v -> 'description', 'text', true, 4000)),
              (3, 'subject', private.import_value_problem(p.v -> 'subject', 'text', false, 200)),
              (4, 'strand', private.import_value_problem(p.v -> 'strand', 'text', false, 200)),
              (5, 'sub_strand', private.import_value_problem(p.v -> 'sub_strand', 'text', false, 200)),
              (6, 'stage', private.import_value_problem(p.v -> 'stage', 'text', false, 100)),
              (7, 'year', private.import_value_problem(p.v -> 'year', 'year', false, null)),
              (8, 'sort_order', private.import_value_problem(p.v -> 'sort_order', 'integer', false, null)),
              (9, 'objectives', private.import_value_problem(p.v -> 'objectives', 'array', false, 500)),
              (10, 'criteria', private.import_value_problem(p.v -> 'criteria', 'array', false, 500))
            ) as f(k, name, problem)
           where pg_catalog.jsonb_typeof(p.v) = 'object' and f.problem is not null
           order by f.k limit 1
        ) f on true
       where pg_catalog.jsonb_typeof(p.v) <> 'object' or f.problem is not null
      union all
      select s.n, 'criteria', c.n, c.v, f.problem
        from pg_catalog.jsonb_array_elements(catalogue -> 'syllabuses') with ordinality as s(v, n)
        cross join lateral pg_catalog.jsonb_array_elements(private.import_list(s.v -> 'criteria'))
          with ordinality as c(v, n)
        left join lateral (
          select f.name || ' ' || f.problem as problem
            from (values
              (1, 'code', private.import_value_problem(c.v -> 'code', 'text', false, 64)),
              (2, 'description', private.import_value_problem(c.v -> 'description', 'text', true, 4000)),
              (3, 'stage', private.import_value_problem(c.v -> 'stage', 'text', false, 100)),
              (4, 'year', private.import_value_problem(c.v -> 'year', 'year', false, null)),
              (5, 'sort_order', private.import_value_problem(c.v -> 'sort_order', 'integer', false, null))
            ) as f(k, name, problem)
           where pg_catalog.jsonb_typeof(c.v) = 'object' and f.problem is not null
           order by f.k limit 1
        ) f on true
       where pg_catalog.jsonb_typeof(c.v) <> 'object' or f.problem is not null
    ) x
   order by x.s, x.list desc, x.n limit 1;
  if problem is not null then
    return problem;
  end if;

  -- Identities: point codes unique in a syllabus; a level criterion's code (or stage and position)
  -- unique in the syllabus.
  select format('syllabuses[%s].%s[%s].%s', x.s - 1, x.list, x.n - 1, x.what) into problem
    from (
      select s.n as s, 'points' as list, p.n,
             'code is used by an earlier point of this syllabus' || private.import_label(p.v -> 'code') as what,
             pg_catalog.row_number() over (partition by s.n, p.v ->> 'code' order by p.n) as k
        from pg_catalog.jsonb_array_elements(catalogue -> 'syllabuses') with ordinality as s(v, n)
        cross join lateral pg_catalog.jsonb_array_elements(s.v -> 'points') with ordinality as p(v, n)
      union all
      select s.n, 'criteria', c.n,
             case when c.v ? 'code' and c.v -> 'code' <> 'null'::jsonb
                  then 'code is used by an earlier criterion of this syllabus' || private.import_label(c.v -> 'code')
                  else 'sort_order is used by an earlier criterion of the same stage without a code' end,
             pg_catalog.row_number() over (
               partition by s.n, coalesce(c.v ->> 'code',
                 '#' || coalesce(c.v ->> 'stage', '') || '#' || coalesce(c.v ->> 'sort_order', c.n::text))
               order by c.n)
        from pg_catalog.jsonb_array_elements(catalogue -> 'syllabuses') with ordinality as s(v, n)
        cross join lateral pg_catalog.jsonb_array_elements(private.import_list(s.v -> 'criteria'))
          with ordinality as c(v, n)
    ) x
   where x.k > 1 order by x.s, x.list desc, x.n limit 1;
  if problem is not null then
    return problem;
  end if;

  -- A point's objectives and criteria: objects with their fields, identities unique in the point.
  select format('syllabuses[%s].points[%s].%s[%s]%s', x.s - 1, x.p - 1, x.list, x.n - 1, x.what)
    into problem
    from (
      select c.s, c.p, c.list, c.n, c.v,
             case when pg_catalog.jsonb_typeof(c.v) <> 'object' then ' must be an object'
                  when f.problem is not null then '.' || f.problem
                  when c.k > 1 and c.v ? 'code' and c.v -> 'code' <> 'null'::jsonb
                    then '.code is used earlier in this point'
                  when c.k > 1 then '.sort_order is used earlier in this point by one without a code'
             end || private.import_label(c.v -> 'code') as what
        from (
          select s.n as s, p.n as p, l.list, o.n, o.v,
                 pg_catalog.row_number() over (
                   partition by s.n, p.n, l.list,
                     coalesce(o.v ->> 'code', '#' || coalesce(o.v ->> 'sort_order', o.n::text))
                   order by o.n) as k
            from pg_catalog.jsonb_array_elements(catalogue -> 'syllabuses') with ordinality as s(v, n)
            cross join lateral pg_catalog.jsonb_array_elements(s.v -> 'points') with ordinality as p(v, n)
            cross join lateral (values ('objectives'), ('criteria')) as l(list)
            cross join lateral pg_catalog.jsonb_array_elements(private.import_list(p.v -> l.list))
              with ordinality as o(v, n)
        ) c
        left join lateral (
          select f.name || ' ' || f.problem as problem
            from (values
              (1, 'code', private.import_value_problem(c.v -> 'code', 'text', false, 64)),
              (2, 'description', private.import_value_problem(c.v -> 'description', 'text', true, 4000)),
              (3, 'sort_order', private.import_value_problem(c.v -> 'sort_order', 'integer', false, null))
            ) as f(k, name, problem)
           where pg_catalog.jsonb_typeof(c.v) = 'object' and f.problem is not null
           order by f.k limit 1
        ) f on true
    ) x
   where x.what is not null
   order by x.s, x.p, x.list desc, x.n limit 1;
  return problem;
end
$$;

-- ── import_syllabus ─────────────────────────────────────────────────────────────────────────────
-- Applies a catalogue (ImportedCatalogue of catalogue.ts) to the published catalogue
-- (school_id null: developers) or to one school (its OWNER/ADMIN, or a developer), in the caller's
-- transaction, under the caller's RLS (security invoker). Per syllabus, set-based, no per-row
-- loop: the syllabus by (scope, key), its points by (syllabus, code), objectives and criteria by
-- their identity (see the header). A row is written only when a value differs, so the same file
-- twice writes nothing and moves no txid; a newer version updates rows in place (same ids) and
-- retires what it no longer holds. Answers
--   { syllabuses: [{ id, key, name, created, points: { added, changed, retired, unchanged },
--                    objectives: {…}, criteria: {…} }] }
-- Errors: 42501 DEVELOPER_REQUIRED / SCHOOL_MANAGER_REQUIRED; 22023 SYLLABUS_INVALID naming the
-- field; 404 SCHOOL_NOT_FOUND for a developer naming a school that does not exist.
create function public.import_syllabus(school_id uuid, catalogue jsonb) returns jsonb
language plpgsql volatile set search_path = '' as $$
declare
  target constant uuid := import_syllabus.school_id;
  problem text;
  syllabus jsonb;
  sid uuid;
  created boolean;
  syllabus_levels text[];
  syllabus_years smallint[];
  added bigint;
  touched bigint;
  retired bigint;
  total bigint;
  point_counts jsonb;
  objective_counts jsonb;
  criterion_counts jsonb;
  report jsonb[] := '{}';
begin
  if auth.uid() is null then
    raise exception 'You must be signed in' using errcode = '42501', hint = 'NOT_SIGNED_IN';
  end if;
  if target is null then
    if not private.is_developer() then
      raise exception 'Developer permissions required'
        using errcode = '42501', hint = 'DEVELOPER_REQUIRED';
    end if;
  elsif not (target = any (private.manager_school_ids()) or private.is_developer()) then
    raise exception 'Only a school owner or admin can import a syllabus for the school'
      using errcode = '42501', hint = 'SCHOOL_MANAGER_REQUIRED';
  elsif not exists (select 1 from public.schools s where s.id = target and s.deleted_at is null) then
    -- As private.raise_not_found (…_membership_consent.sql) does: HTTP 404 through PostgREST.
    raise sqlstate 'PGRST' using
      message = jsonb_build_object('code', 'P0002', 'message',
                                   format('School with ID ''%s'' not found', target),
                                   'details', null, 'hint', 'SCHOOL_NOT_FOUND')::text,
      detail = '{"status": 404, "headers": {}}';
  end if;

  problem := private.syllabus_import_problem(catalogue);
  if problem is not null then
    raise exception '%', problem using errcode = '22023', hint = 'SYLLABUS_INVALID';
  end if;

  for syllabus in select s.v from jsonb_array_elements(catalogue -> 'syllabuses') with ordinality as s(v, n) order by s.n
  loop
    -- Two imports of one syllabus run one after the other (the second then finds the first's rows).
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(
      'import_syllabus:' || coalesce(target::text, 'published') || ':' || (syllabus ->> 'key'), 0));
    syllabus_levels := array(select pg_catalog.jsonb_array_elements_text(private.import_list(syllabus -> 'levels')));
    syllabus_years := array(select y::smallint from pg_catalog.jsonb_array_elements_text(
                              private.import_list(syllabus -> 'years')) as y order by 1);

    -- The syllabus row.
    select s.id into sid from public.syllabuses s
     where coalesce(s.school_id, '00000000-0000-0000-0000-000000000000'::uuid)
           = coalesce(target, '00000000-0000-0000-0000-000000000000'::uuid)
       and s.source_key = syllabus ->> 'key';
    created := sid is null;
    if created then
      insert into public.syllabuses (school_id, source_key, name, subject, stage, version, source,
                                     attribution, description, levels, years)
      values (target, syllabus ->> 'key', syllabus ->> 'name', syllabus ->> 'subject',
              case when cardinality(syllabus_levels) = 1 then syllabus_levels[1] end,
              syllabus ->> 'version', syllabus ->> 'source', syllabus ->> 'attribution',
              syllabus ->> 'description', syllabus_levels, syllabus_years)
      returning id into sid;
    else
      update public.syllabuses s
         set name = syllabus ->> 'name', subject = syllabus ->> 'subject',
             stage = case when cardinality(syllabus_levels) = 1 then syllabus_levels[1] end,
             version = syllabus ->> 'version', source = syllabus ->> 'source',
             attribution = syllabus ->> 'attribution', description = syllabus ->> 'description',
             levels = syllabus_levels, years = syllabus_years, retired_at = null, deleted_at = null
       where s.id = sid
         and (s.name, s.subject, s.stage, s.version, s.source, s.attribution, s.description,
              s.levels, s.years, s.retired_at, s.deleted_at)
             is distinct from
             (syllabus ->> 'name', syllabus ->> 'subject',
              case when cardinality(syllabus_levels) = 1 then syllabus_levels[1] end,
              syllabus ->> 'version', syllabus ->> 'source', syllabus ->> 'attribution',
              syllabus ->> 'description', syllabus_levels, syllabus_years, null::timestamptz,
              null::timestamptz);
    end if;

    -- Points. Every sub-statement sees the table as it was before this statement, so `added`
    -- counts the codes that were not there yet.
    with incoming as (
      select p.v ->> 'code' as code, p.v ->> 'description' as description,
             p.v ->> 'subject' as subject, p.v ->> 'strand' as strand,
             p.v ->> 'sub_strand' as sub_strand, p.v ->> 'stage' as stage,
             (p.v ->> 'year')::smallint as year,
             coalesce((p.v ->> 'sort_order')::integer, p.n::integer) as sort_order
        from pg_catalog.jsonb_array_elements(syllabus -> 'points') with ordinality as p(v, n)
    ), upserted as (
      insert into public.syllabus_points as t
        (syllabus_id, code, description, subject, strand, sub_strand, stage, year, sort_order)
      select sid, i.code, i.description, i.subject, i.strand, i.sub_strand, i.stage, i.year, i.sort_order
        from incoming i
      on conflict (syllabus_id, code) do update
         set description = excluded.description, subject = excluded.subject,
             strand = excluded.strand, sub_strand = excluded.sub_strand, stage = excluded.stage,
             year = excluded.year, sort_order = excluded.sort_order, retired_at = null,
             deleted_at = null
       where (t.description, t.subject, t.strand, t.sub_strand, t.stage, t.year, t.sort_order,
              t.retired_at, t.deleted_at)
             is distinct from
             (excluded.description, excluded.subject, excluded.strand, excluded.sub_strand,
              excluded.stage, excluded.year, excluded.sort_order, null::timestamptz,
              null::timestamptz)
      returning 1
    ), retiring as (
      update public.syllabus_points t set retired_at = pg_catalog.now()
       where t.syllabus_id = sid and t.retired_at is null
         and not exists (select 1 from incoming i where i.code = t.code)
      returning 1
    )
    select (select pg_catalog.count(*) from incoming i
             where not exists (select 1 from public.syllabus_points p
                                where p.syllabus_id = sid and p.code = i.code)),
           (select pg_catalog.count(*) from upserted),
           (select pg_catalog.count(*) from retiring),
           (select pg_catalog.count(*) from incoming)
      into added, touched, retired, total;
    point_counts := jsonb_build_object('added', added, 'changed', touched - added,
                                       'retired', retired, 'unchanged', total - touched);

    -- Objectives (a point's elaborations), matched on (point, code or '#' || sort_order). Rows of
    -- one identity beyond the first (possible only in data older than this migration) retire.
    with incoming as (
      select pt.id as point_id, o.v ->> 'code' as code, o.v ->> 'description' as description,
             coalesce((o.v ->> 'sort_order')::integer, o.n::integer) as sort_order
        from pg_catalog.jsonb_array_elements(syllabus -> 'points') as p(v)
        join public.syllabus_points pt on pt.syllabus_id = sid and pt.code = p.v ->> 'code'
        cross join lateral pg_catalog.jsonb_array_elements(private.import_list(p.v -> 'objectives'))
          with ordinality as o(v, n)
    ), keyed as (
      select i.*, coalesce(i.code, '#' || i.sort_order::text) as ident from incoming i
    ), existing as (
      select o.id, o.syllabus_point_id, o.retired_at,
             coalesce(o.code, '#' || o.sort_order::text) as ident,
             pg_catalog.row_number() over (
               partition by o.syllabus_point_id, coalesce(o.code, '#' || o.sort_order::text)
               order by o.retired_at nulls first, o.created_at, o.id) as rank
        from public.syllabus_objectives o
        join public.syllabus_points pt on pt.id = o.syllabus_point_id
       where pt.syllabus_id = sid
    ), matched as (
      select k.*, e.id as existing_id from keyed k
        left join existing e on e.rank = 1 and e.syllabus_point_id = k.point_id and e.ident = k.ident
    ), inserted as (
      insert into public.syllabus_objectives (syllabus_point_id, code, description, sort_order)
      select m.point_id, m.code, m.description, m.sort_order from matched m where m.existing_id is null
      returning 1
    ), changed as (
      update public.syllabus_objectives t
         set code = m.code, description = m.description, sort_order = m.sort_order,
             retired_at = null, deleted_at = null
        from matched m
       where t.id = m.existing_id
         and (t.code, t.description, t.sort_order, t.retired_at, t.deleted_at)
             is distinct from (m.code, m.description, m.sort_order, null::timestamptz, null::timestamptz)
      returning 1
    ), retiring as (
      update public.syllabus_objectives t set retired_at = pg_catalog.now()
        from existing e
       where t.id = e.id and e.retired_at is null
         and (e.rank > 1 or not exists (select 1 from keyed k
                                         where k.point_id = e.syllabus_point_id and k.ident = e.ident))
      returning 1
    )
    select (select pg_catalog.count(*) from inserted), (select pg_catalog.count(*) from changed),
           (select pg_catalog.count(*) from retiring), (select pg_catalog.count(*) from keyed)
      into added, touched, retired, total;
    objective_counts := jsonb_build_object('added', added, 'changed', touched, 'retired', retired,
                                           'unchanged', total - added - touched);

    -- Criteria: a point's own, matched on (point, code or '#' || sort_order), and the level-wide
    -- ones (syllabus_point_id null), matched on (code or '#' || stage || '#' || sort_order).
    with incoming as (
      select pt.id as point_id, c.v ->> 'code' as code, c.v ->> 'description' as description,
             coalesce((c.v ->> 'sort_order')::integer, c.n::integer) as sort_order,
             null::text as stage, null::smallint as year
        from pg_catalog.jsonb_array_elements(syllabus -> 'points') as p(v)
        join public.syllabus_points pt on pt.syllabus_id = sid and pt.code = p.v ->> 'code'
        cross join lateral pg_catalog.jsonb_array_elements(private.import_list(p.v -> 'criteria'))
          with ordinality as c(v, n)
      union all
      select null, c.v ->> 'code', c.v ->> 'description',
             coalesce((c.v ->> 'sort_order')::integer, c.n::integer),
             c.v ->> 'stage', (c.v ->> 'year')::smallint
        from pg_catalog.jsonb_array_elements(private.import_list(syllabus -> 'criteria'))
          with ordinality as c(v, n)
    ), keyed as (
      select i.*,
             coalesce(i.point_id, '00000000-0000-0000-0000-000000000000'::uuid) as parent,
             coalesce(i.code, case when i.point_id is null then '#' || coalesce(i.stage, '') else '' end
                              || '#' || i.sort_order::text) as ident
        from incoming i
    ), existing as (
      select c.id, c.retired_at,
             coalesce(c.syllabus_point_id, '00000000-0000-0000-0000-000000000000'::uuid) as parent,
             coalesce(c.code, case when c.syllabus_point_id is null then '#' || coalesce(c.stage, '') else '' end
                              || '#' || c.sort_order::text) as ident
        from public.syllabus_criteria c
       where c.syllabus_id = sid
    ), ranked as (
      select e.*, pg_catalog.row_number() over (
               partition by e.parent, e.ident order by e.retired_at nulls first, e.id) as rank
        from existing e
    ), matched as (
      select k.*, r.id as existing_id from keyed k
        left join ranked r on r.rank = 1 and r.parent = k.parent and r.ident = k.ident
    ), inserted as (
      insert into public.syllabus_criteria
        (syllabus_id, syllabus_point_id, code, description, sort_order, stage, year)
      select sid, m.point_id, m.code, m.description, m.sort_order, m.stage, m.year
        from matched m where m.existing_id is null
      returning 1
    ), changed as (
      update public.syllabus_criteria t
         set code = m.code, description = m.description, sort_order = m.sort_order,
             stage = m.stage, year = m.year, retired_at = null, deleted_at = null
        from matched m
       where t.id = m.existing_id
         and (t.code, t.description, t.sort_order, t.stage, t.year, t.retired_at, t.deleted_at)
             is distinct from
             (m.code, m.description, m.sort_order, m.stage, m.year, null::timestamptz, null::timestamptz)
      returning 1
    ), retiring as (
      update public.syllabus_criteria t set retired_at = pg_catalog.now()
        from ranked r
       where t.id = r.id and r.retired_at is null
         and (r.rank > 1 or not exists (select 1 from keyed k
                                         where k.parent = r.parent and k.ident = r.ident))
      returning 1
    )
    select (select pg_catalog.count(*) from inserted), (select pg_catalog.count(*) from changed),
           (select pg_catalog.count(*) from retiring), (select pg_catalog.count(*) from keyed)
      into added, touched, retired, total;
    criterion_counts := jsonb_build_object('added', added, 'changed', touched, 'retired', retired,
                                           'unchanged', total - added - touched);

    report := pg_catalog.array_append(report, jsonb_build_object(
      'id', sid, 'key', syllabus ->> 'key', 'name', syllabus ->> 'name', 'created', created,
      'points', point_counts, 'objectives', objective_counts, 'criteria', criterion_counts));
  end loop;

  return jsonb_build_object('syllabuses', pg_catalog.to_jsonb(report));
end
$$;

-- ── execute rights (explicit: hosted Supabase's default privileges grant new functions widely) ──
revoke execute on function
  private.catalogue_scope(), private.guard_teaching_method_scope(),
  private.syllabus_school_id(uuid), private.point_scope(uuid),
  private.syllabus_import_max_rows(), private.import_value_problem(jsonb, text, boolean, integer),
  private.import_label(jsonb), private.import_list(jsonb), private.syllabus_import_problem(jsonb),
  public.import_syllabus(uuid, jsonb)
  from public, anon;
grant execute on function
  private.syllabus_school_id(uuid), private.point_scope(uuid), private.syllabus_import_max_rows(), private.import_value_problem(jsonb, text, boolean, integer),
  private.import_label(jsonb), private.import_list(jsonb), private.syllabus_import_problem(jsonb),
  public.import_syllabus(uuid, jsonb)
  to authenticated, service_role;
