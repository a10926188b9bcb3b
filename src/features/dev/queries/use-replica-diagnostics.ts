import { replicaDiagnostics, type ReplicaDiagnostics } from '@/db/replica-diagnostics';
import { useReplicaQuery } from '@/db/replica-hooks';

export type { ReplicaDiagnostics };

/** This device's replica counts and sync bookkeeping, live; undefined while the replica opens. */
export function useReplicaDiagnostics(): ReplicaDiagnostics | undefined {
  return useReplicaQuery(replicaDiagnostics);
}
