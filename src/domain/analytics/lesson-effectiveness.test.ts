import { describe, expect, it } from 'vitest';
import { analyticsFixture, TODAY } from '../test-support/analytics-fixture';
import { analyticsLesson } from '../test-support/analytics-records';
import { EMPTY_ANALYTICS_FILTER } from './filter';
import { lessonEffectiveness, UNKNOWN_METHOD_NAME } from './lesson-effectiveness';
import { applyFilter, indexAnalyticsData } from './metric-definitions';

describe('lessonEffectiveness', () => {
  it('lists the lessons with ratings, newest first, in spec §3’s shape', () => {
    const scope = applyFilter(
      indexAnalyticsData(analyticsFixture()),
      EMPTY_ANALYTICS_FILTER,
      TODAY,
    );
    const rows = lessonEffectiveness(scope);
    expect(rows.map((row) => row.lessonId)).toEqual(['L2', 'L7', 'L1']);
    expect(rows[0]).toEqual({
      lessonId: 'L2',
      date: '2026-11-09',
      className: '7A',
      subject: 'Mathematics',
      title: 'Fractions 2',
      effectivenessRating: 2,
      teachingMethod: 'Direct instruction',
      teacherSatisfactionScore: null,
      teacherEffectivenessRating: 4,
      followUpRequired: true,
      followUpNotes: 'Revisit fractions',
      syllabusPoints: [
        { syllabusPointId: 'point-P1', code: 'P1', description: 'Content description P1' },
      ],
    });
    expect(rows[2]?.syllabusPoints.map((point) => point.code)).toEqual(['P1', 'P2']);
  });

  it('names a method missing from this device rather than dropping the lesson', () => {
    const data = analyticsFixture();
    const lessons = [
      ...data.lessons,
      analyticsLesson('L10', {
        date: '2026-11-11',
        status: 'COMPLETED',
        effectiveness_rating: 3,
        teaching_method_id: 'never-synced',
      }),
    ];
    const scope = applyFilter(
      indexAnalyticsData({ ...data, lessons }),
      EMPTY_ANALYTICS_FILTER,
      TODAY,
    );
    expect(lessonEffectiveness(scope)[0]).toMatchObject({
      lessonId: 'L10',
      teachingMethod: UNKNOWN_METHOD_NAME,
    });
  });
});
