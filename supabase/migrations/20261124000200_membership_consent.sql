-- Memberships only by consent, rejoining within one's old role, and "not found" as HTTP 404
-- (issue 12 items 3, 4, 6 and 9).
--
-- 1. Consent. A school_memberships row comes into being only through create_school (its creator,
--    as OWNER), join_school (the invite code, by the joiner) or accept_invitation (by the
--    invitation's addressee). Managers change roles and remove members through set_member_role
--    and remove_member; nobody (manager, developer, sync_push) inserts, updates or deletes a
--    membership directly: no INSERT/UPDATE/DELETE grant to authenticated and no write policy, so
--    status, role and joined_at (which account set-up orders by) cannot be forged either.
-- 2. Rejoining. A code join gives a first-timer TEACHER (as before). Someone who left comes back
--    with the lower of their old role and TEACHER (a VIEWER stays VIEWER; a former OWNER or ADMIN
--    needs an invitation to manage again). Someone a manager removed is refused by the code: they
--    need a new invitation, which is the school's consent to have them back.
-- 3. accept_invitation compares the invitation's address with the account's CONFIRMED address in
--    auth.users (email, with email_confirmed_at set): never a JWT claim, never an unconfirmed one.
-- 4. Not found. PostgREST 12 answers P0002 with 500 (P0* → 500). Our not-found cases raise
--    SQLSTATE 'PGRST' instead, whose message is the JSON body PostgREST sends and whose detail
--    sets the status (PostgREST ≥ 11.2): 404, body { code: 'P0002', message: '<resource> with
--    ID '<id>' not found' (spec §8), details: null, hint: '<OUR_HINT>' }. Clients see the same
--    code and hint as before; SQL callers see SQLSTATE PGRST with that JSON as the message.

-- ── not found ───────────────────────────────────────────────────────────────────────────────────
-- Raises the 404 described above. `message` follows spec §8; `hint` is the UPPER_SNAKE reason the
-- UI switches on. Invoker: our RPCs call it.
create function private.raise_not_found(message text, hint text) returns void
language plpgsql set search_path = '' as $$
begin
  raise sqlstate 'PGRST' using
    message = pg_catalog.jsonb_build_object(
      'code', 'P0002', 'message', message, 'details', null, 'hint', hint)::text,
    detail = '{"status": 404, "headers": {}}';
end
$$;

-- A caller's text shown back in a message, cut short: an invite code is 8 characters, and a
-- message must not grow with whatever was sent.
create function private.quoted_input(value text) returns text
language sql immutable set search_path = '' as $$
  select case when pg_catalog.char_length(value) > 32
              then pg_catalog.left(value, 32) || '…' else value end
$$;

-- ── removals ────────────────────────────────────────────────────────────────────────────────────
-- Who a manager removed from which school. Not a column of school_memberships: that table is
-- replicated and its entity schema is strict (DESIGN §6), and devices need not know. Written by
-- remove_member, cleared by accept_invitation, read by join_school. Only definer functions and
-- the server touch it (private is not exposed; no grant, RLS on with no policy).
create table private.membership_removals (
  user_id uuid not null references auth.users (id) on delete cascade,
  school_id uuid not null references public.schools (id) on delete cascade,
  removed_by uuid references auth.users (id) on delete set null,
  removed_at timestamptz not null default now(),
  primary key (user_id, school_id)
);
create index membership_removals_school_idx on private.membership_removals (school_id);
alter table private.membership_removals enable row level security;
revoke all on private.membership_removals from public, anon, authenticated;

-- ── no direct writes to memberships ─────────────────────────────────────────────────────────────
drop policy managers_insert on public.school_memberships;
drop policy managers_update on public.school_memberships;
revoke insert, update, delete on public.school_memberships from authenticated, anon;

-- ── join_school ─────────────────────────────────────────────────────────────────────────────────
create or replace function public.join_school(invite_code text) returns public.school_memberships
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := private.require_user();
  code text := upper(regexp_replace(coalesce(join_school.invite_code, ''), '[\s-]', '', 'g'));
  found_school uuid;
  membership public.school_memberships;
  code_role constant text := 'TEACHER';  -- what the code gives a first-timer
begin
  select s.id into found_school from public.schools s
   where s.invite_code = code and s.deleted_at is null;
  if found_school is null then
    perform private.raise_not_found(
      format('School with invite code ''%s'' not found', private.quoted_input(code)),
      'INVITE_CODE_UNKNOWN');
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
    elsif exists (select 1 from private.membership_removals r
                   where r.user_id = uid and r.school_id = found_school) then
      raise exception 'You were removed from this school: ask one of its owners or admins for a new invitation'
        using errcode = '42501', hint = 'MEMBERSHIP_REMOVED';
    end if;
    -- Back with no more than the role they had, and no more than the code gives.
    update public.school_memberships m
       set status = 'active', deleted_at = null, joined_at = now(),
           role = case when private.role_rank(membership.role) < private.role_rank(code_role)
                       then membership.role else code_role end
     where m.id = membership.id
    returning * into membership;
  else
    insert into public.school_memberships (user_id, school_id, role, status, joined_at)
    values (uid, found_school, code_role, 'active', now())
    returning * into membership;
  end if;
  perform private.set_current_school(uid, membership.school_id);
  return membership;
end
$$;

-- ── leave_school ────────────────────────────────────────────────────────────────────────────────
-- Unchanged but for the 404. The row keeps its role: a code rejoin reads it.
create or replace function public.leave_school(school_id uuid) returns public.school_memberships
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := private.require_user();
  membership public.school_memberships;
begin
  update public.school_memberships m set status = 'left'
   where m.user_id = uid and m.school_id = leave_school.school_id and m.status = 'active'
     and m.deleted_at is null
  returning * into membership;
  if not found then
    perform private.raise_not_found(
      format('Membership of school with ID ''%s'' not found', leave_school.school_id),
      'NOT_MEMBER');
  end if;
  update public.profiles p set school_id = null
   where p.user_id = uid and p.school_id = leave_school.school_id;
  update public.user_preferences p set school_id = null
   where p.user_id = uid and p.school_id = leave_school.school_id;
  return membership;
end
$$;

-- ── invitations ─────────────────────────────────────────────────────────────────────────────────
-- As in …_account_rpcs.sql, with the 404 for a school that is gone.
create or replace function public.create_invitation(school_id uuid, email text, role text default 'TEACHER')
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
    perform private.raise_not_found(
      format('School with ID ''%s'' not found', create_invitation.school_id), 'SCHOOL_NOT_FOUND');
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

create or replace function public.revoke_invitation(invitation_id uuid) returns public.invitations
language plpgsql security definer set search_path = '' as $$
declare
  invitation public.invitations;
  my_rank integer;
begin
  perform private.require_user();
  select * into invitation from public.invitations i
   where i.id = revoke_invitation.invitation_id for update;
  if not found then
    perform private.raise_not_found(
      format('Invitation with ID ''%s'' not found', revoke_invitation.invitation_id),
      'INVITATION_NOT_FOUND');
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

-- Single use, atomically (see …_account_rpcs.sql). The address compared is the account's
-- confirmed one in auth.users: an address typed into PUT /auth/v1/user and not yet confirmed
-- through its mailbox never counts, nor does a JWT's email claim (it may predate a change).
-- Accepting is the school's consent to have the person back, so it clears a removal.
create or replace function public.accept_invitation(token text) returns public.school_memberships
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := private.require_user();
  hash bytea := sha256(convert_to(coalesce(accept_invitation.token, ''), 'UTF8'));
  address text;
  confirmed boolean;
  invitation public.invitations;
  membership public.school_memberships;
begin
  select lower(u.email), u.email_confirmed_at is not null into address, confirmed
    from auth.users u where u.id = uid;
  update public.invitations i set accepted_at = now(), accepted_by = uid
   where i.token_hash = hash and i.accepted_at is null and i.revoked_at is null
     and i.expires_at > now() and i.email = address and confirmed
  returning * into invitation;
  if not found then
    select * into invitation from public.invitations i where i.token_hash = hash;
    if not found then
      perform private.raise_not_found('Invitation with this link not found', 'INVITATION_NOT_FOUND');
    elsif invitation.revoked_at is not null then
      raise exception 'This invitation has been revoked'
        using errcode = 'P0001', hint = 'INVITATION_REVOKED';
    elsif invitation.accepted_at is not null then
      raise exception 'This invitation has already been used'
        using errcode = 'P0001', hint = 'INVITATION_USED';
    elsif invitation.expires_at <= now() then
      raise exception 'This invitation has expired'
        using errcode = 'P0001', hint = 'INVITATION_EXPIRED';
    elsif invitation.email is distinct from address then
      raise exception 'This invitation was sent to a different email address'
        using errcode = '42501', hint = 'INVITATION_WRONG_EMAIL';
    else
      raise exception 'Confirm your email address before accepting an invitation'
        using errcode = '42501', hint = 'EMAIL_NOT_CONFIRMED';
    end if;
  end if;
  if not exists (select 1 from public.schools s
                  where s.id = invitation.school_id and s.deleted_at is null) then
    perform private.raise_not_found(
      format('School with ID ''%s'' not found', invitation.school_id), 'SCHOOL_NOT_FOUND');
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
  delete from private.membership_removals r
   where r.user_id = uid and r.school_id = invitation.school_id;
  perform private.set_current_school(uid, membership.school_id);
  return membership;
end
$$;

-- ── member management ───────────────────────────────────────────────────────────────────────────
create or replace function private.managed_membership(membership_id uuid)
returns public.school_memberships
language plpgsql set search_path = '' as $$
declare
  membership public.school_memberships;
begin
  perform private.require_user();
  select * into membership from public.school_memberships m
   where m.id = managed_membership.membership_id and m.deleted_at is null
   for update;
  if not found then
    perform private.raise_not_found(
      format('Membership with ID ''%s'' not found', managed_membership.membership_id),
      'MEMBERSHIP_NOT_FOUND');
  end if;
  perform private.require_school_manager(membership.school_id);
  return membership;
end
$$;

create or replace function public.set_member_role(membership_id uuid, role text)
returns public.school_memberships
language plpgsql security definer set search_path = '' as $$
declare
  membership public.school_memberships := private.managed_membership(set_member_role.membership_id);
  wanted_role text := upper(btrim(coalesce(set_member_role.role, '')));
begin
  if membership.status = 'left' then
    perform private.raise_not_found(
      format('Membership with ID ''%s'' not found', membership.id), 'MEMBERSHIP_NOT_FOUND');
  end if;
  if private.role_rank(wanted_role) = 0 then
    raise exception 'Role must be OWNER, ADMIN, TEACHER or VIEWER'
      using errcode = '22023', hint = 'INVALID_ROLE';
  end if;
  if membership.user_id = auth.uid() then
    raise exception 'You cannot change your own role' using errcode = '42501', hint = 'OWN_ROLE';
  end if;
  perform private.require_not_outranked(membership);
  if not private.is_developer()
     and private.role_rank(wanted_role) > private.school_rank(membership.school_id) then
    raise exception 'You cannot grant a role above your own'
      using errcode = '42501', hint = 'ROLE_ABOVE_YOURS';
  end if;
  if membership.role <> wanted_role then
    update public.school_memberships m set role = wanted_role
     where m.id = membership.id
    returning * into membership;
  end if;
  return membership;
end
$$;

-- As before (status 'left', current school cleared), and the removal is remembered, so the
-- invite code no longer lets them back in. Removing someone who already left records it too: a
-- manager who removes a departed member means "not back by the code".
create or replace function public.remove_member(membership_id uuid) returns public.school_memberships
language plpgsql security definer set search_path = '' as $$
declare
  membership public.school_memberships := private.managed_membership(remove_member.membership_id);
begin
  if membership.user_id = auth.uid() then
    raise exception 'Use Leave school to leave a school yourself'
      using errcode = '42501', hint = 'OWN_MEMBERSHIP';
  end if;
  perform private.require_not_outranked(membership);
  insert into private.membership_removals (user_id, school_id, removed_by)
  values (membership.user_id, membership.school_id, auth.uid())
  on conflict (user_id, school_id) do nothing;
  if membership.status = 'left' then
    return membership;
  end if;
  update public.school_memberships m set status = 'left'
   where m.id = membership.id
  returning * into membership;
  update public.profiles p set school_id = null
   where p.user_id = membership.user_id and p.school_id = membership.school_id;
  update public.user_preferences p set school_id = null
   where p.user_id = membership.user_id and p.school_id = membership.school_id;
  return membership;
end
$$;

-- ── execute rights ──────────────────────────────────────────────────────────────────────────────
-- `create or replace` keeps the replaced functions' grants; the new helpers are for our RPCs only.
revoke execute on function private.raise_not_found(text, text), private.quoted_input(text)
  from public, anon, authenticated;
