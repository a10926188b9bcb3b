import type { ReplicaDb } from '@/db/replica-db';
import type { WriteOptions } from '@/db/write-with-outbox';
import { writeTourProgress, type TourProgressResult } from './write-tour-progress';

/**
 * The tour was finished or skipped (spec §4: either marks it completed): the profile says so,
 * with when, through the outbox, so a tour ended offline stays ended after a reload and reaches
 * the user's other devices once this one syncs.
 */
export function completeGuidedTour(
  db: ReplicaDb,
  userId: string,
  options: WriteOptions = {},
): Promise<TourProgressResult> {
  return writeTourProgress(
    db,
    userId,
    (now) => ({ guided_tour_completed: true, guided_tour_last_seen_at: now }),
    options,
  );
}
