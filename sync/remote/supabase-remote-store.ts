import type { SupabaseClient } from '@supabase/supabase-js';
import { SYNC_PROTOCOL_VERSION } from '../merge/change';
import {
  rowKey,
  type PendingChange,
  type PullPage,
  type PulledRow,
  type PushResponse,
  type RemoteStore,
  type RowKey,
} from '../engine/ports';
import { classifyFailure } from './classify-failure';

/** PostgREST puts ids in the URL; 100 uuids keep it far below any proxy's URL limit. */
const FETCH_CHUNK = 100;

/**
 * RemoteStore over supabase-js (DESIGN §6). Every request has `.retry(false)`: the engine owns
 * retrying and backoff, and postgrest-js retrying underneath would multiply the delays.
 */
export function createSupabaseRemoteStore(client: SupabaseClient): RemoteStore {
  return {
    async push(clientId: string, changes: readonly PendingChange[]): Promise<PushResponse> {
      const answer = await client
        .rpc('sync_push', {
          client_id: clientId,
          protocol_version: SYNC_PROTOCOL_VERSION,
          changes,
        })
        .retry(false);
      if (answer.error) throw classifyFailure(answer);
      return answer.data as PushResponse;
    },

    async pull(cursor: string | null, limit: number): Promise<PullPage> {
      const answer = await client.rpc('sync_pull', { cursor, lim: limit }).retry(false);
      if (answer.error) throw classifyFailure(answer);
      return answer.data as PullPage;
    },

    async fetchRows(keys: readonly RowKey[]): Promise<Map<string, PulledRow['row']>> {
      const found = new Map<string, PulledRow['row']>();
      const byTable = new Map<string, string[]>();
      for (const key of keys) byTable.set(key.table, [...(byTable.get(key.table) ?? []), key.id]);
      for (const [table, ids] of byTable) {
        for (let start = 0; start < ids.length; start += FETCH_CHUNK) {
          const answer = await client
            .from(table)
            .select('*')
            .in('id', ids.slice(start, start + FETCH_CHUNK))
            .retry(false);
          if (answer.error) throw classifyFailure(answer);
          for (const row of (answer.data ?? []) as PulledRow['row'][]) {
            found.set(rowKey(table, row.id), { ...row, txid: String(row.txid) });
          }
        }
      }
      return found;
    },
  };
}
