-- Account RPCs (POST /rest/v1/rpc/<name>). Security definer where they write what RLS forbids the
-- caller to write directly (a membership row, an invitation), each with `set search_path = ''`
-- and fully qualified names, executable by `authenticated` only.
--
-- Errors carry a stable HINT the UI switches on (the message is for people). SQLSTATEs follow
-- PostgREST's HTTP mapping: 42501 → 403, P0002 → 404, 23505 → 409, 22023/P0001 → 400.

-- After joining a school it becomes the user's current school (spec §4 "sync-membership" copies the
-- latest membership into profile and preferences; doing it here saves a round trip).
create function private.set_current_school(uid uuid, school uuid) returns void
language sql security definer set search_path = '' as $$
  update public.profiles set school_id = school, is_solo_user = false where user_id = uid;
  update public.user_preferences set school_id = school where user_id = uid;
$$;

create function private.require_user() returns uuid
language plpgsql stable set search_path = '' as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'You must be signed in' using errcode = '42501', hint = 'NOT_SIGNED_IN';
  end if;
  return uid;
end
$$;

create function private.require_developer() returns void
language plpgsql stable set search_path = '' as $$
begin
  if not private.is_developer() then
    raise exception 'Developer permissions required'
      using errcode = '42501', hint = 'DEVELOPER_REQUIRED';
  end if;
end
$$;

-- ── schools ─────────────────────────────────────────────────────────────────────────────────────
create function public.create_school(
  name text,
  description text default null,
  timetable_cycle jsonb default null,
  term_dates jsonb default null,
  day_schedule jsonb default null
) returns public.schools
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := private.require_user();
  school public.schools;
begin
  insert into public.schools (name, description)
  values (btrim(create_school.name), create_school.description)
  returning * into school;
  -- Absent settings keep the column defaults.
  update public.schools s
     set timetable_cycle = coalesce(create_school.timetable_cycle, s.timetable_cycle),
         term_dates = coalesce(create_school.term_dates, s.term_dates),
         day_schedule = coalesce(create_school.day_schedule, s.day_schedule)
   where s.id = school.id
  returning * into school;
  insert into public.school_memberships (user_id, school_id, role, status, joined_at)
  values (uid, school.id, 'OWNER', 'active', now());
  perform private.set_current_school(uid, school.id);
  return school;
end
$$;

create function public.join_school(invite_code text) returns public.school_memberships
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := private.require_user();
  code text := upper(regexp_replace(coalesce(join_school.invite_code, ''), '[\s-]', '', 'g'));
  found_school uuid;
  membership public.school_memberships;
begin
  select s.id into found_school from public.schools s
   where s.invite_code = code and s.deleted_at is null;
  if found_school is null then
    raise exception 'No school has this invite code'
      using errcode = 'P0002', hint = 'INVITE_CODE_UNKNOWN';
  end if;
  select * into membership from public.school_memberships m
   where m.user_id = uid and m.school_id = found_school
   for update;
  if found then
    if membership.status = 'active' and membership.deleted_at is null then
      raise exception 'You are already a member of this school'
        using errcode = '23505', hint = 'ALREADY_MEMBER';
    elsif membership.status = 'suspended' then
      raise exception 'Your membership of this school is suspended'
        using errcode = '42501', hint = 'MEMBERSHIP_SUSPENDED';
    end if;
    update public.school_memberships m
       set status = 'active', role = 'TEACHER', deleted_at = null, joined_at = now()
     where m.id = membership.id
    returning * into membership;
  else
    insert into public.school_memberships (user_id, school_id, role, status, joined_at)
    values (uid, found_school, 'TEACHER', 'active', now())
    returning * into membership;
  end if;
  perform private.set_current_school(uid, membership.school_id);
  return membership;
end
$$;

-- Leaving keeps the row (status 'left', so devices learn of it); the last-owner trigger applies.
create function public.leave_school(school_id uuid) returns public.school_memberships
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := private.require_user();
  membership public.school_memberships;
begin
  update public.school_memberships m set status = 'left'
   where m.user_id = uid and m.school_id = leave_school.school_id and m.status = 'active'
  returning * into membership;
  if not found then
    raise exception 'You are not a member of this school'
      using errcode = 'P0002', hint = 'NOT_MEMBER';
  end if;
  update public.profiles p set school_id = null
   where p.user_id = uid and p.school_id = leave_school.school_id;
  update public.user_preferences p set school_id = null
   where p.user_id = uid and p.school_id = leave_school.school_id;
  return membership;
end
$$;

create function public.regenerate_invite_code(school_id uuid) returns text
language plpgsql security definer set search_path = '' as $$
declare
  code text;
begin
  perform private.require_user();
  if private.school_rank(regenerate_invite_code.school_id) < 3 and not private.is_developer() then
    raise exception 'Only owners and admins of this school can change its invite code'
      using errcode = '42501', hint = 'NOT_SCHOOL_MANAGER';
  end if;
  update public.schools s set invite_code = private.new_invite_code()
   where s.id = regenerate_invite_code.school_id
  returning s.invite_code into code;
  return code;
end
$$;

-- ── invitations ─────────────────────────────────────────────────────────────────────────────────
-- The token: 256 bits from SHA-256 over three v4 UUIDs (366 bits from the server's strong random
-- source). Only core functions: pgcrypto's gen_random_bytes is not available on PGlite by default
-- and lives in another schema on hosted Supabase. Returned once, stored only as its SHA-256.
create function public.create_invitation(school_id uuid, email text, role text default 'TEACHER')
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := private.require_user();
  is_dev boolean := private.is_developer();
  my_rank integer := private.school_rank(create_invitation.school_id);
  wanted_role text := upper(btrim(coalesce(create_invitation.role, '')));
  address text := lower(btrim(coalesce(create_invitation.email, '')));
  school_name text;
  token text;
  invitation public.invitations;
begin
  if my_rank < 3 and not is_dev then
    raise exception 'Only owners and admins of this school can send invitations'
      using errcode = '42501', hint = 'NOT_SCHOOL_MANAGER';
  end if;
  select s.name into school_name from public.schools s
   where s.id = create_invitation.school_id and s.deleted_at is null;
  if school_name is null then
    raise exception 'School not found' using errcode = 'P0002', hint = 'SCHOOL_NOT_FOUND';
  end if;
  if address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(address) > 254 then
    raise exception 'Enter a valid email address' using errcode = '22023', hint = 'INVALID_EMAIL';
  end if;
  if private.role_rank(wanted_role) = 0 then
    raise exception 'Role must be OWNER, ADMIN, TEACHER or VIEWER'
      using errcode = '22023', hint = 'INVALID_ROLE';
  end if;
  if private.role_rank(wanted_role) > my_rank and not is_dev then
    raise exception 'You cannot invite someone with a role above your own'
      using errcode = '42501', hint = 'ROLE_ABOVE_INVITER';
  end if;
  if exists (
    select 1 from public.school_memberships m join auth.users u on u.id = m.user_id
     where m.school_id = create_invitation.school_id and lower(u.email) = address
       and m.status = 'active' and m.deleted_at is null) then
    raise exception 'This person is already a member of this school'
      using errcode = '23505', hint = 'ALREADY_MEMBER';
  end if;
  -- One live invitation per address and school: a new one replaces the previous.
  update public.invitations i set revoked_at = now()
   where i.school_id = create_invitation.school_id and i.email = address
     and i.accepted_at is null and i.revoked_at is null;
  token := translate(encode(sha256(
             uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid())
           ), 'base64'), '+/=', '-_');  -- base64url, 43 characters
  insert into public.invitations (school_id, email, role, token_hash, invited_by, expires_at)
  values (create_invitation.school_id, address, wanted_role, sha256(convert_to(token, 'UTF8')), uid,
          now() + interval '7 days')
  returning * into invitation;
  insert into public.mailbox (to_email, subject, body, kind)
  values (address, 'You are invited to join ' || school_name,
          'You have been invited to join ' || school_name || ' as ' || initcap(wanted_role) || E'.\n\n'
            || 'Accept the invitation: /accept-invitation?token=' || token || E'\n\n'
            || 'The link works once and expires on '
            || to_char(invitation.expires_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC.',
          'invitation');
  return jsonb_build_object(
    'id', invitation.id,
    'token', token,
    'accept_path', '/accept-invitation?token=' || token,
    'expires_at', invitation.expires_at);
end
$$;

create function public.revoke_invitation(invitation_id uuid) returns public.invitations
language plpgsql security definer set search_path = '' as $$
declare
  invitation public.invitations;
  my_rank integer;
begin
  perform private.require_user();
  select * into invitation from public.invitations i
   where i.id = revoke_invitation.invitation_id for update;
  if not found then
    raise exception 'Invitation not found' using errcode = 'P0002', hint = 'INVITATION_NOT_FOUND';
  end if;
  my_rank := private.school_rank(invitation.school_id);
  if (my_rank < 3 or private.role_rank(invitation.role) > my_rank) and not private.is_developer() then
    raise exception 'Only owners and admins of this school can revoke invitations'
      using errcode = '42501', hint = 'NOT_SCHOOL_MANAGER';
  end if;
  if invitation.accepted_at is not null then
    raise exception 'This invitation has already been used'
      using errcode = 'P0001', hint = 'INVITATION_USED';
  end if;
  if invitation.revoked_at is null then
    update public.invitations i set revoked_at = now()
     where i.id = invitation.id returning * into invitation;
  end if;
  return invitation;
end
$$;

-- Single use, atomically: the UPDATE claims the invitation only if it is still open; a concurrent
-- accept waits on the row lock, re-checks the WHERE clause and finds it taken. Only when nothing
-- was claimed do we look again to say why.
create function public.accept_invitation(token text) returns public.school_memberships
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := private.require_user();
  hash bytea := sha256(convert_to(coalesce(accept_invitation.token, ''), 'UTF8'));
  address text;
  invitation public.invitations;
  membership public.school_memberships;
begin
  select lower(u.email) into address from auth.users u where u.id = uid;
  update public.invitations i set accepted_at = now(), accepted_by = uid
   where i.token_hash = hash and i.accepted_at is null and i.revoked_at is null
     and i.expires_at > now() and i.email = address
  returning * into invitation;
  if not found then
    select * into invitation from public.invitations i where i.token_hash = hash;
    if not found then
      raise exception 'Invitation not found' using errcode = 'P0002', hint = 'INVITATION_NOT_FOUND';
    elsif invitation.revoked_at is not null then
      raise exception 'This invitation has been revoked'
        using errcode = 'P0001', hint = 'INVITATION_REVOKED';
    elsif invitation.accepted_at is not null then
      raise exception 'This invitation has already been used'
        using errcode = 'P0001', hint = 'INVITATION_USED';
    elsif invitation.expires_at <= now() then
      raise exception 'This invitation has expired'
        using errcode = 'P0001', hint = 'INVITATION_EXPIRED';
    else
      raise exception 'This invitation was sent to a different email address'
        using errcode = '42501', hint = 'INVITATION_WRONG_EMAIL';
    end if;
  end if;
  if not exists (select 1 from public.schools s
                  where s.id = invitation.school_id and s.deleted_at is null) then
    raise exception 'School not found' using errcode = 'P0002', hint = 'SCHOOL_NOT_FOUND';
  end if;
  -- Any exception below rolls the claim back too: the invitation stays usable.
  select * into membership from public.school_memberships m
   where m.user_id = uid and m.school_id = invitation.school_id for update;
  if found then
    if membership.status = 'active' and membership.deleted_at is null then
      raise exception 'You are already a member of this school'
        using errcode = '23505', hint = 'ALREADY_MEMBER';
    end if;
    update public.school_memberships m
       set status = 'active', role = invitation.role, invited_by = invitation.invited_by,
           deleted_at = null, joined_at = now()
     where m.id = membership.id
    returning * into membership;
  else
    insert into public.school_memberships (user_id, school_id, role, status, invited_by, joined_at)
    values (uid, invitation.school_id, invitation.role, 'active', invitation.invited_by, now())
    returning * into membership;
  end if;
  perform private.set_current_school(uid, membership.school_id);
  return membership;
end
$$;

-- ── developer area ──────────────────────────────────────────────────────────────────────────────
create function public.health_snapshot() returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  started timestamptz;
  latency_ms numeric;
  counts jsonb := '{}';
  table_name text;
  n bigint;
  oldest_s numeric;
begin
  perform private.require_developer();
  started := clock_timestamp();
  perform 1;
  latency_ms := round(extract(epoch from clock_timestamp() - started)::numeric * 1000, 3);
  for table_name in
    select c.relname from pg_catalog.pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by 1 loop
    execute format('select count(*) from public.%I', table_name) into n;
    counts := counts || jsonb_build_object(table_name, n);
  end loop;
  -- Other sessions' transactions; PGlite has a single backend (null), and a role without
  -- pg_read_all_stats may not see them (null rather than an error).
  begin
    select round(extract(epoch from now() - min(a.xact_start))::numeric, 3) into oldest_s
      from pg_catalog.pg_stat_activity a
     where a.xact_start is not null and a.pid <> pg_catalog.pg_backend_pid();
  exception when others then
    oldest_s := null;
  end;
  return jsonb_build_object(
    'db_latency_ms', latency_ms,
    'row_counts', counts,
    'oldest_open_transaction_age_s', oldest_s,
    'checked_at', now());
end
$$;

-- /dev/users needs e-mail addresses, which live in auth.users (not exposed to the API).
create function public.dev_list_users()
returns table (
  user_id uuid, email text, full_name text, is_developer boolean, school_id uuid,
  created_at timestamptz, last_sign_in_at timestamptz, banned_until timestamptz
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_developer();
  return query
    select u.id, u.email, p.full_name, coalesce(p.is_developer, false), p.school_id,
           u.created_at, u.last_sign_in_at, u.banned_until
      from auth.users u left join public.profiles p on p.user_id = u.id
     order by u.created_at;
end
$$;

-- ── execute rights: authenticated only ──────────────────────────────────────────────────────────
revoke execute on all functions in schema public from public, anon;
revoke execute on all functions in schema private from public, anon;
grant execute on function
  public.create_school(text, text, jsonb, jsonb, jsonb), public.join_school(text),
  public.leave_school(uuid), public.regenerate_invite_code(uuid),
  public.create_invitation(uuid, text, text), public.revoke_invitation(uuid),
  public.accept_invitation(text), public.health_snapshot(), public.dev_list_users()
  to authenticated, service_role;
