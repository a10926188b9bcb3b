-- The developer area's server (issue 18 item 2): every developer operation is a security-definer
-- RPC that starts with private.require_developer() ('Developer permissions required', 42501,
-- hint DEVELOPER_REQUIRED); lists are keyset-paginated and searchable; every change a developer
-- makes through them is written to an audit log; sync_push and sync_pull count their calls per
-- hour and device, which the dashboard and monitoring read.
--
-- Conventions as in …_account_rpcs.sql and …_membership_consent.sql: errors carry a stable
-- UPPER_SNAKE hint and a sentence for people; not found is private.raise_not_found (HTTP 404,
-- spec §8's "<resource> with ID '<id>' not found"). Applies unchanged to PGlite, PostgreSQL 15 and
-- hosted Supabase (nothing newer than PostgreSQL 15; no extension).
--
-- Lists answer { rows: [...], next_cursor: text | null }. The cursor is the last row's sort key
-- as a JSON array of strings, opaque to the client; a page never uses OFFSET. Search is ILIKE
-- '%text%' with % _ and \ escaped (plain characters), at most 200 characters of it.

-- ── audit log ───────────────────────────────────────────────────────────────────────────────────
-- Who did what to which row, when, with a few values that say what changed (never a token, an
-- invite code or a password). In `private`: the API does not expose it, nobody has a grant on it,
-- RLS is on with no policy; only the definer functions below write it and developers read it
-- through dev_audit_log(). actor_email is the address at the time (the account may go later).
create table private.dev_audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid references auth.users (id) on delete set null,
  actor_email text,
  action text not null check (action ~ '^[a-z_]+\.[a-z_]+$'),
  target_table text not null check (char_length(target_table) between 1 and 64),
  target_id text not null check (char_length(target_id) between 1 and 64),
  details jsonb not null default '{}' check (jsonb_typeof(details) = 'object')
);
create index dev_audit_log_actor_idx on private.dev_audit_log (actor_id);
alter table private.dev_audit_log enable row level security;
revoke all on private.dev_audit_log from public, anon, authenticated;

-- Invoker: only the definer RPCs below call it (they run as the owner, who owns the table).
create function private.dev_audit(action text, target_table text, target_id text, details jsonb)
returns void
language sql set search_path = '' as $$
  insert into private.dev_audit_log (actor_id, actor_email, action, target_table, target_id, details)
  select auth.uid(), (select u.email::text from auth.users u where u.id = auth.uid()),
         dev_audit.action, dev_audit.target_table, dev_audit.target_id,
         coalesce(dev_audit.details, '{}'::jsonb);
$$;

-- ── hourly sync counters ────────────────────────────────────────────────────────────────────────
-- One row per hour (UTC) and device, bumped once per sync_push / sync_pull call (one upsert, not
-- one per row). A device is the access token's sign-in session (session_id claim; the user id for
-- a token without one), so devices never touch each other's rows.
--
-- The counter must never make a sync call wait. A call takes the row's transaction-level advisory
-- lock with pg_try_advisory_xact_lock before it writes slot 0; when another open call of the same
-- device holds it (a retried push still running, two tabs of a test harness, concurrent pulls
-- minted with one token), it counts in a slot of its own instead: slot = its backend's pid, which
-- no concurrent transaction shares. Readers sum the slots. The first call of an hour (slot 0)
-- also drops rows older than the 90 days monitoring can show, unless another call is already
-- doing that (again a try-lock: skipped, never waited for).
create table private.sync_activity (
  hour timestamptz not null,
  device text not null,
  slot integer not null default 0,
  user_id uuid not null,
  pushes integer not null default 0,
  changes integer not null default 0,
  rejections integer not null default 0,
  pulls integer not null default 0,
  rows_pulled integer not null default 0,
  primary key (hour, device, slot)
);
alter table private.sync_activity enable row level security;
revoke all on private.sync_activity from public, anon, authenticated;

create function private.sync_activity_retention() returns interval
language sql immutable set search_path = '' as $$ select interval '90 days' $$;

-- Definer: the sync RPCs run as the caller, who has no grant on the table.
create function private.record_sync_activity(
  pushes integer, changes integer, rejections integer, pulls integer, rows_pulled integer)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  this_hour timestamptz := pg_catalog.date_trunc('hour', pg_catalog.now(), 'UTC');
  device text;
  slot integer := 0;
  calls integer;
begin
  if uid is null then
    return;
  end if;
  device := pg_catalog.left(coalesce(nullif(auth.jwt() ->> 'session_id', ''), uid::text), 64);
  -- The key names the instant as epoch seconds: the hour's text would follow the session's TimeZone.
  if not pg_catalog.pg_try_advisory_xact_lock(pg_catalog.hashtextextended(
           'private.sync_activity:' || extract(epoch from this_hour)::bigint::text || ':' || device,
           0)) then
    slot := pg_catalog.pg_backend_pid();
  end if;
  insert into private.sync_activity as a
    (hour, device, slot, user_id, pushes, changes, rejections, pulls, rows_pulled)
  values (this_hour, device, slot, uid, record_sync_activity.pushes, record_sync_activity.changes,
          record_sync_activity.rejections, record_sync_activity.pulls,
          record_sync_activity.rows_pulled)
  on conflict on constraint sync_activity_pkey do update
     set pushes = a.pushes + excluded.pushes,
         changes = a.changes + excluded.changes,
         rejections = a.rejections + excluded.rejections,
         pulls = a.pulls + excluded.pulls,
         rows_pulled = a.rows_pulled + excluded.rows_pulled
  returning a.pushes + a.pulls into calls;
  if calls = 1 and slot = 0
     and pg_catalog.pg_try_advisory_xact_lock(
           pg_catalog.hashtextextended('private.sync_activity:prune', 0)) then
    delete from private.sync_activity a
     where a.hour < this_hour - private.sync_activity_retention();
  end if;
end
$$;

-- sync_push as in 20261124000300_push_feedback_limits.sql; the only addition is the count of
-- changes applied and refused in this call (replays of earlier ones not counted) and one
-- record_sync_activity at the end. A push that raises records nothing (it rolls back).
create or replace function public.sync_push(client_id uuid, protocol_version integer, changes jsonb)
returns jsonb
language plpgsql set search_path = '' as $$
declare
  supported constant integer := 1;  -- SYNC_PROTOCOL_VERSION in sync/merge/change.ts
  max_changes constant integer := private.sync_push_max_changes();
  done bigint;
  change jsonb;
  seq bigint;
  reason text;
  results jsonb[] := '{}';
  state text;
  msg text;
  past jsonb;
  applied_count integer := 0;
  rejected_count integer := 0;
begin
  if sync_push.protocol_version is distinct from supported then
    raise exception 'Sync protocol version % is not supported; this server speaks version %',
      coalesce(sync_push.protocol_version::text, '(none)'), supported
      using errcode = '22023', hint = 'SYNC_PROTOCOL_UNSUPPORTED';
  end if;
  if jsonb_typeof(changes) is distinct from 'array' then
    raise exception 'changes must be a JSON array' using errcode = '22023', hint = 'SYNC_SHAPE';
  end if;
  -- First, before any per-change work: refusing 100,000 changes costs one length check, not 100,000 parses.
  if pg_catalog.jsonb_array_length(changes) > max_changes then
    raise exception 'A push may carry at most % changes; this one carried %. Send them in smaller batches.',
      max_changes, pg_catalog.jsonb_array_length(changes)
      using errcode = '22023', hint = 'SYNC_BATCH_TOO_LARGE';
  end if;
  if exists (select 1 from jsonb_array_elements(changes) as e(v)
              where jsonb_typeof(e.v) <> 'object' or jsonb_typeof(e.v -> 'seq') is distinct from 'number'
                 or (e.v ->> 'seq') !~ '^[1-9][0-9]{0,17}$') then
    raise exception 'Every change needs a positive integer seq'
      using errcode = '22023', hint = 'SYNC_SHAPE';
  end if;

  done := private.sync_claim_client(sync_push.client_id, sync_push.protocol_version);

  for change in
    select e.v from jsonb_array_elements(changes) as e(v) order by (e.v ->> 'seq')::bigint
  loop
    seq := (change ->> 'seq')::bigint;
    if seq <= done then
      past := private.sync_past_rejection(sync_push.client_id, seq);
      results := pg_catalog.array_append(results, case
        when past is null then jsonb_build_object('seq', seq, 'status', 'duplicate')
        else jsonb_build_object('seq', seq, 'status', 'rejected') || past
      end);
      continue;
    end if;
    begin
      reason := private.sync_apply_change(change);
      if reason is null then
        results := pg_catalog.array_append(results, jsonb_build_object('seq', seq, 'status', 'applied'));
        applied_count := applied_count + 1;
      else
        msg := case reason
          when 'deleted' then 'The row was deleted; restore it (deleted_at: null) to edit it'
          when 'missing' then 'There is no such row to delete'
          else 'The change contradicts itself (id differs, or an upsert sets deleted_at)'
        end;
        perform private.sync_record_rejection(sync_push.client_id, seq, reason, msg);
        results := pg_catalog.array_append(results, jsonb_build_object(
          'seq', seq, 'status', 'rejected', 'code', reason, 'message', msg));
        rejected_count := rejected_count + 1;
      end if;
    exception when others then
      get stacked diagnostics state = returned_sqlstate, msg = message_text;
      if not (state = '42501' or left(state, 2) in ('22', '23')) then
        raise;
      end if;
      perform private.sync_record_rejection(sync_push.client_id, seq, state, msg);
      results := pg_catalog.array_append(results, jsonb_build_object(
        'seq', seq, 'status', 'rejected', 'code', state, 'message', msg));
      rejected_count := rejected_count + 1;
    end;
    done := seq;
  end loop;

  perform private.sync_advance_client(sync_push.client_id, done);
  perform private.record_sync_activity(1, applied_count + rejected_count, rejected_count, 0, 0);
  return jsonb_build_object('results', pg_catalog.to_jsonb(results), 'last_seq', done);
end
$$;

-- sync_pull as in 20261123000300_sync_pull_faster.sql, plus one record_sync_activity with the
-- page's row count. It writes that counter, so it is VOLATILE now (was STABLE): the page itself is
-- still one statement, so the watermark and the rows it bounds come from one snapshot.
create or replace function public.sync_pull(cursor text, lim integer) returns json
language plpgsql volatile set search_path = '' as $$
declare
  parts text[];
  after_txid xid8;
  after_table text;
  after_id uuid;
  tbl text;
  branches text[] := '{}';
  position_filter text;
  page_rows json;
  more boolean;
  last_position text;
begin
  if lim is null or lim < 1 or lim > 5000 then
    raise exception 'lim must be between 1 and 5000' using errcode = '22023', hint = 'SYNC_LIMIT';
  end if;
  if coalesce(cursor, '') <> '' then
    parts := regexp_match(cursor, '^([0-9]{1,20}):([a-z_]+):([0-9a-f-]{36})$');
    if parts is null or not (parts[2] = any (private.sync_pull_tables())) then
      raise exception 'Malformed sync cursor: %', cursor using errcode = '22023', hint = 'SYNC_CURSOR';
    end if;
    after_txid := parts[1]::xid8;
    after_table := parts[2];
    after_id := parts[3]::uuid;
  end if;

  foreach tbl in array private.sync_pull_tables() loop
    position_filter := case
      when after_table is null then 'true'
      when tbl collate "C" > after_table collate "C" then 't.txid >= $1'
      when tbl = after_table then '(t.txid, t.id) > ($1, $2)'
      else 't.txid > $1'
    end;
    branches := branches || format(
      '(select %L::text as tbl, t.id, t.txid, pg_catalog.row_to_json(t) as data from public.%I t
         where %s and t.txid < (select hi from watermark)
         order by t.txid, t.id limit $3)',
      tbl, tbl, position_filter);
  end loop;

  -- $3 = lim + 1: the extra row only proves there is more, and is left out of the answer.
  execute format(
    'with watermark as (select pg_catalog.pg_snapshot_xmin(pg_catalog.pg_current_snapshot()) as hi),
          candidates as (%s),
          page as (select *, pg_catalog.row_number() over (order by txid, tbl collate "C", id) as k
                     from (select * from candidates order by txid, tbl collate "C", id limit $3) c)
     select pg_catalog.count(*) > $4,
            coalesce(pg_catalog.json_agg(pg_catalog.json_build_object(''table'', tbl, ''id'', id,
                                                                      ''txid'', txid::text,
                                                                      ''row'', data) order by k)
                       filter (where k <= $4), ''[]''::json),
            (pg_catalog.array_agg(txid::text || '':'' || tbl || '':'' || id::text order by k desc)
               filter (where k <= $4))[1]
       from page',
    array_to_string(branches, ' union all '))
    into more, page_rows, last_position using after_txid, after_id, lim + 1, lim;

  perform private.record_sync_activity(0, 0, 0, 1, pg_catalog.json_array_length(page_rows));
  return pg_catalog.json_build_object(
    'rows', page_rows,
    'has_more', more,
    'scope', private.sync_scope(),
    'next_cursor', coalesce(last_position, nullif(cursor, '')));
end
$$;

-- ── paging, search and ids ──────────────────────────────────────────────────────────────────────
create function private.dev_page_size(page_size integer) returns integer
language plpgsql immutable set search_path = '' as $$
begin
  if page_size is null or page_size < 1 or page_size > 100 then
    raise exception 'page_size must be between 1 and 100'
      using errcode = '22023', hint = 'DEV_PAGE_SIZE';
  end if;
  return page_size;
end
$$;

-- The cursor a list answered, read back as its parts; null for the first page.
create function private.dev_cursor(after_cursor text, parts integer) returns text[]
language plpgsql immutable set search_path = '' as $$
declare
  parsed jsonb;
begin
  if coalesce(after_cursor, '') = '' then
    return null;
  end if;
  begin
    parsed := after_cursor::jsonb;
  exception when others then
    parsed := null;
  end;
  if jsonb_typeof(parsed) is distinct from 'array'
     or pg_catalog.jsonb_array_length(parsed) <> dev_cursor.parts
     or exists (select 1 from pg_catalog.jsonb_array_elements(parsed) e(v)
                 where jsonb_typeof(e.v) <> 'string') then
    raise exception 'Malformed page cursor' using errcode = '22023', hint = 'DEV_CURSOR';
  end if;
  return array(select pg_catalog.jsonb_array_elements_text(parsed));
end
$$;

-- '%text%' for ILIKE with the text's own % _ and \ taken literally; null for no search.
create function private.dev_search_pattern(search text) returns text
language sql immutable set search_path = '' as $$
  select case when pg_catalog.btrim(coalesce(search, '')) = '' then null
              else '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
                     pg_catalog.left(pg_catalog.btrim(search), 200),
                     '\', '\\'), '%', '\%'), '_', '\_') || '%' end
$$;

-- An id from a URL: a uuid, or null for anything else (the caller answers "not found").
create function private.dev_uuid(value text) returns uuid
language sql immutable set search_path = '' as $$
  select case when value ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then value::uuid end
$$;

create function private.invitation_status(
  accepted_at timestamptz, revoked_at timestamptz, expires_at timestamptz) returns text
language sql stable set search_path = '' as $$
  select case when accepted_at is not null then 'accepted'
              when revoked_at is not null then 'revoked'
              when expires_at <= pg_catalog.now() then 'expired'
              else 'pending' end
$$;

-- Keyset orders the lists walk (schools by name, invitations and feedback newest first).
create index schools_lower_name_idx on public.schools (lower(name), id) where deleted_at is null;
create index invitations_created_idx on public.invitations (created_at desc, id desc);
create index feedback_reports_created_idx on public.feedback_reports (created_at desc, id desc);

-- ── dashboard ───────────────────────────────────────────────────────────────────────────────────
-- "Today" is the UTC day; devices active in the last 24 hours are those with a counted call in
-- an hour that overlaps them. Open feedback: not closed.
create function public.dev_dashboard_stats() returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  today timestamptz := pg_catalog.date_trunc('day', pg_catalog.now(), 'UTC');
  result jsonb;
begin
  perform private.require_developer();
  select jsonb_build_object(
    'schools', (select count(*) from public.schools s where s.deleted_at is null),
    'users', (select count(*) from auth.users),
    'active_devices_24h', (select count(distinct a.device) from private.sync_activity a
                            where a.hour > pg_catalog.now() - interval '25 hours'),
    'pushes_today', coalesce(t.pushes, 0),
    'pulls_today', coalesce(t.pulls, 0),
    'rejections_today', coalesce(t.rejections, 0),
    'today_started_at', today,
    'open_feedback', (select count(*) from public.feedback_reports f where f.status <> 'closed'),
    'new_feedback', (select count(*) from public.feedback_reports f where f.status = 'new'),
    'health', public.health_snapshot())
    into result
    from (select sum(a.pushes) as pushes, sum(a.pulls) as pulls, sum(a.rejections) as rejections
            from private.sync_activity a where a.hour >= today) t;
  return result;
end
$$;

-- ── schools ─────────────────────────────────────────────────────────────────────────────────────
create function public.dev_list_schools(
  search text default null, after_cursor text default null, page_size integer default 25)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  lim integer;
  cur text[];
  pattern text := private.dev_search_pattern(dev_list_schools.search);
  page jsonb;
  more boolean;
  last_cursor text;
begin
  perform private.require_developer();
  lim := private.dev_page_size(dev_list_schools.page_size);
  cur := private.dev_cursor(dev_list_schools.after_cursor, 2);
  select coalesce(jsonb_agg(f.item order by f.k) filter (where f.k <= lim), '[]'::jsonb),
         count(*) > lim,
         (array_agg(f.next order by f.k desc) filter (where f.k <= lim))[1]
    into page, more, last_cursor
    from (select row_number() over (order by x.sort_name, x.id) as k,
                 jsonb_build_object(
                   'id', x.id, 'name', x.name, 'description', x.description,
                   'is_enterprise', x.is_enterprise, 'created_at', x.created_at,
                   'member_count', (select count(*) from public.school_memberships m
                                     where m.school_id = x.id and m.status = 'active'
                                       and m.deleted_at is null)) as item,
                 jsonb_build_array(x.sort_name, x.id::text)::text as next
            from (select s.id, s.name, s.description, s.is_enterprise, s.created_at,
                         lower(s.name) as sort_name
                    from public.schools s
                   where s.deleted_at is null
                     and (pattern is null or s.name ilike pattern)
                     and (cur is null or (lower(s.name), s.id) > (cur[1], cur[2]::uuid))
                   order by lower(s.name), s.id
                   limit lim + 1) x) f;
  return jsonb_build_object('rows', page, 'next_cursor', case when more then last_cursor end);
end
$$;

-- The timetables a developer can start a school with (TIMETABLE_TEMPLATES in
-- src/features/dev/api/dev-actions.ts): the cycle and one day schedule. Null for an unknown name.
create function private.timetable_template(template text) returns jsonb
language sql immutable set search_path = '' as $$
  select case when template in ('5-day', '10-day-ab', '6-day') then jsonb_build_object(
    'timetable_cycle', case template
      when '5-day' then '{"length": 5, "mode": "calendar", "anchor_date": null, "labels": []}'::jsonb
      when '10-day-ab' then
        '{"length": 10, "mode": "calendar", "anchor_date": null, "labels": ["Week A", "Week B"]}'::jsonb
      else '{"length": 6, "mode": "school_days", "anchor_date": null, "labels": []}'::jsonb end,
    'day_schedule', '[
      {"period_id": "P1", "name": "Period 1", "start": "08:50", "end": "09:45", "kind": "lesson"},
      {"period_id": "P2", "name": "Period 2", "start": "09:45", "end": "10:40", "kind": "lesson"},
      {"period_id": "RECESS", "name": "Recess", "start": "10:40", "end": "11:00", "kind": "break"},
      {"period_id": "P3", "name": "Period 3", "start": "11:00", "end": "11:55", "kind": "lesson"},
      {"period_id": "P4", "name": "Period 4", "start": "11:55", "end": "12:50", "kind": "lesson"},
      {"period_id": "LUNCH", "name": "Lunch", "start": "12:50", "end": "13:30", "kind": "break"},
      {"period_id": "P5", "name": "Period 5", "start": "13:30", "end": "14:25", "kind": "lesson"},
      {"period_id": "P6", "name": "Period 6", "start": "14:25", "end": "15:20", "kind": "lesson"}
    ]'::jsonb) end
$$;

-- A school with its first OWNER invited by e-mail (create_invitation: the token's hash stored, the
-- link mailed to public.mailbox). The developer does not become a member. All or nothing: a bad
-- address leaves no school behind.
create function public.dev_create_school(
  name text, description text default null, is_enterprise boolean default false,
  timetable_template text default '5-day', owner_email text default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  template jsonb;
  school public.schools;
  invitation jsonb;
  clean_name text := pg_catalog.btrim(coalesce(dev_create_school.name, ''));
  clean_description text := nullif(pg_catalog.btrim(coalesce(dev_create_school.description, '')), '');
begin
  perform private.require_developer();
  if pg_catalog.char_length(clean_name) not between 1 and 200 then
    raise exception 'A school name must be 1 to 200 characters'
      using errcode = '22023', hint = 'INVALID_SCHOOL_NAME';
  end if;
  if pg_catalog.char_length(clean_description) > 2000 then
    raise exception 'A description must be at most 2000 characters'
      using errcode = '22023', hint = 'INVALID_DESCRIPTION';
  end if;
  template := private.timetable_template(dev_create_school.timetable_template);
  if template is null then
    raise exception 'Timetable template must be 5-day, 10-day-ab or 6-day'
      using errcode = '22023', hint = 'INVALID_TIMETABLE_TEMPLATE';
  end if;
  insert into public.schools (name, description, is_enterprise, timetable_cycle, day_schedule)
  values (clean_name, clean_description, coalesce(dev_create_school.is_enterprise, false),
          template -> 'timetable_cycle', template -> 'day_schedule')
  returning * into school;
  invitation := public.create_invitation(school.id, dev_create_school.owner_email, 'OWNER');
  perform private.dev_audit('school.create', 'schools', school.id::text, jsonb_build_object(
    'name', school.name, 'is_enterprise', school.is_enterprise,
    'timetable_template', dev_create_school.timetable_template,
    'owner_email', lower(pg_catalog.btrim(dev_create_school.owner_email)),
    'invitation_id', invitation ->> 'id'));
  return jsonb_build_object(
    'school_id', school.id,
    'invitation_id', invitation ->> 'id',
    'accept_path', invitation ->> 'accept_path',
    'expires_at', invitation -> 'expires_at');
end
$$;

-- The id comes from the URL (/dev/schools/{id}): anything that is not a live school's id is
-- "School with ID '…' not found" (spec §8), a text longer than 64 characters cut short.
create function public.dev_school_detail(school_id text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  school public.schools;
begin
  perform private.require_developer();
  select * into school from public.schools s
   where s.id = private.dev_uuid(dev_school_detail.school_id) and s.deleted_at is null;
  if not found then
    perform private.raise_not_found(
      format('School with ID ''%s'' not found',
             case when pg_catalog.char_length(dev_school_detail.school_id) > 64
                  then pg_catalog.left(dev_school_detail.school_id, 64) || '…'
                  else dev_school_detail.school_id end),
      'SCHOOL_NOT_FOUND');
  end if;
  return jsonb_build_object(
    'id', school.id,
    'name', school.name,
    'description', school.description,
    'is_enterprise', school.is_enterprise,
    'timetable_cycle', school.timetable_cycle,
    'invite_code', school.invite_code,
    'created_at', school.created_at,
    'updated_at', school.updated_at,
    'members', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'membership_id', m.id, 'user_id', m.user_id, 'email', u.email::text,
               'full_name', p.full_name, 'role', m.role, 'status', m.status,
               'joined_at', m.joined_at)
             order by private.role_rank(m.role) desc, lower(coalesce(p.full_name, u.email::text)), m.id),
             '[]'::jsonb)
        from public.school_memberships m
        join auth.users u on u.id = m.user_id
        left join public.profiles p on p.user_id = m.user_id and p.deleted_at is null
       where m.school_id = school.id and m.status <> 'left' and m.deleted_at is null),
    'pending_invitations', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'id', i.id, 'school_id', i.school_id, 'school_name', school.name, 'email', i.email,
               'role', i.role, 'status', 'pending', 'invited_by_email', u.email::text,
               'created_at', i.created_at, 'expires_at', i.expires_at, 'accepted_at', null,
               'revoked_at', null)
             order by i.created_at desc, i.id desc), '[]'::jsonb)
        from public.invitations i
        left join auth.users u on u.id = i.invited_by
       where i.school_id = school.id and i.accepted_at is null and i.revoked_at is null
         and i.expires_at > pg_catalog.now()));
end
$$;

-- Role changes and removals go through set_member_role / remove_member (a developer may set any
-- role but their own; the last OWNER stays), then the audit row.
create function public.dev_set_member_role(membership_id uuid, role text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  before_role text;
  changed_row public.school_memberships;
begin
  perform private.require_developer();
  select m.role into before_role from public.school_memberships m
   where m.id = dev_set_member_role.membership_id;
  changed_row := public.set_member_role(dev_set_member_role.membership_id, dev_set_member_role.role);
  if changed_row.role is distinct from before_role then
    perform private.dev_audit('membership.set_role', 'school_memberships', changed_row.id::text,
      jsonb_build_object('school_id', changed_row.school_id, 'user_id', changed_row.user_id,
                         'from', before_role, 'to', changed_row.role));
  end if;
end
$$;

create function public.dev_remove_member(membership_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  removed public.school_memberships;
begin
  perform private.require_developer();
  removed := public.remove_member(dev_remove_member.membership_id);
  perform private.dev_audit('membership.remove', 'school_memberships', removed.id::text,
    jsonb_build_object('school_id', removed.school_id, 'user_id', removed.user_id,
                       'role', removed.role));
end
$$;

-- The new code is returned, never logged: whoever has it can join.
create function public.dev_rotate_invite_code(school_id uuid) returns text
language plpgsql security definer set search_path = '' as $$
declare
  code text;
begin
  perform private.require_developer();
  if not exists (select 1 from public.schools s
                  where s.id = dev_rotate_invite_code.school_id and s.deleted_at is null) then
    perform private.raise_not_found(
      format('School with ID ''%s'' not found', dev_rotate_invite_code.school_id),
      'SCHOOL_NOT_FOUND');
  end if;
  code := public.regenerate_invite_code(dev_rotate_invite_code.school_id);
  perform private.dev_audit('school.rotate_invite_code', 'schools',
    dev_rotate_invite_code.school_id::text, '{}'::jsonb);
  return code;
end
$$;

-- ── users ───────────────────────────────────────────────────────────────────────────────────────
-- Replaces dev_list_users() (every user in one answer, unused by the app) with a paged, searched
-- list: e-mail or full name, ordered by e-mail; each user's memberships (active first) with the
-- school's name.
drop function public.dev_list_users();

create function public.dev_list_users(
  search text default null, after_cursor text default null, page_size integer default 25)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  lim integer;
  cur text[];
  pattern text := private.dev_search_pattern(dev_list_users.search);
  page jsonb;
  more boolean;
  last_cursor text;
begin
  perform private.require_developer();
  lim := private.dev_page_size(dev_list_users.page_size);
  cur := private.dev_cursor(dev_list_users.after_cursor, 2);
  select coalesce(jsonb_agg(f.item order by f.k) filter (where f.k <= lim), '[]'::jsonb),
         count(*) > lim,
         (array_agg(f.next order by f.k desc) filter (where f.k <= lim))[1]
    into page, more, last_cursor
    from (select row_number() over (order by x.sort_email, x.id) as k,
                 jsonb_build_object(
                   'user_id', x.id, 'email', x.email, 'full_name', x.full_name,
                   'is_developer', x.is_developer, 'sign_in_disabled', x.sign_in_disabled,
                   'created_at', x.created_at, 'last_sign_in_at', x.last_sign_in_at,
                   'memberships', (
                     select coalesce(jsonb_agg(jsonb_build_object(
                              'membership_id', m.id, 'school_id', m.school_id,
                              'school_name', s.name, 'role', m.role, 'status', m.status)
                            order by (m.status = 'active') desc, lower(s.name), m.id), '[]'::jsonb)
                       from public.school_memberships m
                       join public.schools s on s.id = m.school_id
                      where m.user_id = x.id and m.deleted_at is null)) as item,
                 jsonb_build_array(x.sort_email, x.id::text)::text as next
            from (select u.id, u.email::text as email, p.full_name,
                         coalesce(p.is_developer, false) as is_developer,
                         coalesce(u.banned_until > pg_catalog.now(), false) as sign_in_disabled,
                         u.created_at, u.last_sign_in_at,
                         coalesce(u.email::text, '') as sort_email
                    from auth.users u
                    left join public.profiles p on p.user_id = u.id
                   where (pattern is null or u.email::text ilike pattern
                          or p.full_name ilike pattern)
                     and (cur is null
                          or (coalesce(u.email::text, ''), u.id) > (cur[1], cur[2]::uuid))
                   order by coalesce(u.email::text, ''), u.id
                   limit lim + 1) x) f;
  return jsonb_build_object('rows', page, 'next_cursor', case when more then last_cursor end);
end
$$;

create function private.dev_require_other_user(user_id uuid, own_message text, own_hint text)
returns text
language plpgsql stable set search_path = '' as $$
declare
  address text;
begin
  if dev_require_other_user.user_id = auth.uid() then
    raise exception '%', own_message using errcode = '42501', hint = own_hint;
  end if;
  select u.email::text into address from auth.users u where u.id = dev_require_other_user.user_id;
  if not found then
    perform private.raise_not_found(
      format('User with ID ''%s'' not found', dev_require_other_user.user_id), 'USER_NOT_FOUND');
  end if;
  return address;
end
$$;

-- Grants or revokes someone else's developer flag (never one's own, as the profiles guard says
-- for direct writes). An account without a profile yet gets one. Their devices re-pull: the
-- flag is part of the sync scope.
create function public.dev_set_developer(user_id uuid, is_developer boolean) returns void
language plpgsql security definer set search_path = '' as $$
declare
  address text;
  changed integer;
begin
  perform private.require_developer();
  address := private.dev_require_other_user(dev_set_developer.user_id,
    'You cannot change your own developer flag', 'OWN_DEVELOPER_FLAG');
  if dev_set_developer.is_developer is null then
    raise exception 'is_developer must be true or false' using errcode = '22023', hint = 'INVALID_FLAG';
  end if;
  insert into public.profiles (user_id, is_developer)
  values (dev_set_developer.user_id, dev_set_developer.is_developer)
  on conflict do nothing;
  get diagnostics changed = row_count;
  if changed = 0 then
    update public.profiles p set is_developer = dev_set_developer.is_developer
     where p.user_id = dev_set_developer.user_id
       and p.is_developer is distinct from dev_set_developer.is_developer;
    get diagnostics changed = row_count;
  end if;
  if changed > 0 then
    perform private.dev_audit('user.set_developer', 'profiles', dev_set_developer.user_id::text,
      jsonb_build_object('email', address, 'is_developer', dev_set_developer.is_developer));
  end if;
end
$$;

-- Disabled: banned_until a century ahead (what GoTrue's "ban forever" sets; not 'infinity', which
-- GoTrue cannot read). Sign-in and token refresh are refused (the local auth's isBanned; hosted
-- GoTrue alike). Their sign-in sessions end too where this database keeps them (the local
-- stack's auth.sessions; hosted's where the owner may delete them): an access token already
-- handed out still works until it expires (at most an hour). Re-enabling clears banned_until.
create function public.dev_set_sign_in_disabled(user_id uuid, disabled boolean) returns void
language plpgsql security definer set search_path = '' as $$
declare
  address text;
  was_disabled boolean;
begin
  perform private.require_developer();
  address := private.dev_require_other_user(dev_set_sign_in_disabled.user_id,
    'You cannot disable your own sign-in', 'OWN_SIGN_IN');
  if dev_set_sign_in_disabled.disabled is null then
    raise exception 'disabled must be true or false' using errcode = '22023', hint = 'INVALID_FLAG';
  end if;
  select coalesce(u.banned_until > pg_catalog.now(), false) into was_disabled
    from auth.users u where u.id = dev_set_sign_in_disabled.user_id for update;
  if was_disabled = dev_set_sign_in_disabled.disabled then
    return;
  end if;
  update auth.users u
     set banned_until = case when dev_set_sign_in_disabled.disabled
                             then pg_catalog.now() + interval '100 years' end
   where u.id = dev_set_sign_in_disabled.user_id;
  if dev_set_sign_in_disabled.disabled then
    begin
      delete from auth.sessions s where s.user_id = dev_set_sign_in_disabled.user_id;
    exception when undefined_table or undefined_column or insufficient_privilege then
      null;  -- no such table here (tests), or hosted's auth keeps it to itself
    end;
  end if;
  perform private.dev_audit('user.set_sign_in_disabled', 'users',
    dev_set_sign_in_disabled.user_id::text,
    jsonb_build_object('email', address, 'disabled', dev_set_sign_in_disabled.disabled));
end
$$;

-- ── invitations ─────────────────────────────────────────────────────────────────────────────────
-- Every school's invitations, newest first, by status ('pending' | 'accepted' | 'revoked' |
-- 'expired' | 'all'); search matches the address or the school's name.
create function public.dev_list_invitations(
  status text default 'all', search text default null, after_cursor text default null,
  page_size integer default 25)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  lim integer;
  cur text[];
  wanted text := lower(pg_catalog.btrim(coalesce(dev_list_invitations.status, 'all')));
  pattern text := private.dev_search_pattern(dev_list_invitations.search);
  page jsonb;
  more boolean;
  last_cursor text;
begin
  perform private.require_developer();
  lim := private.dev_page_size(dev_list_invitations.page_size);
  cur := private.dev_cursor(dev_list_invitations.after_cursor, 2);
  if wanted not in ('pending', 'accepted', 'revoked', 'expired', 'all') then
    raise exception 'Status must be pending, accepted, revoked, expired or all'
      using errcode = '22023', hint = 'INVALID_STATUS';
  end if;
  select coalesce(jsonb_agg(f.item order by f.k) filter (where f.k <= lim), '[]'::jsonb),
         count(*) > lim,
         (array_agg(f.next order by f.k desc) filter (where f.k <= lim))[1]
    into page, more, last_cursor
    from (select row_number() over (order by x.created_at desc, x.id desc) as k,
                 jsonb_build_object(
                   'id', x.id, 'school_id', x.school_id, 'school_name', x.school_name,
                   'email', x.email, 'role', x.role, 'status', x.state,
                   'invited_by_email', x.invited_by_email, 'created_at', x.created_at,
                   'expires_at', x.expires_at, 'accepted_at', x.accepted_at,
                   'revoked_at', x.revoked_at) as item,
                 jsonb_build_array(x.created_at, x.id::text)::text as next
            from (select i.id, i.school_id, s.name as school_name, i.email, i.role,
                         private.invitation_status(i.accepted_at, i.revoked_at, i.expires_at) as state,
                         u.email::text as invited_by_email, i.created_at, i.expires_at,
                         i.accepted_at, i.revoked_at
                    from public.invitations i
                    join public.schools s on s.id = i.school_id
                    left join auth.users u on u.id = i.invited_by
                   where (wanted = 'all'
                          or private.invitation_status(i.accepted_at, i.revoked_at, i.expires_at) = wanted)
                     and (pattern is null or i.email ilike pattern or s.name ilike pattern)
                     and (cur is null
                          or (i.created_at, i.id) < (cur[1]::timestamptz, cur[2]::uuid))
                   order by i.created_at desc, i.id desc
                   limit lim + 1) x) f;
  return jsonb_build_object('rows', page, 'next_cursor', case when more then last_cursor end);
end
$$;

-- Sends an invitation again: a new token (new link, new seven days, mailed again) through
-- create_invitation, which revokes the address's live invitation to that school, so the old link
-- stops working. Refused for an accepted one.
create function public.dev_resend_invitation(invitation_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  old public.invitations;
  fresh jsonb;
begin
  perform private.require_developer();
  select * into old from public.invitations i
   where i.id = dev_resend_invitation.invitation_id for update;
  if not found then
    perform private.raise_not_found(
      format('Invitation with ID ''%s'' not found', dev_resend_invitation.invitation_id),
      'INVITATION_NOT_FOUND');
  end if;
  if old.accepted_at is not null then
    raise exception 'This invitation has already been used'
      using errcode = 'P0001', hint = 'INVITATION_USED';
  end if;
  -- Revokes `old` (and any other open invitation of the address to the school) before it inserts.
  fresh := public.create_invitation(old.school_id, old.email, old.role);
  perform private.dev_audit('invitation.resend', 'invitations', fresh ->> 'id',
    jsonb_build_object('replaces', old.id, 'school_id', old.school_id, 'email', old.email,
                       'role', old.role));
  return jsonb_build_object(
    'invitation_id', fresh ->> 'id',
    'accept_path', fresh ->> 'accept_path',
    'expires_at', fresh -> 'expires_at');
end
$$;

create function public.dev_revoke_invitation(invitation_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  was_revoked boolean;
  revoked public.invitations;
begin
  perform private.require_developer();
  select i.revoked_at is not null into was_revoked from public.invitations i
   where i.id = dev_revoke_invitation.invitation_id;
  revoked := public.revoke_invitation(dev_revoke_invitation.invitation_id);
  if not was_revoked then
    perform private.dev_audit('invitation.revoke', 'invitations', revoked.id::text,
      jsonb_build_object('school_id', revoked.school_id, 'email', revoked.email,
                         'role', revoked.role));
  end if;
end
$$;

-- ── monitoring ──────────────────────────────────────────────────────────────────────────────────
-- Every hour of the last `hours` (the current one included), oldest first, zeros where nothing
-- was counted.
create function public.dev_sync_activity(hours integer default 24) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  this_hour timestamptz := pg_catalog.date_trunc('hour', pg_catalog.now(), 'UTC');
  buckets jsonb;
begin
  perform private.require_developer();
  if dev_sync_activity.hours is null or dev_sync_activity.hours < 1
     or dev_sync_activity.hours > 720 then
    raise exception 'hours must be between 1 and 720' using errcode = '22023', hint = 'DEV_HOURS';
  end if;
  select jsonb_agg(jsonb_build_object(
           'hour', t.hour, 'pushes', t.pushes, 'changes', t.changes, 'rejections', t.rejections,
           'pulls', t.pulls, 'rows_pulled', t.rows_pulled)
         order by t.hour)
    into buckets
    from (select h.hour,
                 coalesce(sum(a.pushes), 0) as pushes, coalesce(sum(a.changes), 0) as changes,
                 coalesce(sum(a.rejections), 0) as rejections, coalesce(sum(a.pulls), 0) as pulls,
                 coalesce(sum(a.rows_pulled), 0) as rows_pulled
            from pg_catalog.generate_series(
                   this_hour - pg_catalog.make_interval(hours => dev_sync_activity.hours - 1),
                   this_hour, interval '1 hour') as h(hour)
            left join private.sync_activity a on a.hour = h.hour
           group by h.hour) t;
  return jsonb_build_object('buckets', coalesce(buckets, '[]'::jsonb));
end
$$;

-- The feedback inbox, newest first, by status ('new' | 'triaged' | 'closed' | 'all').
create function public.dev_list_feedback(
  status text default 'all', after_cursor text default null, page_size integer default 25)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  lim integer;
  cur text[];
  wanted text := lower(pg_catalog.btrim(coalesce(dev_list_feedback.status, 'all')));
  page jsonb;
  more boolean;
  last_cursor text;
begin
  perform private.require_developer();
  lim := private.dev_page_size(dev_list_feedback.page_size);
  cur := private.dev_cursor(dev_list_feedback.after_cursor, 2);
  if wanted not in ('new', 'triaged', 'closed', 'all') then
    raise exception 'Status must be new, triaged, closed or all'
      using errcode = '22023', hint = 'INVALID_STATUS';
  end if;
  select coalesce(jsonb_agg(f.item order by f.k) filter (where f.k <= lim), '[]'::jsonb),
         count(*) > lim,
         (array_agg(f.next order by f.k desc) filter (where f.k <= lim))[1]
    into page, more, last_cursor
    from (select row_number() over (order by x.created_at desc, x.id desc) as k,
                 jsonb_build_object(
                   'id', x.id, 'user_id', x.user_id, 'user_email', x.user_email,
                   'status', x.status, 'conversation', x.conversation, 'metadata', x.metadata,
                   'context', x.context, 'created_at', x.created_at,
                   'updated_at', x.updated_at) as item,
                 jsonb_build_array(x.created_at, x.id::text)::text as next
            from (select r.id, r.user_id, u.email::text as user_email, r.status, r.conversation,
                         r.metadata, r.context, r.created_at, r.updated_at
                    from public.feedback_reports r
                    left join auth.users u on u.id = r.user_id
                   where (wanted = 'all' or r.status = wanted)
                     and (cur is null
                          or (r.created_at, r.id) < (cur[1]::timestamptz, cur[2]::uuid))
                   order by r.created_at desc, r.id desc
                   limit lim + 1) x) f;
  return jsonb_build_object('rows', page, 'next_cursor', case when more then last_cursor end);
end
$$;

-- new → triaged → closed; new → closed (nothing to triage); a closed report reopens as triaged.
-- Nothing goes back to new: new means nobody has looked at it. The same status changes nothing.
create function public.dev_set_feedback_status(report_id uuid, status text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  wanted text := lower(pg_catalog.btrim(coalesce(dev_set_feedback_status.status, '')));
  current_status text;
begin
  perform private.require_developer();
  if wanted not in ('new', 'triaged', 'closed') then
    raise exception 'Status must be new, triaged or closed'
      using errcode = '22023', hint = 'INVALID_STATUS';
  end if;
  select r.status into current_status from public.feedback_reports r
   where r.id = dev_set_feedback_status.report_id for update;
  if not found then
    perform private.raise_not_found(
      format('Feedback report with ID ''%s'' not found', dev_set_feedback_status.report_id),
      'FEEDBACK_NOT_FOUND');
  end if;
  if current_status = wanted then
    return;
  end if;
  if wanted = 'new' then
    raise exception 'A feedback report that was looked at cannot go back to new'
      using errcode = '22023', hint = 'FEEDBACK_STATUS_BACKWARDS';
  end if;
  update public.feedback_reports r set status = wanted
   where r.id = dev_set_feedback_status.report_id;
  perform private.dev_audit('feedback.set_status', 'feedback_reports',
    dev_set_feedback_status.report_id::text,
    jsonb_build_object('from', current_status, 'to', wanted));
end
$$;

-- The audit log, newest first.
create function public.dev_audit_log(after_cursor text default null, page_size integer default 25)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  lim integer;
  cur text[];
  after_id bigint;
  page jsonb;
  more boolean;
  last_cursor text;
begin
  perform private.require_developer();
  lim := private.dev_page_size(dev_audit_log.page_size);
  cur := private.dev_cursor(dev_audit_log.after_cursor, 1);
  if cur is not null then
    if cur[1] !~ '^[0-9]{1,18}$' then
      raise exception 'Malformed page cursor' using errcode = '22023', hint = 'DEV_CURSOR';
    end if;
    after_id := cur[1]::bigint;
  end if;
  select coalesce(jsonb_agg(f.item order by f.k) filter (where f.k <= lim), '[]'::jsonb),
         count(*) > lim,
         (array_agg(f.next order by f.k desc) filter (where f.k <= lim))[1]
    into page, more, last_cursor
    from (select row_number() over (order by x.id desc) as k,
                 jsonb_build_object(
                   'id', x.id::text, 'at', x.at, 'actor_id', x.actor_id,
                   'actor_email', x.actor_email, 'action', x.action,
                   'target_table', x.target_table, 'target_id', x.target_id,
                   'details', x.details) as item,
                 jsonb_build_array(x.id::text)::text as next
            from (select * from private.dev_audit_log a
                   where after_id is null or a.id < after_id
                   order by a.id desc
                   limit lim + 1) x) f;
  return jsonb_build_object('rows', page, 'next_cursor', case when more then last_cursor end);
end
$$;

-- ── execute rights ──────────────────────────────────────────────────────────────────────────────
-- Explicit per function: hosted Supabase's default privileges grant new functions to anon.
-- `create or replace` keeps sync_push's and sync_pull's grants. The helpers are for the functions
-- above only, except record_sync_activity, which the sync RPCs call as the signed-in user.
revoke execute on function
  private.dev_audit(text, text, text, jsonb), private.sync_activity_retention(),
  private.record_sync_activity(integer, integer, integer, integer, integer),
  private.dev_page_size(integer), private.dev_cursor(text, integer),
  private.dev_search_pattern(text), private.dev_uuid(text),
  private.invitation_status(timestamptz, timestamptz, timestamptz),
  private.timetable_template(text), private.dev_require_other_user(uuid, text, text)
  from public, anon, authenticated;
grant execute on function
  private.record_sync_activity(integer, integer, integer, integer, integer) to authenticated;
revoke execute on function
  public.dev_dashboard_stats(), public.dev_list_schools(text, text, integer),
  public.dev_create_school(text, text, boolean, text, text), public.dev_school_detail(text),
  public.dev_set_member_role(uuid, text), public.dev_remove_member(uuid),
  public.dev_rotate_invite_code(uuid), public.dev_list_users(text, text, integer),
  public.dev_set_developer(uuid, boolean), public.dev_set_sign_in_disabled(uuid, boolean),
  public.dev_list_invitations(text, text, text, integer), public.dev_resend_invitation(uuid),
  public.dev_revoke_invitation(uuid), public.dev_sync_activity(integer),
  public.dev_list_feedback(text, text, integer), public.dev_set_feedback_status(uuid, text),
  public.dev_audit_log(text, integer)
  from public, anon;
grant execute on function
  public.dev_dashboard_stats(), public.dev_list_schools(text, text, integer),
  public.dev_create_school(text, text, boolean, text, text), public.dev_school_detail(text),
  public.dev_set_member_role(uuid, text), public.dev_remove_member(uuid),
  public.dev_rotate_invite_code(uuid), public.dev_list_users(text, text, integer),
  public.dev_set_developer(uuid, boolean), public.dev_set_sign_in_disabled(uuid, boolean),
  public.dev_list_invitations(text, text, text, integer), public.dev_resend_invitation(uuid),
  public.dev_revoke_invitation(uuid), public.dev_sync_activity(integer),
  public.dev_list_feedback(text, text, integer), public.dev_set_feedback_status(uuid, text),
  public.dev_audit_log(text, integer)
  to authenticated;
