-- Resource files (issue 15): a private bucket `resources` and who may touch its objects.
-- Object names are `<owner user id>/<uuid>/<file name>`; public.resources.file_path holds the name.
--   owner ........ create, read, replace and delete objects under their own user id
--   colleagues ... read an object that a live, shared file resource of a school they are an active
--                  member of points at (resources.file_path = objects.name); never write or delete
-- Evaluated as the caller by hosted Storage and by the local gateway alike (DESIGN §4 "Storage").
-- Applies unchanged to hosted Supabase: storage.buckets/objects exist there already.

insert into storage.buckets (id, name, public, file_size_limit)
values ('resources', 'resources', false, 52428800)
on conflict (id) do nothing;

-- Security definer: reads resources and memberships without the caller's RLS on them, so the
-- answer depends on the rule below only (and the policy does not recurse through resources' RLS).
create function private.can_read_shared_file(object_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.resources r
     where r.file_path = object_name
       and r.kind = 'file'
       and r.is_shared
       and r.deleted_at is null
       and r.school_id = any (private.member_school_ids())
  )
$$;
revoke all on function private.can_read_shared_file(text) from public;
grant execute on function private.can_read_shared_file(text) to authenticated, service_role;

create index resources_file_path on public.resources (file_path) where file_path is not null;

-- The first path segment is the owner's user id; compared as text so a malformed name simply
-- matches nobody instead of raising on a uuid cast.
create policy resources_owner_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'resources'
              and split_part(name, '/', 1) = (select auth.uid())::text);

create policy resources_owner_update on storage.objects for update to authenticated
  using (bucket_id = 'resources' and split_part(name, '/', 1) = (select auth.uid())::text)
  with check (bucket_id = 'resources'
              and split_part(name, '/', 1) = (select auth.uid())::text);

create policy resources_owner_delete on storage.objects for delete to authenticated
  using (bucket_id = 'resources' and split_part(name, '/', 1) = (select auth.uid())::text);

create policy resources_read on storage.objects for select to authenticated
  using (bucket_id = 'resources'
         and (split_part(name, '/', 1) = (select auth.uid())::text
              or private.can_read_shared_file(name)));
