-- A teacher's planning rows may point only at catalogue rows the teacher can see (issue 13).
--
-- lesson_syllabus_points, class_syllabus_status and classes.syllabus_id reference the catalogue by
-- id. A foreign key check ignores RLS, so without this a teacher of one school could link another
-- school's private point (or give a class its syllabus) by guessing or copying its id, and would
-- learn that the id exists. lesson_resources already checks its resource this way in its policy.
--
-- A trigger, not a policy: it checks only when the reference is set or changed, so a teacher who
-- has left a school can still edit or delete (tombstone) their own old rows that point at that
-- school's syllabus, which they can no longer see. It runs as the caller (security invoker), so
-- the lookup sees exactly what the caller's RLS shows; the server's own roles (seed, service_role)
-- see everything and are never refused.

create function private.require_visible_catalogue_row() returns trigger
language plpgsql security invoker set search_path = '' as $$
declare
  column_name text := tg_argv[0];
  catalogue_table text := tg_argv[1];
  referenced uuid := (pg_catalog.to_jsonb(new) ->> column_name)::uuid;
  visible boolean;
begin
  if referenced is null then
    return new;
  end if;
  if tg_op = 'UPDATE' and referenced is not distinct from (pg_catalog.to_jsonb(old) ->> column_name)::uuid then
    return new;
  end if;
  execute pg_catalog.format('select exists (select 1 from public.%I where id = $1)', catalogue_table)
    into visible using referenced;
  if not visible then
    raise exception '% % is not in a syllabus you can see', column_name, referenced
      using errcode = '42501', hint = 'CATALOGUE_NOT_VISIBLE';
  end if;
  return new;
end
$$;

create trigger require_visible_point before insert or update of syllabus_point_id
  on public.lesson_syllabus_points
  for each row execute function private.require_visible_catalogue_row('syllabus_point_id', 'syllabus_points');
create trigger require_visible_point before insert or update of syllabus_point_id
  on public.class_syllabus_status
  for each row execute function private.require_visible_catalogue_row('syllabus_point_id', 'syllabus_points');
create trigger require_visible_syllabus before insert or update of syllabus_id
  on public.classes
  for each row execute function private.require_visible_catalogue_row('syllabus_id', 'syllabuses');

revoke execute on function private.require_visible_catalogue_row() from public, anon;
