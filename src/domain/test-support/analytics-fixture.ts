import { coverageLink, coveragePoint, coverageStatus } from './coverage-records';
import {
  analyticsClass,
  analyticsData,
  analyticsLesson,
  analyticsMethod,
  analyticsResource,
} from './analytics-records';

/**
 * A small replica every analytics unit test reads (tests only), on TODAY, a Tuesday. Class 7A
 * (maths, Year 7: points P1–P3 in scope, P4 retired) and 8B (English, no syllabus), plus a
 * deleted class whose lessons never count.
 *
 * | lesson | class | date       | status     | time          | eff / sat / own | method | links          |
 * |--------|-------|------------|------------|---------------|-----------------|--------|----------------|
 * | L1     | 7A    | 2026-11-02 | COMPLETED  | 09:00–10:00   | 4 / 5 / 3       | M1     | P1 (twice), P2 |
 * | L2     | 7A    | 2026-11-09 | COMPLETED  | 09:00–10:30   | 2 / – / 4       | M1     | P1 (follow-up) |
 * | L3     | 7A    | 2026-11-16 | COMPLETED  | 11:00:00–11:45:00 | – / – / –   | M2     | P3 (deleted)   |
 * | L4     | 7A    | 2026-11-20 | UNPLANNED → PENDING_REFLECTION |  |              |        |                |
 * | L5     | 7A    | 2026-11-30 | PLANNED    |               |                 |        |                |
 * | L6     | 7A    | deleted    | COMPLETED  |               | 5               |        |                |
 * | L7     | 8B    | 2026-11-03 | COMPLETED  | 13:00–14:00   | 5 / 4 / 5       | M1     |                |
 * | L8     | 8B    | 2026-11-10 | MISSED     |               |                 |        |                |
 * | L9     | gone  | 2026-11-04 | COMPLETED  |               | 1               | M1     |                |
 */
export const TODAY = '2026-11-24';

export function analyticsFixture() {
  return analyticsData({
    classes: [
      analyticsClass('class-8b', {
        name: '8B',
        subject: 'English',
        year: 8,
        syllabus_stage: null,
        syllabus_id: null,
      }),
      analyticsClass('class-7a', { name: '7A' }),
      analyticsClass('class-gone', { name: 'Gone', deleted_at: '2026-10-01T00:00:00Z' }),
    ],
    points: [
      coveragePoint('P3', { strand: 'Algebra', sort_order: 3 }),
      coveragePoint('P1', { sort_order: 1 }),
      coveragePoint('P2', { sort_order: 2 }),
      coveragePoint('P4', { sort_order: 4, retired_at: '2026-06-01T00:00:00Z' }),
    ],
    statuses: [
      coverageStatus('point-P1', { mastery_level: 4, priority_level: 'HIGH' }),
      coverageStatus('point-P3', { priority_level: 'HIGH' }),
    ],
    lessons: [
      analyticsLesson('L1', {
        date: '2026-11-02',
        status: 'COMPLETED',
        title: 'Fractions 1',
        effectiveness_rating: 4,
        teacher_satisfaction_score: 5,
        teacher_effectiveness_rating: 3,
        teaching_method_id: 'M1',
      }),
      analyticsLesson('L2', {
        date: '2026-11-09',
        status: 'COMPLETED',
        title: 'Fractions 2',
        end_time: '10:30',
        effectiveness_rating: 2,
        teacher_effectiveness_rating: 4,
        teaching_method_id: 'M1',
        follow_up_required: true,
        follow_up_notes: 'Revisit fractions',
      }),
      analyticsLesson('L3', {
        date: '2026-11-16',
        status: 'COMPLETED',
        start_time: '11:00:00',
        end_time: '11:45:00',
        teaching_method_id: 'M2',
      }),
      analyticsLesson('L4', { date: '2026-11-20', title: 'Ratios' }),
      analyticsLesson('L5', { date: '2026-11-30', status: 'PLANNED', title: 'Decimals' }),
      analyticsLesson('L6', {
        date: '2026-11-05',
        status: 'COMPLETED',
        effectiveness_rating: 5,
        deleted_at: '2026-11-06T00:00:00Z',
      }),
      analyticsLesson('L7', {
        class_id: 'class-8b',
        date: '2026-11-03',
        status: 'COMPLETED',
        start_time: '13:00',
        end_time: '14:00',
        effectiveness_rating: 5,
        teacher_satisfaction_score: 4,
        teacher_effectiveness_rating: 5,
        teaching_method_id: 'M1',
      }),
      analyticsLesson('L8', { class_id: 'class-8b', date: '2026-11-10', status: 'MISSED' }),
      analyticsLesson('L9', {
        class_id: 'class-gone',
        date: '2026-11-04',
        status: 'COMPLETED',
        effectiveness_rating: 1,
        teaching_method_id: 'M1',
      }),
    ],
    links: [
      coverageLink('L1', 'point-P1'),
      coverageLink('L1', 'point-P1'),
      coverageLink('L1', 'point-P2'),
      coverageLink('L2', 'point-P1'),
      coverageLink('L3', 'point-P3', { deleted_at: '2026-11-17T00:00:00Z' }),
    ],
    methods: [
      analyticsMethod('M1', 'Direct instruction'),
      analyticsMethod('M2', 'Inquiry'),
      analyticsMethod('M3', 'Peer tutoring', { deleted_at: '2026-01-01T00:00:00Z' }),
      analyticsMethod('M4', 'Jigsaw'),
    ],
    resources: [
      analyticsResource('R1', '2026-11-20T03:00:00Z', { title: 'Fraction wall' }),
      analyticsResource('R2', '2026-11-21T03:00:00Z', { deleted_at: '2026-11-22T00:00:00Z' }),
      analyticsResource('R3', '2026-09-01T03:00:00Z'),
    ],
  });
}
