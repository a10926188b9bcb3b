import type { EntityRow } from './entities';

type NewLesson = Omit<EntityRow<'lessons'>, 'created_at' | 'updated_at' | 'deleted_at' | 'txid'>;

/** A valid lesson as a command would create it (tests only). */
export function newLesson(ownerId: string, overrides: Partial<NewLesson> = {}): NewLesson {
  return {
    id: crypto.randomUUID(),
    owner_id: ownerId,
    class_id: crypto.randomUUID(),
    date: '2026-11-23',
    period_id: 'P1',
    start_time: '09:00:00',
    end_time: '09:50:00',
    title: 'Fractions',
    objectives: null,
    success_criteria: null,
    activities: null,
    notes: null,
    status: 'PLANNED',
    sequence: null,
    program_item_id: null,
    effectiveness_rating: null,
    teaching_method_id: null,
    teacher_satisfaction_score: null,
    teacher_effectiveness_rating: null,
    follow_up_required: false,
    follow_up_notes: null,
    reflection_notes: null,
    completed_at: null,
    ...overrides,
  };
}
