import type { ReplicaDb } from '@/db/replica-db';
import type { WriteOptions } from '@/db/write-with-outbox';
import { writeTourProgress, type TourProgressResult } from './write-tour-progress';

/**
 * Restart (spec §4) resets the completed flag; when it was last seen stays. The tour that
 * restarts marks it completed again when it ends.
 */
export function resetGuidedTour(
  db: ReplicaDb,
  userId: string,
  options: WriteOptions = {},
): Promise<TourProgressResult> {
  return writeTourProgress(db, userId, () => ({ guided_tour_completed: false }), options);
}
