import { createContext, use } from 'react';

/**
 * Reloading into a new version while changes wait in the outbox would be safe (they are in
 * IndexedDB) but confusing mid-sync; the sync engine (issue 4) provides a blocker so the prompt waits.
 */
export type UpdateBlocker = { blocked: false } | { blocked: true; reason: string };

export const UpdateBlockerContext = createContext<UpdateBlocker>({ blocked: false });

export function useUpdateBlocker(): UpdateBlocker {
  return use(UpdateBlockerContext);
}
