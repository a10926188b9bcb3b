import type { ActionResult } from '@/shared/lib/result';
import { useServerMutation, type ServerMutation } from '@/shared/lib/query/use-server-mutation';
import { DEV_QUERY_ROOT } from './dev-keys';

/**
 * A developer's change through the query layer: afterwards every developer read is asked again
 * (only the ones on screen refetch; the rest are marked stale), since one change shows on several
 * pages (a role on the school and on the user, an invitation on both lists). The page shows a
 * refusal itself (`notify: false`). `once`: never retried (creating a school mails its owner).
 */
export function useDevChange<V, R = void>(
  run: (variables: V) => Promise<ActionResult<R>>,
  { once = false }: { once?: boolean } = {},
): ServerMutation<V, R> {
  return useServerMutation<V, R>({
    run: (variables) => run(variables),
    invalidates: () => [DEV_QUERY_ROOT],
    notify: false,
    ...(once ? { retry: false as const } : {}),
  });
}
