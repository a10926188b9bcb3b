import {
  onlineManager,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { AppError } from '@/shared/lib/errors';
import type { ActionResult } from '@/shared/lib/result';
import { keepAnswer, readKeptAnswer } from './kept-answers';
import { useKeptAnswersUser } from './query-layer-provider';
import { CACHE_PRESETS, QUERY_TIMEOUT_MS, type CachePreset } from './query-presets';
import { withTimeout } from './with-timeout';

export interface ServerQueryOptions<T> {
  key: QueryKey;
  /** The port call; an `{ ok: false }` answer fails the read with its error. */
  load: (signal: AbortSignal) => Promise<ActionResult<T>>;
  /** Spec §9 preset; the client defaults fill in what it leaves out. */
  preset: CachePreset;
  /**
   * Keep the last answer on this device for offline use; parses the stored copy (null: it is not
   * one, e.g. an older shape). A module-level function (its identity is a dependency). Leave out
   * for reads not worth keeping (a search as it is typed).
   */
  keep?: (stored: unknown) => T | null;
  /** While another key loads (the next page, a new search), show the previous key's answer. */
  keepPrevious?: boolean;
  enabled?: boolean;
  /** False when the page shows the failure itself and a toast would say it twice. */
  notify?: boolean;
}

export interface ServerRead<T> {
  /** This visit's answer, the kept one (offline or while loading), or undefined. */
  data: T | undefined;
  /** When `data` was answered; null when there is none. */
  updatedAtMs: number | null;
  /** `data` is the copy kept from an earlier visit, not an answer of this one. */
  fromKept: boolean;
  /** `data` is the previous key's answer while this key loads (`keepPrevious`). */
  previous: boolean;
  /** No data to show and an answer on its way. */
  loading: boolean;
  fetching: boolean;
  /** Why the last attempt failed (after its retries); null while it succeeds or waits. */
  error: AppError | null;
  /** TanStack's view of the network: offline, reads wait instead of failing. */
  online: boolean;
  refresh: () => void;
}

type Placeholder<T> = NonNullable<UseQueryOptions<T, AppError, T>['placeholderData']>;

/**
 * TanStack types a placeholder as `NonFunctionGuard<T>` (a function value would be mistaken for
 * the placeholder function), which no generic T satisfies; an answer of a port is never a function.
 */
const placeholderOf = <T>(choose: (previousData: T | undefined) => T | undefined) =>
  choose as unknown as Placeholder<T>;

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/** The browser's network state as the query layer sees it. */
export function useQueryOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

/**
 * An online-only read through the query layer: spec §9's timeout and cache preset, §8's retry and
 * notify rules (the client's defaults), and the last answer kept per user for offline use.
 */
export function useServerQuery<T>(options: ServerQueryOptions<T>): ServerRead<T> {
  const { key, load, preset, keep, keepPrevious = false, enabled = true, notify = true } = options;
  const userId = useKeptAnswersUser();
  const online = useQueryOnline();
  const storageKey = JSON.stringify(key);
  // Read once per key and user: the stored copy only matters until this visit has an answer.
  const kept = useMemo(
    () => (keep && userId !== null ? readKeptAnswer(userId, storageKey, keep) : null),
    [keep, userId, storageKey],
  );
  const query = useQuery<T, AppError, T>({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const result = await withTimeout(load, { timeoutMs: QUERY_TIMEOUT_MS, signal });
      if (!result.ok) throw result.error;
      if (keep && userId !== null) {
        keepAnswer(userId, storageKey, { data: result.value, updatedAtMs: Date.now() });
      }
      return result.value;
    },
    ...CACHE_PRESETS[preset],
    enabled,
    meta: { notify },
    // Shown while the cache has nothing for the key; never written into the cache, so a kept
    // copy never passes for fresh (it is not what refetchOnMount or staleTime judge).
    placeholderData: placeholderOf<T>(
      (previousData) => (keepPrevious ? previousData : undefined) ?? kept?.data,
    ),
  });
  const fromKept = query.isPlaceholderData && kept !== null && query.data === kept.data;
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const answeredAt =
    !query.isPlaceholderData && query.dataUpdatedAt > 0 ? query.dataUpdatedAt : null;
  return {
    data: query.data,
    updatedAtMs: fromKept ? kept.updatedAtMs : answeredAt,
    fromKept,
    previous: query.isPlaceholderData && !fromKept,
    loading: query.data === undefined && query.fetchStatus === 'fetching',
    fetching: query.fetchStatus === 'fetching',
    error: query.error,
    online,
    refresh,
  };
}
