-- Limits of issue 12 (items 2 and 5): a linear, batch-limited sync_push; feedback reports written
-- only by the submit-feedback function, under an atomic per-user rate limit; statement timeouts
-- per API role as hosted Supabase sets them. Applies unchanged to hosted Supabase, PostgreSQL 15
-- and PGlite (where statement_timeout has no effect; the stack's watchdog covers PGlite).

-- ── sync_push: linear, and at most sync_push_max_changes() changes a call ──────────────────────
-- The app pushes PUSH_BATCH_SIZE (200, sync/engine/sync-engine.ts) changes at a time; 2.5× that
-- leaves room for another client's batching while one push stays short. Every change costs a
-- savepoint and its row's checks (figures in docs/decisions.md), and on PGlite a push holds the
-- only connection, so 500 it is: well inside the 8 s statement timeout of `authenticated`. A
-- bigger batch is refused whole, before anything is applied, with 22023 (HTTP 400) and hint
-- SYNC_BATCH_TOO_LARGE: the client acknowledges nothing, so its outbox keeps every change.
create function private.sync_push_max_changes() returns integer
language sql immutable set search_path = '' as $$ select 500 $$;

-- As in 20261122000400_sync_rpcs.sql, except: the batch limit above, and the results are gathered
-- in a jsonb[] (array_append on a PL/pgSQL variable extends it in place) and turned into JSON once.
-- The old `results := results || …` copied the whole jsonb array per change: quadratic (10k
-- changes 24 s, 20k 93 s, 100k never finished; issue 12).
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
      else
        msg := case reason
          when 'deleted' then 'The row was deleted; restore it (deleted_at: null) to edit it'
          when 'missing' then 'There is no such row to delete'
          else 'The change contradicts itself (id differs, or an upsert sets deleted_at)'
        end;
        perform private.sync_record_rejection(sync_push.client_id, seq, reason, msg);
        results := pg_catalog.array_append(results, jsonb_build_object(
          'seq', seq, 'status', 'rejected', 'code', reason, 'message', msg));
      end if;
    exception when others then
      get stacked diagnostics state = returned_sqlstate, msg = message_text;
      if not (state = '42501' or left(state, 2) in ('22', '23')) then
        raise;
      end if;
      perform private.sync_record_rejection(sync_push.client_id, seq, state, msg);
      results := pg_catalog.array_append(results, jsonb_build_object(
        'seq', seq, 'status', 'rejected', 'code', state, 'message', msg));
    end;
    done := seq;
  end loop;

  perform private.sync_advance_client(sync_push.client_id, done);
  return jsonb_build_object('results', pg_catalog.to_jsonb(results), 'last_seq', done);
end
$$;

revoke execute on function private.sync_push_max_changes() from public, anon;
grant execute on function private.sync_push_max_changes() to authenticated, service_role;

-- ── feedback_reports: written only by submit-feedback ──────────────────────────────────────────
-- A direct POST /rest/v1/feedback_reports skipped the function's schema, size cap and rate limit
-- and kept a backdated created_at; 20 concurrent submissions got 16 of 5 through (the function
-- counted, then inserted). Now users cannot insert at all (no policy and no grant), and the
-- function, having checked the caller's token and the payload, stores through the RPC below,
-- which only service_role may run.
drop policy own_insert on public.feedback_reports;
revoke insert on public.feedback_reports from authenticated;

-- Stores one report for `user_id` unless they already filed `max_reports` in the last
-- `window_seconds`; answers { accepted: true, id } or { accepted: false, retry_after_s }.
-- Atomic: a transaction-level advisory lock per user serialises the count and the insert, so
-- concurrent calls of one user queue here and each counts the rows of the ones before it
-- (READ COMMITTED: the count, a later statement, sees what they committed). Other users never
-- wait. created_at is the server's clock, never the caller's.
-- Security invoker: service_role bypasses RLS and has the table grants; nobody else may run it.
create function public.submit_feedback_report(
  user_id uuid,
  conversation jsonb,
  metadata jsonb,
  context text,
  max_reports integer,
  window_seconds integer
) returns jsonb
language plpgsql volatile set search_path = '' as $$
declare
  recent integer;
  oldest timestamptz;
  report_id uuid;
  span interval;
begin
  if submit_feedback_report.user_id is null then
    raise exception 'user_id is required' using errcode = '22023';
  end if;
  if max_reports is null or max_reports < 1 or window_seconds is null or window_seconds < 1 then
    raise exception 'max_reports and window_seconds must be positive' using errcode = '22023';
  end if;
  span := pg_catalog.make_interval(secs => window_seconds);
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('public.feedback_reports:' || submit_feedback_report.user_id::text, 0));
  select count(*), min(r.created_at) into recent, oldest
    from public.feedback_reports r
   where r.user_id = submit_feedback_report.user_id and r.created_at > pg_catalog.now() - span;
  if recent >= max_reports then
    return jsonb_build_object(
      'accepted', false,
      -- A call that waited for the lock started before the oldest row it counts: never above
      -- the window.
      'retry_after_s', least(window_seconds, greatest(1,
        ceil(extract(epoch from oldest + span - pg_catalog.now()))::integer)));
  end if;
  insert into public.feedback_reports (user_id, conversation, metadata, context, created_at)
  values (submit_feedback_report.user_id, submit_feedback_report.conversation,
          submit_feedback_report.metadata, submit_feedback_report.context, pg_catalog.now())
  returning id into report_id;
  return jsonb_build_object('accepted', true, 'id', report_id);
end
$$;

-- Explicit: hosted Supabase's default privileges grant new functions to anon and authenticated.
revoke execute on function
  public.submit_feedback_report(uuid, jsonb, jsonb, text, integer, integer)
  from public, anon, authenticated;
grant execute on function
  public.submit_feedback_report(uuid, jsonb, jsonb, text, integer, integer) to service_role;

-- ── statement timeouts per API role, as hosted Supabase sets them ──────────────────────────────
-- PostgREST applies the settings of the role it switches to (impersonated role settings), so a
-- request as anon is cancelled after 3 s and one as a signed-in user after 8 s (SQLSTATE 57014,
-- an error answer instead of a held connection). service_role keeps none (hosted: the
-- authenticator's 8 s). Re-stating hosted's values is harmless there; PGlite accepts and ignores
-- them (its watchdog bounds a stuck statement instead).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
