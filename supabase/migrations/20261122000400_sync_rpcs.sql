-- Sync RPCs (DESIGN §6): sync_push applies a device's outbox exactly once per (client_id, seq) under
-- the caller's RLS; sync_pull pages every row the caller may see by the xid8 snapshot watermark.
-- The merge here must agree with sync/merge/merge-rules.ts (sync-rpcs.test.ts checks the lists).

-- The tables a device may push to: SYNCED_TABLES of sync/merge/change.ts, in the same order.
create function private.sync_push_tables() returns text[]
language sql immutable set search_path = '' as $$
  select array[
    'schools', 'departments', 'profiles', 'user_preferences', 'school_memberships',
    'school_closures', 'syllabuses', 'syllabus_points', 'syllabus_objectives', 'syllabus_criteria',
    'teaching_methods', 'classes', 'timetable_entries', 'lessons', 'lesson_syllabus_points',
    'lesson_resources', 'class_syllabus_status', 'resources', 'programs', 'program_items'
  ]::text[]
$$;

-- A shared resource or program that left a school's view (un-shared, or moved to another school).
-- Members no longer see the row itself, so no pull could tell their devices; this record, visible
-- to the school's members, can. It carries the txid of the change that revoked the row, so a device
-- drops only copies older than that (a later re-share arrives with a newer txid).
create table public.sync_revocations (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  txid xid8 not null default pg_current_xact_id(),
  school_id uuid not null references public.schools (id) on delete cascade,
  table_name text not null check (table_name in ('resources', 'programs')),
  row_id uuid not null,
  owner_id uuid not null references auth.users (id) on delete cascade
);
create index sync_revocations_school_txid_idx on public.sync_revocations (school_id, txid);
create index sync_revocations_owner_idx on public.sync_revocations (owner_id);
alter table public.sync_revocations enable row level security;
revoke truncate, references, trigger on public.sync_revocations from authenticated;
-- Read by members; written only by the trigger below (no insert/update/delete policy).
create policy member_select on public.sync_revocations for select to authenticated
  using (school_id = any ((select private.member_school_ids())::uuid[]));
create trigger touch before insert or update on public.sync_revocations
  for each row execute function private.touch();

create function private.record_revocation() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- A school being deleted takes its revocations with it (its members lose it all anyway).
  if old.is_shared and old.school_id is not null
     and (not new.is_shared or new.school_id is distinct from old.school_id)
     and exists (select 1 from public.schools s where s.id = old.school_id) then
    insert into public.sync_revocations (school_id, table_name, row_id, owner_id)
    values (old.school_id, tg_table_name, old.id, old.owner_id);
  end if;
  return null;
end
$$;
create trigger record_revocation after update of is_shared, school_id on public.resources
  for each row execute function private.record_revocation();
create trigger record_revocation after update of is_shared, school_id on public.programs
  for each row execute function private.record_revocation();

-- The tables a device pulls: the pushable ones plus its conflicts (written only by sync_push) and
-- the revocations of its schools (which it applies and does not keep).
create function private.sync_pull_tables() returns text[]
language sql immutable set search_path = '' as $$
  select private.sync_push_tables() || array['sync_conflicts', 'sync_revocations']::text[]
$$;

-- FREE_TEXT_FIELDS of sync/merge/change.ts: an overwritten value of these becomes a conflict.
create function private.sync_free_text_fields() returns jsonb
language sql immutable set search_path = '' as $$
  select '{
    "lessons": ["title", "objectives", "success_criteria", "activities", "notes",
                "reflection_notes", "follow_up_notes"],
    "classes": ["notes"],
    "resources": ["title", "body"],
    "programs": ["description"],
    "program_items": ["objectives", "success_criteria", "activities", "notes"]
  }'::jsonb
$$;

-- What decides which rows the caller may see beyond their own: developer flag, active schools and
-- colleagues. Rows that enter or leave view because this changed keep their old txid, so a cursor
-- can neither deliver nor withdraw them; a device that sees a new scope re-pulls from the start
-- and drops what the full pull no longer holds (access loss, DESIGN §6).
create function private.sync_scope() returns text
language sql stable set search_path = '' as $$
  select pg_catalog.md5(
    (select private.is_developer())::text || '|' ||
    (select coalesce(string_agg(s::text, ',' order by s), '')
       from unnest((select private.member_school_ids())) s) || '|' ||
    (select coalesce(string_agg(u::text, ',' order by u), '')
       from unnest((select private.colleague_ids())) u))
$$;

-- A conflict is the server's record; a device may only mark it resolved (or unresolve it).
create function private.sync_resolve_conflict(change jsonb) returns text
language plpgsql set search_path = '' as $$
declare
  fields jsonb := coalesce(change -> 'fields', '{}'::jsonb);
  found_id uuid;
begin
  if change ->> 'op' is distinct from 'upsert'
     or jsonb_typeof(fields) <> 'object'
     or exists (select 1 from jsonb_object_keys(fields) k where k not in ('id', 'resolved_at')) then
    raise exception 'Only resolved_at of a sync conflict can be changed'
      using errcode = '22023', hint = 'SYNC_CONFLICT_READ_ONLY';
  end if;
  update public.sync_conflicts c
     set resolved_at = (fields ->> 'resolved_at')::timestamptz
   where c.id = (change ->> 'id')::uuid and fields ? 'resolved_at'
  returning c.id into found_id;
  if found_id is null and not exists (
       select 1 from public.sync_conflicts c where c.id = (change ->> 'id')::uuid) then
    return 'missing';
  end if;
  return null;
end
$$;

-- Rejections are remembered per (client_id, seq): when the answer to a push is lost, the replay
-- must report the rejection again (as 'rejected', not 'duplicate'), or the device would drop a
-- change the user never learned was refused. Reached only through the two functions below.
create table private.sync_rejections (
  client_id uuid not null references public.sync_clients (client_id) on delete cascade,
  seq bigint not null,
  code text not null,
  message text not null,
  created_at timestamptz not null default now(),
  primary key (client_id, seq)
);
alter table private.sync_rejections enable row level security;

create function private.sync_record_rejection(client_id uuid, seq bigint, code text, message text)
returns void
language sql security definer set search_path = '' as $$
  insert into private.sync_rejections (client_id, seq, code, message)
  select c.client_id, sync_record_rejection.seq, sync_record_rejection.code,
         sync_record_rejection.message
    from public.sync_clients c
   where c.client_id = sync_record_rejection.client_id and c.user_id = (select auth.uid())
  on conflict do nothing;
$$;

create function private.sync_past_rejection(client_id uuid, seq bigint) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('code', r.code, 'message', r.message)
    from private.sync_rejections r join public.sync_clients c using (client_id)
   where r.client_id = sync_past_rejection.client_id and r.seq = sync_past_rejection.seq
     and c.user_id = (select auth.uid());
$$;

-- Bookkeeping of sync_clients, the only part that bypasses RLS: it must see a client id that
-- belongs to someone else in order to refuse it. Creates the row on first use and locks it until
-- the push commits, so two pushes of one device run one after the other. Returns last_seq.
create function private.sync_claim_client(client_id uuid, protocol_version integer) returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := private.require_user();
  client public.sync_clients;
begin
  if sync_claim_client.client_id is null then
    raise exception 'client_id is required' using errcode = '22023', hint = 'SYNC_CLIENT_REQUIRED';
  end if;
  insert into public.sync_clients (client_id, user_id, protocol_version)
  values (sync_claim_client.client_id, uid, sync_claim_client.protocol_version)
  on conflict do nothing;
  select * into client from public.sync_clients c
   where c.client_id = sync_claim_client.client_id for update;
  if client.user_id <> uid then
    raise exception 'This sync client id belongs to another user'
      using errcode = '42501', hint = 'SYNC_CLIENT_FOREIGN';
  end if;
  -- A device replays within minutes or days; a month of remembered rejections is plenty.
  delete from private.sync_rejections r
   where r.client_id = client.client_id and r.created_at < pg_catalog.now() - interval '30 days';
  if client.protocol_version is distinct from sync_claim_client.protocol_version then
    update public.sync_clients c set protocol_version = sync_claim_client.protocol_version
     where c.client_id = client.client_id;
  end if;
  return client.last_seq;
end
$$;

create function private.sync_advance_client(client_id uuid, last_seq bigint) returns void
language sql security definer set search_path = '' as $$
  update public.sync_clients c set last_seq = sync_advance_client.last_seq
   where c.client_id = sync_advance_client.client_id and c.user_id = (select auth.uid())
     and c.last_seq < sync_advance_client.last_seq;
$$;

-- One change, under the caller's RLS (security invoker). Returns null when applied, or the merge's
-- reject reason ('deleted' | 'missing' | 'invalid', as RejectReason in change.ts) without writing.
-- SQL errors (RLS 42501, 22xxx, 23xxx …) propagate; sync_push decides which are permanent.
create function private.sync_apply_change(change jsonb) returns text
language plpgsql set search_path = '' as $$
declare
  tbl text := change ->> 'table';
  op text := change ->> 'op';
  row_id uuid;
  fields jsonb := coalesce(change -> 'fields', '{}'::jsonb);
  base jsonb := coalesce(change -> 'base', '{}'::jsonb);
  writable text[];
  given text[];
  unknown text;
  free_text jsonb;
  cur jsonb;
  field text;
  overwritten jsonb;
  kept jsonb;
  readable boolean;
begin
  if tbl = 'sync_conflicts' then
    return private.sync_resolve_conflict(change);
  end if;
  if tbl is null or not (tbl = any (private.sync_push_tables())) then
    raise exception 'Unknown synced table: %', coalesce(tbl, '(none)')
      using errcode = '22023', hint = 'SYNC_UNKNOWN_TABLE';
  end if;
  if op is null or op not in ('upsert', 'delete') then
    raise exception 'Unknown op: % (expected upsert or delete)', coalesce(op, '(none)')
      using errcode = '22023', hint = 'SYNC_UNKNOWN_OP';
  end if;
  row_id := (change ->> 'id')::uuid;  -- an invalid uuid is 22P02, a permanent error
  if row_id is null then
    raise exception 'A change needs an id' using errcode = '22023', hint = 'SYNC_ID_REQUIRED';
  end if;
  if jsonb_typeof(fields) <> 'object' or jsonb_typeof(base) <> 'object' then
    raise exception 'fields and base must be objects' using errcode = '22023', hint = 'SYNC_SHAPE';
  end if;

  -- The row, locked for the rest of the transaction. FOR UPDATE sees only rows the caller may
  -- both read and update; a row it may only read is refused below rather than re-inserted.
  execute format('select to_jsonb(t) from public.%I t where t.id = $1 for update', tbl)
     into cur using row_id;
  if cur is null then
    execute format('select exists (select 1 from public.%I t where t.id = $1)', tbl)
       into strict readable using row_id;
    if readable then
      raise exception 'You may read this % row but not change it', tbl
        using errcode = '42501', hint = 'SYNC_READ_ONLY';
    end if;
  end if;

  if op = 'delete' then
    if cur is null then
      return 'missing';
    end if;
    -- A second delete keeps the first tombstone's time; the device's own clock is ignored.
    if cur -> 'deleted_at' = 'null'::jsonb then
      execute format('update public.%I t set deleted_at = pg_catalog.now() where t.id = $1', tbl)
        using row_id;
    end if;
    return null;
  end if;

  -- upsert
  if fields ? 'id' and fields ->> 'id' is distinct from row_id::text then
    return 'invalid';
  end if;
  if fields ? 'deleted_at' and fields -> 'deleted_at' <> 'null'::jsonb then
    return 'invalid';  -- tombstoning is the delete op's job
  end if;
  -- Real, client-writable columns only: txid and updated_at belong to private.touch().
  select array_agg(a.attname::text) into writable
    from pg_catalog.pg_attribute a
   where a.attrelid = pg_catalog.to_regclass('public.' || pg_catalog.quote_ident(tbl))
     and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     and a.attname not in ('txid', 'updated_at');
  select o.k into unknown from jsonb_object_keys(fields) as o(k) where not (k = any (writable)) limit 1;
  if unknown is not null then
    raise exception 'Unknown or server-maintained column %.%', tbl, unknown
      using errcode = '22023', hint = 'SYNC_UNKNOWN_COLUMN';
  end if;
  fields := fields || jsonb_build_object('id', row_id);
  select array_agg(o.k order by o.k) into given from jsonb_object_keys(fields) as o(k);

  if cur is null then
    execute format('insert into public.%I (%s) select %s from jsonb_populate_record(null::public.%I, $1) r',
                   tbl,
                   (select string_agg(format('%I', k), ', ') from unnest(given) k),
                   (select string_agg(format('r.%I', k), ', ') from unnest(given) k),
                   tbl)
      using fields;
    return null;
  end if;

  -- No silent resurrection: only an explicit deleted_at: null (restore) edits a tombstone.
  if cur -> 'deleted_at' <> 'null'::jsonb and not fields ? 'deleted_at' then
    return 'deleted';
  end if;

  -- Free text another device changed since this one looked: keep the incoming value and record
  -- the overwritten one, unless it is blank or identical (merge-rules.ts freeTextConflict).
  free_text := coalesce(private.sync_free_text_fields() -> tbl, '[]'::jsonb);
  for field in select o.k from jsonb_object_keys(fields) as o(k) loop
    continue when not free_text ? field;
    overwritten := cur -> field;
    kept := fields -> field;
    continue when overwritten is null or overwritten in ('null'::jsonb, '""'::jsonb)
               or overwritten = kept
               or (base ? field and base -> field = overwritten);
    insert into public.sync_conflicts (owner_id, table_name, row_id, field, kept_value, overwritten_value)
    values ((select auth.uid()), tbl, row_id, field, kept, overwritten);
  end loop;

  if pg_catalog.array_length(given, 1) = 1 then
    return null;  -- names no field but id: nothing to write
  end if;
  execute format('update public.%I t set %s from jsonb_populate_record(null::public.%I, $1) r where t.id = $2',
                 tbl,
                 (select string_agg(format('%1$I = r.%1$I', k), ', ') from unnest(given) k where k <> 'id'),
                 tbl)
    using fields, row_id;
  return null;
end
$$;

-- The push. Security invoker: every change runs under the caller's RLS. Returns
-- { results: [{ seq, status: 'applied' | 'duplicate' | 'rejected', code?, message? }], last_seq }.
-- Changes are applied in seq order, each in its own savepoint (the BEGIN … EXCEPTION block). A
-- permanent error (42501, 22xxx, 23xxx, or a merge rejection: code 'deleted' | 'missing' |
-- 'invalid') rejects that change only, and is remembered so a replay reports it again; any other error aborts the whole batch (the client retries
-- it). Rejected changes count as processed: last_seq moves past them in the same transaction.
create function public.sync_push(client_id uuid, protocol_version integer, changes jsonb)
returns jsonb
language plpgsql set search_path = '' as $$
declare
  supported constant integer := 1;  -- SYNC_PROTOCOL_VERSION in sync/merge/change.ts
  done bigint;
  change jsonb;
  seq bigint;
  reason text;
  results jsonb := '[]'::jsonb;
  state text;
  msg text;
  past jsonb;
begin
  if sync_push.protocol_version is distinct from supported then
    raise exception 'Sync protocol version % is not supported; this server speaks version %',
      coalesce(sync_push.protocol_version::text, '(none)'), supported
      using errcode = '22023', hint = 'SYNC_PROTOCOL_UNSUPPORTED';
  end if;
  if jsonb_typeof(changes) is distinct from 'array' then
    raise exception 'changes must be a JSON array' using errcode = '22023', hint = 'SYNC_SHAPE';
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
      results := results || case
        when past is null then jsonb_build_object('seq', seq, 'status', 'duplicate')
        else jsonb_build_object('seq', seq, 'status', 'rejected') || past
      end;
      continue;
    end if;
    begin
      reason := private.sync_apply_change(change);
      if reason is null then
        results := results || jsonb_build_object('seq', seq, 'status', 'applied');
      else
        msg := case reason
          when 'deleted' then 'The row was deleted; restore it (deleted_at: null) to edit it'
          when 'missing' then 'There is no such row to delete'
          else 'The change contradicts itself (id differs, or an upsert sets deleted_at)'
        end;
        perform private.sync_record_rejection(sync_push.client_id, seq, reason, msg);
        results := results || jsonb_build_object('seq', seq, 'status', 'rejected', 'code', reason,
                                                 'message', msg);
      end if;
    exception when others then
      get stacked diagnostics state = returned_sqlstate, msg = message_text;
      if not (state = '42501' or left(state, 2) in ('22', '23')) then
        raise;
      end if;
      perform private.sync_record_rejection(sync_push.client_id, seq, state, msg);
      results := results || jsonb_build_object('seq', seq, 'status', 'rejected', 'code', state,
                                               'message', msg);
    end;
    done := seq;
  end loop;

  perform private.sync_advance_client(sync_push.client_id, done);
  return jsonb_build_object('results', results, 'last_seq', done);
end
$$;

-- The pull. Security invoker: each table's RLS decides what the caller sees, tombstones included.
--
-- Cursor: null or '' starts from the beginning; otherwise the text '<txid>:<table>:<id>' (for
-- example '1234:lessons:00000000-0000-4000-8000-000000000116') is the position of the last row
-- returned. A page holds the rows strictly after that position in (txid, table, id) order (table
-- compared bytewise, collation "C") whose txid is below the snapshot watermark
-- pg_snapshot_xmin(pg_current_snapshot()): every transaction below it has finished, so no row can
-- later appear behind the cursor (a transaction still open keeps the watermark at or below its own
-- txid). The position includes table and id, so a page boundary inside one txid resumes exactly.
-- An empty page returns the cursor it was given.
--
-- Returns { rows: [{ table, id, txid, row }], has_more, next_cursor, scope }; lim is 1..5000.
-- scope is private.sync_scope(): when it differs from the one a device last saw, the device
-- re-pulls from a null cursor and purges rows the full pull does not return.
create function public.sync_pull(cursor text, lim integer) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  parts text[];
  after_txid xid8;
  after_table text;
  after_id uuid;
  tbl text;
  branches text[] := '{}';
  position_filter text;
  page jsonb;
  n integer;
  last_row jsonb;
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
      when tbl = after_table then '(t.txid > $1 or (t.txid = $1 and t.id > $2))'
      else 't.txid > $1'
    end;
    branches := branches || format(
      '(select %L::text as tbl, t.id, t.txid, to_jsonb(t) as data from public.%I t
         where %s and t.txid < (select hi from watermark)
         order by t.txid, t.id limit $3)',
      tbl, tbl, position_filter);
  end loop;

  execute format(
    'with watermark as (select pg_catalog.pg_snapshot_xmin(pg_catalog.pg_current_snapshot()) as hi),
          candidates as (%s),
          page as (select * from candidates order by txid, tbl collate "C", id limit $3)
     select coalesce(jsonb_agg(jsonb_build_object(''table'', tbl, ''id'', id, ''txid'', txid::text,
                                                  ''row'', data)
                               order by txid, tbl collate "C", id), ''[]''::jsonb)
       from page',
    array_to_string(branches, ' union all '))
    into page using after_txid, after_id, lim + 1;

  n := jsonb_array_length(page);
  if n > lim then
    page := page - lim;  -- the extra row only proves there is more
  end if;
  last_row := page -> -1;
  return jsonb_build_object(
    'rows', page,
    'has_more', n > lim,
    'scope', private.sync_scope(),
    'next_cursor', case when last_row is null then nullif(cursor, '')
                        else (last_row ->> 'txid') || ':' || (last_row ->> 'table') || ':'
                             || (last_row ->> 'id') end);
end
$$;

-- ── execute rights: authenticated only ──────────────────────────────────────────────────────────
revoke execute on all functions in schema public from public, anon;
revoke execute on all functions in schema private from public, anon;
grant execute on function
  private.sync_push_tables(), private.sync_pull_tables(), private.sync_free_text_fields(),
  private.sync_claim_client(uuid, integer), private.sync_advance_client(uuid, bigint),
  private.sync_apply_change(jsonb), private.sync_scope(), private.sync_resolve_conflict(jsonb),
  private.sync_record_rejection(uuid, bigint, text, text), private.sync_past_rejection(uuid, bigint)
  to authenticated, service_role;
grant execute on function public.sync_push(uuid, integer, jsonb), public.sync_pull(text, integer)
  to authenticated, service_role;
