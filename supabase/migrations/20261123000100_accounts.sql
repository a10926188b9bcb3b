-- Accounts and schools (issue 5): teaching details on profiles, member and invitation lists for a
-- school's managers, role changes and removals, and the public preview of an invitation link.
--
-- Conventions as in …_account_rpcs.sql: errors carry a stable HINT; SQLSTATE 42501 → 403,
-- P0002 → 404, 22023 → 400, 23514 → 400. The member RPCs are security definer: they read
-- auth.users (emails) and write memberships and other users' profiles, which RLS forbids, so every
-- rule the guard triggers apply to API writes (own role, rank ceiling) is checked here explicitly,
-- with the triggers' own messages and hints. The last-owner trigger applies to every writer.

-- ── profiles: what onboarding asks a teacher ────────────────────────────────────────────────────
-- At most 20 subjects, each 1–100 characters once spaces are trimmed (btrim, as the name columns).
-- Immutable and granted to the API roles: a CHECK calls it with the writer's execute right.
create function private.valid_subjects(subjects text[]) returns boolean
language sql immutable set search_path = '' as $$
  select subjects is not null
     and coalesce(pg_catalog.array_ndims(subjects), 1) = 1
     and pg_catalog.cardinality(subjects) <= 20
     and not exists (
       select 1 from pg_catalog.unnest(subjects) s
        where s is null or pg_catalog.char_length(pg_catalog.btrim(s)) not between 1 and 100)
$$;

alter table public.profiles
  add column subjects text[] not null default '{}'
    constraint profiles_subjects_check check (private.valid_subjects(subjects)),
  -- School years 1–12, at most 12 of them (`<@` is false for an array holding a null).
  add column year_levels smallint[] not null default '{}'
    constraint profiles_year_levels_check check (
      coalesce(array_ndims(year_levels), 1) = 1
      and cardinality(year_levels) <= 12
      and year_levels <@ '{1,2,3,4,5,6,7,8,9,10,11,12}'::smallint[]);

-- ── member management helpers ───────────────────────────────────────────────────────────────────
create function private.require_school_manager(school uuid) returns void
language plpgsql stable set search_path = '' as $$
begin
  if private.school_rank(school) < 3 and not private.is_developer() then
    raise exception 'Only owners and admins of this school can manage members'
      using errcode = '42501', hint = 'NOT_SCHOOL_MANAGER';
  end if;
end
$$;

-- The membership a manager acts on, locked: it exists and is not tombstoned, the caller manages
-- its school, and (developers aside) it does not outrank the caller.
-- Invoker: only the security-definer RPCs below call it.
create function private.managed_membership(membership_id uuid) returns public.school_memberships
language plpgsql set search_path = '' as $$
declare
  membership public.school_memberships;
begin
  perform private.require_user();
  select * into membership from public.school_memberships m
   where m.id = managed_membership.membership_id and m.deleted_at is null
   for update;
  if not found then
    raise exception 'Membership not found' using errcode = 'P0002', hint = 'MEMBERSHIP_NOT_FOUND';
  end if;
  perform private.require_school_manager(membership.school_id);
  return membership;
end
$$;

create function private.require_not_outranked(membership public.school_memberships) returns void
language plpgsql stable set search_path = '' as $$
begin
  if not private.is_developer()
     and private.role_rank(membership.role) > private.school_rank(membership.school_id) then
    raise exception 'You cannot change the membership of someone who outranks you'
      using errcode = '42501', hint = 'ROLE_ABOVE_YOURS';
  end if;
end
$$;

-- ── lists for the school's managers ─────────────────────────────────────────────────────────────
-- Everyone who belongs to the school or is on their way in or out of it (active, invited,
-- suspended; not those who left, not tombstoned rows), with the e-mail address from auth.users.
create function public.school_members(school_id uuid)
returns table (
  membership_id uuid, user_id uuid, email text, full_name text, role text, status text,
  joined_at timestamptz, department_id uuid
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_user();
  perform private.require_school_manager(school_members.school_id);
  return query
    select m.id, m.user_id, u.email::text, p.full_name::text, m.role::text, m.status::text,
           m.joined_at, m.department_id
      from public.school_memberships m
      join auth.users u on u.id = m.user_id
      left join public.profiles p on p.user_id = m.user_id and p.deleted_at is null
     where m.school_id = school_members.school_id and m.status <> 'left' and m.deleted_at is null
     order by private.role_rank(m.role) desc, lower(coalesce(p.full_name, u.email::text)), m.id;
end
$$;

-- Invitations still waiting for an answer (not accepted, revoked or expired), newest first, with
-- the inviter's e-mail address (auth.users).
create function public.school_invitations(school_id uuid)
returns table (
  id uuid, email text, role text, invited_by_email text, created_at timestamptz,
  expires_at timestamptz
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_user();
  perform private.require_school_manager(school_invitations.school_id);
  return query
    select i.id, i.email::text, i.role::text, u.email::text, i.created_at, i.expires_at
      from public.invitations i
      left join auth.users u on u.id = i.invited_by
     where i.school_id = school_invitations.school_id
       and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()
     order by i.created_at desc, i.id;
end
$$;

-- ── role changes and removals ───────────────────────────────────────────────────────────────────
-- Within the caller's rank: never their own role, never someone above them, never a role above
-- their own. Developers may set any role but their own. Demoting the last OWNER fails on the
-- trigger (LAST_OWNER). Setting the role a member already has changes nothing (no new txid).
create function public.set_member_role(membership_id uuid, role text)
returns public.school_memberships
language plpgsql security definer set search_path = '' as $$
declare
  membership public.school_memberships := private.managed_membership(set_member_role.membership_id);
  wanted_role text := upper(btrim(coalesce(set_member_role.role, '')));
begin
  if membership.status = 'left' then
    raise exception 'Membership not found' using errcode = 'P0002', hint = 'MEMBERSHIP_NOT_FOUND';
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

-- Removal keeps the row (status 'left': the member's devices and colleagues' see it go, as with
-- leave_school) and clears the removed user's current school where it pointed here. Removing
-- someone who already left returns their row unchanged.
create function public.remove_member(membership_id uuid) returns public.school_memberships
language plpgsql security definer set search_path = '' as $$
declare
  membership public.school_memberships := private.managed_membership(remove_member.membership_id);
begin
  if membership.user_id = auth.uid() then
    raise exception 'Use Leave school to leave a school yourself'
      using errcode = '42501', hint = 'OWN_MEMBERSHIP';
  end if;
  perform private.require_not_outranked(membership);
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

-- ── the invitation link, before sign-in ─────────────────────────────────────────────────────────
-- For the public /accept-invitation page. Whoever holds the token is the invitee, so a known token
-- shows its school, address, role and expiry whatever its state; an unknown token (or one whose
-- school is gone) shows nothing. The token is 256 bits: guessing one is not a concern. The state
-- follows accept_invitation's order: revoked, then used, then expired.
create function public.invitation_preview(token text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  hash bytea := sha256(convert_to(coalesce(invitation_preview.token, ''), 'UTF8'));
  invitation public.invitations;
  school_name text;
begin
  select * into invitation from public.invitations i where i.token_hash = hash;
  if found then
    select s.name into school_name from public.schools s
     where s.id = invitation.school_id and s.deleted_at is null;
  end if;
  if school_name is null then
    return jsonb_build_object(
      'status', 'unknown', 'school_name', null, 'email', null, 'role', null, 'expires_at', null);
  end if;
  return jsonb_build_object(
    'status', case when invitation.revoked_at is not null then 'revoked'
                   when invitation.accepted_at is not null then 'used'
                   when invitation.expires_at <= now() then 'expired'
                   else 'pending' end,
    'school_name', school_name,
    'email', invitation.email,
    'role', invitation.role,
    'expires_at', invitation.expires_at);
end
$$;

-- ── execute rights ──────────────────────────────────────────────────────────────────────────────
-- Explicit per function: hosted Supabase's default privileges grant new functions to anon.
revoke execute on function
  private.valid_subjects(text[]), private.require_school_manager(uuid),
  private.managed_membership(uuid), private.require_not_outranked(public.school_memberships),
  public.school_members(uuid), public.school_invitations(uuid),
  public.set_member_role(uuid, text), public.remove_member(uuid), public.invitation_preview(text)
  from public, anon;
-- The CHECK on profiles runs with the writer's rights.
grant execute on function private.valid_subjects(text[]) to authenticated, service_role;
grant execute on function
  public.school_members(uuid), public.school_invitations(uuid),
  public.set_member_role(uuid, text), public.remove_member(uuid)
  to authenticated, service_role;
grant execute on function public.invitation_preview(text) to anon, authenticated, service_role;
