import {
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  type DefaultOptions,
} from '@tanstack/react-query';
import {
  MUTATION_RETRY_DELAY_MS,
  readRetryDelayMs,
  shouldRetryMutation,
  shouldRetryRead,
  type AppError,
} from '@/shared/lib/errors';
import { reportError, toastErrorNotifier, type ErrorNotifier } from './query-errors';
import { DEFAULT_GC_TIME_MS, DEFAULT_STALE_TIME_MS } from './query-presets';

declare module '@tanstack/react-query' {
  interface Register {
    // Every query and mutation function runs through withTimeout, which normalizes what it throws.
    defaultError: AppError;
    queryMeta: { notify?: boolean };
    mutationMeta: { notify?: boolean };
  }
}

/**
 * Spec §9 cache defaults and spec §8 retry rules, the one configuration every read and write of
 * the query layer gets. `networkMode: 'online'` (TanStack's default): offline, a read pauses
 * instead of failing, so the page keeps its last data and says it needs a connection.
 */
export const QUERY_DEFAULTS = {
  queries: {
    staleTime: DEFAULT_STALE_TIME_MS,
    gcTime: DEFAULT_GC_TIME_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: true,
    refetchOnMount: true,
    networkMode: 'online',
    retry: shouldRetryRead,
    // TanStack passes how many retries came before (0 before the first): 1 s, 2 s, 4 s … ≤ 30 s.
    retryDelay: readRetryDelayMs,
  },
  mutations: {
    networkMode: 'online',
    retry: shouldRetryMutation,
    retryDelay: MUTATION_RETRY_DELAY_MS,
  },
} as const satisfies DefaultOptions<AppError>;

/**
 * TanStack assumes it is online until an 'offline' event: a page opened offline would fetch, fail
 * and retry three times instead of pausing. Starting from navigator.onLine fixes that.
 */
function followBrowserOnlineState(): void {
  onlineManager.setEventListener((setOnline) => {
    if (typeof window === 'undefined') return undefined;
    setOnline(window.navigator.onLine);
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

/** The query layer's client: the defaults above, failures told by the catalogue's policy. */
export function createQueryClient(notifier: ErrorNotifier = toastErrorNotifier): QueryClient {
  followBrowserOnlineState();
  return new QueryClient({
    defaultOptions: QUERY_DEFAULTS,
    queryCache: new QueryCache({
      onError: (error, query) =>
        reportError(notifier, error, {
          meta: query.meta,
          shownByPage: query.state.data === undefined,
        }),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        reportError(notifier, error, { meta: mutation.meta }),
    }),
  });
}
