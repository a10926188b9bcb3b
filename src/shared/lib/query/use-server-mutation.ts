import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { normalizeError, type AppError } from '@/shared/lib/errors';
import { failed, succeeded, type ActionResult } from '@/shared/lib/result';
import { QUERY_TIMEOUT_MS } from './query-presets';
import { withTimeout } from './with-timeout';

export interface ServerMutationOptions<V, R> {
  /** The port call; an `{ ok: false }` answer fails the write with its error. */
  run: (variables: V, signal: AbortSignal) => Promise<ActionResult<R>>;
  /** Reads whose answers the write changed: asked again after it succeeds. */
  invalidates?: (variables: V, value: R) => readonly QueryKey[];
  /** False when the page shows the failure itself and a toast would say it twice. */
  notify?: boolean;
  /**
   * False for a write that must not run twice: spec §8 retries a mutation once, and a timed-out
   * request may still have reached the server (creating a school and mailing its owner twice).
   */
  retry?: false;
}

export interface ServerMutation<V, R> {
  /** Runs the write; never throws: a failure is `{ ok: false, error }` for the page to show. */
  run: (variables: V) => Promise<ActionResult<R>>;
  pending: boolean;
}

/** A write through the query layer: spec §9's timeout, §8's one retry after 1 s and notify rule. */
export function useServerMutation<V, R>(
  options: ServerMutationOptions<V, R>,
): ServerMutation<V, R> {
  const { run, invalidates, notify = true, retry } = options;
  const client = useQueryClient();
  const { mutateAsync, isPending } = useMutation<R, AppError, V>({
    mutationFn: async (variables) => {
      const result = await withTimeout((signal) => run(variables, signal), {
        timeoutMs: QUERY_TIMEOUT_MS,
      });
      if (!result.ok) throw result.error;
      return result.value;
    },
    meta: { notify },
    ...(retry === false ? { retry: false } : {}),
    onSuccess: (value, variables) => {
      // Not awaited: the write is done; a refetch that waits for the network must not hold it.
      for (const queryKey of invalidates?.(variables, value) ?? []) {
        void client.invalidateQueries({ queryKey });
      }
    },
  });
  const runMutation = useCallback(
    async (variables: V): Promise<ActionResult<R>> => {
      try {
        return succeeded(await mutateAsync(variables));
      } catch (error) {
        return failed(normalizeError(error));
      }
    },
    [mutateAsync],
  );
  return { run: runMutation, pending: isPending };
}
