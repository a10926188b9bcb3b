import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { teachingMethodUsage } from '@/domain/analytics';
import { T0, pulledClassRow, pulledLesson } from '@/db/test-support/pulled-rows';
import { openTestReplica } from '@/test-support/test-replica';
import { scopeOfReplica } from '../test-support/analytics-scope-a';
import { METHOD_DIRECT, seedAnalytics } from '../test-support/analytics-replica';
import { ratedAverage, teachingMethodFigures } from './teaching-methods-figures';

const method = (name: string) => ({
  id: crypto.randomUUID(),
  school_id: null,
  owner_id: null,
  name,
  description: null,
  created_at: T0,
  updated_at: T0,
  deleted_at: null,
  txid: '512',
});

describe('teachingMethodFigures', () => {
  it('shares each method of the lessons that recorded one, and flattens the subjects', async () => {
    const replica = await openTestReplica();
    const { db, userId } = replica;
    const { classes } = await seedAnalytics(db, userId);
    const groupWork = method('Group work');
    await db.entity('teaching_methods').bulkPut([groupWork, method('Flipped classroom')]);
    const form = await pulledClassRow(db, userId, { name: 'Form 7', subject: null });
    const taught = { status: 'COMPLETED' } as const;
    await pulledLesson(db, userId, form.id, '2026-11-05', 'p1', {
      ...taught,
      teaching_method_id: METHOD_DIRECT,
      effectiveness_rating: 1,
    });
    await pulledLesson(db, userId, classes.maths.id, '2026-11-06', 'p2', {
      ...taught,
      teaching_method_id: groupWork.id,
    });
    await pulledLesson(db, userId, classes.maths.id, '2026-11-06', 'p3', taught);

    const scope = await scopeOfReplica(db, userId);
    const figures = teachingMethodFigures(teachingMethodUsage(scope), scope);

    // Seven taught lessons name a method; the eighth (6 Nov, Period 3) names none.
    expect(figures.recordedLessons).toBe(7);
    expect(figures.taughtLessons).toBe(8);
    expect(figures.methods.map((m) => [m.methodName, m.usageCount, m.sharePercentage])).toEqual([
      ['Direct instruction', 4, 57.1],
      ['Inquiry', 2, 28.6],
      ['Group work', 1, 14.3],
      ['Flipped classroom', 0, 0],
    ]);
    expect(figures.subjects).toEqual(['English', 'Mathematics', null]);
    expect(
      figures.bySubject.map((r) => [r.methodName, r.subject, r.usageCount, r.avgEffectiveness]),
    ).toEqual([
      ['Direct instruction', 'Mathematics', 3, 4],
      ['Direct instruction', null, 1, 1],
      ['Inquiry', 'English', 1, 5],
      ['Inquiry', 'Mathematics', 1, 2],
      // Used but never rated: no average rather than 0.
      ['Group work', 'Mathematics', 1, null],
    ]);
  });

  it('reads the engine’s 0 average as "not rated"', () => {
    expect(ratedAverage(0)).toBeNull();
    expect(ratedAverage(3.25)).toBe(3.25);
  });
});
