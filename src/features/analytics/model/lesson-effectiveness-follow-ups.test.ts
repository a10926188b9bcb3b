import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { pulledLesson } from '@/db/test-support/pulled-rows';
import { openTestReplica } from '@/test-support/test-replica';
import { scopeOfReplica } from '../test-support/analytics-scope-a';
import { seedAnalytics } from '../test-support/analytics-replica';
import { followUpLessons } from './lesson-effectiveness-follow-ups';

describe('followUpLessons', () => {
  it('lists every counted lesson flagged for a follow-up, rated or not, newest first', async () => {
    const replica = await openTestReplica();
    const { classes, lessons } = await seedAnalytics(replica.db, replica.userId);
    // An unrated lesson awaiting reflection can already carry a follow-up.
    const pending = await pulledLesson(
      replica.db,
      replica.userId,
      classes.english.id,
      '2026-11-17',
      'p1',
      {
        follow_up_required: true,
        follow_up_notes: null,
      },
    );
    const scope = await scopeOfReplica(replica.db, replica.userId);
    expect(followUpLessons(scope)).toEqual([
      {
        lessonId: pending.id,
        date: '2026-11-17',
        classId: classes.english.id,
        className: '8 English B',
        title: null,
        status: 'PENDING_REFLECTION',
        notes: null,
      },
      {
        lessonId: lessons.variables.id,
        date: '2026-11-09',
        classId: classes.maths.id,
        className: '7 Maths A',
        title: 'Variables',
        status: 'COMPLETED',
        notes: 'Reteach variables with concrete examples',
      },
    ]);
  });
});
