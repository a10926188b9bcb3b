-- A school's planning overview for its managers (issue 14, "a school view for managers"). Decisions:
-- docs/decisions.md, "School view for managers (issue 14)".
--
-- A manager (OWNER or ADMIN) sees how planning and coverage go across the school's classes, but
-- colleagues' lessons never reach the manager's device: RLS keeps every lesson, link and class
-- status to its owner (…_rls.sql), so the pull cannot bring them. This RPC reads them as the
-- server (security definer) and answers aggregates only, one object per class: counts, a
-- percentage, a date. No lesson text, reflection or rating leaves it.
--
-- The numbers, defined as the app defines them (src/domain):
--   classes           live (not deleted, not archived) classes with this school_id whose teacher is
--                     an active member of the school (a teacher who left takes their classes along)
--   planned           a live lesson with plan content: a title, objectives, success criteria,
--                     activities or notes that is not blank (JavaScript's trim: the whitespace class
--                     below), a program item, or a live linked syllabus point or resource
--                     (hasPlanContent in src/domain/lessons/lesson-record.ts); unplanned: the others
--   taught            stored status COMPLETED (isCompleted in src/domain/analytics/metric-definitions.ts)
--   awaiting          unmarked (not COMPLETED or MISSED) and dated before today: effective status
--   reflection        PENDING_REFLECTION (effectiveStatus in src/domain/lessons/lesson-status.ts);
--                     today in the caller's preferred time zone (user_preferences), else UTC
--   coverage          classCoverage (src/domain/coverage/class-coverage.ts) over all the class's
--                     lessons: points in scope = live, non-retired points of the class's syllabus at
--                     its level (its syllabus_stage when not blank, else its year, else all:
--                     isInClassLevel); covered = those a live COMPLETED lesson of the class links by a
--                     live link; percentage = covered / in scope × 100 rounded to one decimal half up
--                     as Math.round does (percentageOf), in float8 as JavaScript computes it; 0 when
--                     nothing is in scope
--   last planned      the latest date of a planned lesson (any date, so a future one too)
-- Errors: 42501 NOT_SIGNED_IN / SCHOOL_MANAGER_REQUIRED (anyone but an active OWNER or ADMIN of the
-- school, developers included); 22023 OVERVIEW_RANGE_INVALID for a missing or reversed range or
-- one longer than private.school_overview_max_days().

-- The longest range the overview counts over: a school year and a bit. Bounds the work per call.
create function private.school_overview_max_days() returns integer
language sql immutable set search_path = '' as $$ select 400 $$;

-- Not blank as JavaScript's String.prototype.trim sees it: some character outside its whitespace
-- (WhiteSpace and LineTerminator of ECMA-262). PostgreSQL's btrim trims spaces only.
create function private.has_text(value text) returns boolean
language sql immutable set search_path = '' as $$
  select value is not null
     and value ~ '[^\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'
$$;

-- percentageOf (src/domain/coverage/class-coverage.ts): Math.round((covered / inScope) * 1000) / 10
-- in doubles, as JavaScript computes it (numeric would round some halves the other way); 0 when
-- nothing is in scope. Math.round is floor(x + 0.5) for these non-negative values.
create function private.coverage_percentage(covered bigint, in_scope bigint) returns double precision
language sql immutable set search_path = '' as $$
  select case when coalesce(in_scope, 0) = 0 then 0
              else pg_catalog.floor(covered::float8 / in_scope * 1000 + 0.5) / 10 end
$$;

create function public.school_planning_overview(p_school_id uuid, p_week_start date, p_week_end date)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  zone text;
  today date;
  answer jsonb;
begin
  if uid is null then
    raise exception 'You must be signed in' using errcode = '42501', hint = 'NOT_SIGNED_IN';
  end if;
  -- Role first, so a stranger learns nothing about the school, not even that it exists.
  if p_school_id is null or private.school_rank(p_school_id) < private.role_rank('ADMIN') then
    raise exception 'Only an owner or admin of this school can see its planning overview'
      using errcode = '42501', hint = 'SCHOOL_MANAGER_REQUIRED';
  end if;
  if p_week_start is null or p_week_end is null or p_week_end < p_week_start
     or p_week_end - p_week_start >= private.school_overview_max_days() then
    raise exception 'The overview needs a start date on or before its end date, at most % days apart',
      private.school_overview_max_days()
      using errcode = '22023', hint = 'OVERVIEW_RANGE_INVALID';
  end if;

  select p.timezone into zone from public.user_preferences p
   where p.user_id = uid and p.deleted_at is null;
  begin
    today := (pg_catalog.now() at time zone coalesce(zone, 'UTC'))::date;
  exception when invalid_parameter_value then
    -- A stale or unknown zone name: a date a few hours off beats a refused overview.
    today := (pg_catalog.now() at time zone 'UTC')::date;
  end;

  with school_classes as (
    select c.id, c.name, c.subject, c.year, c.syllabus_id, c.syllabus_stage, c.owner_id,
           coalesce(nullif(pg_catalog.btrim(pr.full_name), ''), u.email::text) as teacher_name
      from public.classes c
      join public.school_memberships m
        on m.user_id = c.owner_id and m.school_id = c.school_id
       and m.status = 'active' and m.deleted_at is null
      join auth.users u on u.id = c.owner_id
      left join public.profiles pr on pr.user_id = c.owner_id and pr.deleted_at is null
     where c.school_id = p_school_id and c.deleted_at is null and c.archived_at is null
  ),
  class_lessons as (
    select l.class_id, l.date, l.status,
           (private.has_text(l.title) or private.has_text(l.objectives)
            or private.has_text(l.success_criteria) or private.has_text(l.activities)
            or private.has_text(l.notes) or l.program_item_id is not null
            or exists (select 1 from public.lesson_syllabus_points lp
                        where lp.lesson_id = l.id and lp.deleted_at is null)
            or exists (select 1 from public.lesson_resources lr
                        where lr.lesson_id = l.id and lr.deleted_at is null)) as planned
      from public.lessons l
      join school_classes c on c.id = l.class_id and c.owner_id = l.owner_id
     where l.deleted_at is null
  ),
  lesson_counts as (
    select l.class_id,
           count(*) filter (where l.date between p_week_start and p_week_end) as this_week,
           count(*) filter (where l.date between p_week_start and p_week_end and l.planned)
             as planned_this_week,
           count(*) filter (where l.date between p_week_start and p_week_end
                              and l.status = 'COMPLETED') as taught_in_range,
           count(*) filter (where l.status not in ('COMPLETED', 'MISSED') and l.date < today)
             as awaiting_reflection,
           max(l.date) filter (where l.planned) as last_planned_date
      from class_lessons l
     group by l.class_id
  ),
  scope_points as (
    select c.id as class_id, sp.id as point_id
      from school_classes c
      join public.syllabus_points sp on sp.syllabus_id = c.syllabus_id
     where sp.deleted_at is null and sp.retired_at is null
       and case
             when c.syllabus_stage is not null and pg_catalog.btrim(c.syllabus_stage) <> ''
               then sp.stage = c.syllabus_stage
             when c.year is not null then sp.year = c.year
             else true
           end
  ),
  coverage as (
    select s.class_id, count(*) as in_scope,
           count(*) filter (where exists (
             select 1 from public.lesson_syllabus_points lp
               join public.lessons l on l.id = lp.lesson_id
              where lp.syllabus_point_id = s.point_id and lp.deleted_at is null
                and l.class_id = s.class_id and l.deleted_at is null and l.status = 'COMPLETED'))
             as covered
      from scope_points s
     group by s.class_id
  )
  select jsonb_build_object(
           'school_id', p_school_id,
           'week_start', p_week_start,
           'week_end', p_week_end,
           'today', today,
           'classes', coalesce(jsonb_agg(jsonb_build_object(
             'class_id', c.id,
             'class_name', c.name,
             'subject', c.subject,
             'year', c.year,
             'teacher_name', c.teacher_name,
             'lessons_this_week', coalesce(lc.this_week, 0),
             'planned_this_week', coalesce(lc.planned_this_week, 0),
             'unplanned_this_week', coalesce(lc.this_week - lc.planned_this_week, 0),
             'taught_in_range', coalesce(lc.taught_in_range, 0),
             'awaiting_reflection', coalesce(lc.awaiting_reflection, 0),
             'has_syllabus', c.syllabus_id is not null,
             'points_in_scope', coalesce(cv.in_scope, 0),
             'points_covered', coalesce(cv.covered, 0),
             'coverage_percentage', private.coverage_percentage(cv.covered, cv.in_scope),
             'last_planned_date', lc.last_planned_date)
             order by c.name, c.id), '[]'::jsonb))
    into answer
    from school_classes c
    left join lesson_counts lc on lc.class_id = c.id
    left join coverage cv on cv.class_id = c.id;
  return answer;
end
$$;

-- ── execute rights (explicit: hosted Supabase's default privileges grant new functions widely) ──
revoke execute on function
  private.school_overview_max_days(), private.has_text(text),
  private.coverage_percentage(bigint, bigint),
  public.school_planning_overview(uuid, date, date)
  from public, anon;
grant execute on function public.school_planning_overview(uuid, date, date) to authenticated;
