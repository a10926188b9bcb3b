import { blankLesson } from '@/domain/lessons';
import type { EntityRow } from '../entities';

type NewLesson = Omit<EntityRow<'lessons'>, 'created_at' | 'updated_at' | 'deleted_at' | 'txid'>;

/**
 * A valid lesson as a command would create it (tests only): the domain's blank lesson, planned
 * ('Fractions', PLANNED) in period P1 of Monday 23 November 2026 for a class of its own, with
 * `overrides` on top.
 */
export function newLesson(ownerId: string, overrides: Partial<NewLesson> = {}): NewLesson {
  return {
    ...blankLesson({
      id: crypto.randomUUID(),
      owner_id: ownerId,
      class_id: crypto.randomUUID(),
      date: '2026-11-23',
      period_id: 'P1',
      start_time: '09:00:00',
      end_time: '09:50:00',
    }),
    title: 'Fractions',
    status: 'PLANNED',
    ...overrides,
  };
}
