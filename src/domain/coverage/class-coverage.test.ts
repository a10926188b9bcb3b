import { describe, expect, it } from 'vitest';
import {
  coverageClass,
  coverageLesson,
  coverageLink,
  coveragePoint,
  coverageStatus,
} from '../test-support/coverage-records';
import { classCoverage, percentageOf } from './class-coverage';
import { pointsInClassScope } from './class-scope';

const TODAY = '2026-11-24';

describe('pointsInClassScope', () => {
  const points = [
    coveragePoint('F1', { stage: 'Foundation', year: null }),
    coveragePoint('Y7a', { stage: 'Year 7', year: 7 }),
    coveragePoint('Y7b', { stage: 'Year 7', year: 7, retired_at: '2026-10-01T00:00:00Z' }),
    coveragePoint('Y7c', { stage: 'Year 7', year: 7, deleted_at: '2026-10-01T00:00:00Z' }),
    coveragePoint('Y8', { stage: 'Year 8', year: 8 }),
    coveragePoint('Other', { syllabus_id: 'english', stage: 'Year 7', year: 7 }),
  ];
  const codes = (schoolClass: Parameters<typeof pointsInClassScope>[1]) =>
    pointsInClassScope(points, schoolClass).map((point) => point.code);

  it('takes the stage when the class has one, else the year, else the whole syllabus', () => {
    expect(codes(coverageClass({ syllabus_stage: 'Year 8', year: 7 }))).toEqual(['Y8']);
    expect(codes(coverageClass({ syllabus_stage: null, year: 7 }))).toEqual(['Y7a']);
    expect(codes(coverageClass({ syllabus_stage: '  ', year: 8 }))).toEqual(['Y8']);
    expect(codes(coverageClass({ syllabus_stage: null, year: null }))).toEqual(['F1', 'Y7a', 'Y8']);
  });

  it('is empty for a class without a syllabus; retired, deleted and other syllabuses never count', () => {
    expect(codes(coverageClass({ syllabus_id: null }))).toEqual([]);
    expect(codes(coverageClass())).toEqual(['Y7a']);
  });
});

describe('classCoverage', () => {
  const points = [
    coveragePoint('N2', { sort_order: 2 }),
    coveragePoint('N1', { sort_order: 1 }),
    coveragePoint('A1', { sort_order: 3, strand: 'Algebra' }),
    coveragePoint('OLD', { sort_order: 4, retired_at: '2026-10-01T00:00:00Z' }),
    coveragePoint('OLD2', { sort_order: 5, retired_at: '2026-10-01T00:00:00Z' }),
  ];

  it('derives teaching count and last taught date from COMPLETED lessons of the class only', () => {
    const lessons = [
      coverageLesson('l1', '2026-11-02'),
      coverageLesson('l2', '2026-11-09'),
      coverageLesson('l3', '2026-11-16', { status: 'PLANNED' }),
      coverageLesson('l4', '2026-11-17', { status: 'MISSED' }),
      coverageLesson('l5', '2026-11-18', { deleted_at: '2026-11-19T00:00:00Z' }),
      coverageLesson('l6', '2026-11-20', { class_id: 'class-7b' }),
    ];
    const links = [
      coverageLink('l1', 'point-N1'),
      coverageLink('l1', 'point-N1'), // the same lesson twice counts once
      coverageLink('l2', 'point-N1'),
      ...['l3', 'l4', 'l5', 'l6'].map((lesson) => coverageLink(lesson, 'point-N2')),
      coverageLink('l2', 'point-A1', { deleted_at: '2026-11-10T00:00:00Z' }),
      coverageLink('l1', 'point-OLD'),
    ];
    const result = classCoverage({
      schoolClass: coverageClass(),
      points,
      lessons,
      links,
      statuses: [],
      today: TODAY,
    });
    expect(
      result.points.map((p) => [p.code, p.teachingCount, p.lastTaughtDate, p.retired]),
    ).toEqual([
      ['N1', 2, '2026-11-09', false],
      ['N2', 0, null, false],
      ['A1', 0, null, false],
      ['OLD', 1, '2026-11-02', true], // retired but taught: listed, not counted
    ]);
    expect(result.points.map((p) => p.coveragePercentage)).toEqual([100, 0, 0, 100]);
    expect(result.overall).toEqual({ inScope: 3, covered: 1, coveragePercentage: 33.3 });
    expect(result.strands).toEqual([
      { strand: 'Number', inScope: 2, covered: 1, coveragePercentage: 50 },
      { strand: 'Algebra', inScope: 1, covered: 0, coveragePercentage: 0 },
    ]);
  });

  it('reads the spec §3 field names, with the status row or its defaults', () => {
    const result = classCoverage({
      schoolClass: coverageClass(),
      points: points.slice(0, 2),
      lessons: [],
      links: [],
      statuses: [
        coverageStatus('point-N2', {
          mastery_level: 4,
          teacher_confidence_level: 2,
          priority_level: 'HIGH',
          review_status: 'needs_review',
        }),
        // An older duplicate from another device, and one of another class: ignored.
        coverageStatus('point-N2', {
          id: 'older',
          updated_at: '2026-01-01T00:00:00Z',
          mastery_level: 1,
        }),
        coverageStatus('point-N1', { class_id: 'class-7b', priority_level: 'CRITICAL' }),
      ],
      today: TODAY,
    });
    const [n1, n2] = result.points;
    expect(Object.keys(n1 ?? {}).sort()).toEqual(
      [
        'syllabusPointId',
        'code',
        'description',
        'subject',
        'strand',
        'stage',
        'year',
        'coveragePercentage',
        'teachingCount',
        'masteryLevel',
        'teacherConfidenceLevel',
        'priorityLevel',
        'lastTaughtDate',
        'calculatedPriority',
        'reviewStatus',
        'retired',
        'sortOrder',
        'priorityScore',
      ].sort(),
    );
    expect(n1).toMatchObject({
      syllabusPointId: 'point-N1',
      masteryLevel: null,
      teacherConfidenceLevel: null,
      priorityLevel: 'MEDIUM',
      reviewStatus: 'not_reviewed',
      calculatedPriority: 'MEDIUM',
    });
    expect(n2).toMatchObject({
      masteryLevel: 4,
      teacherConfidenceLevel: 2,
      priorityLevel: 'HIGH',
      reviewStatus: 'needs_review',
      // 6 (HIGH) + 2 (untaught) − 1 (mastery 4) + 1 (confidence 2) = 8
      calculatedPriority: 'CRITICAL',
    });
  });

  it('answers 0 % when nothing is in scope', () => {
    const result = classCoverage({
      schoolClass: coverageClass({ syllabus_id: null }),
      points,
      lessons: [],
      links: [],
      statuses: [],
      today: TODAY,
    });
    expect(result).toEqual({
      points: [],
      strands: [],
      overall: { inScope: 0, covered: 0, coveragePercentage: 0 },
    });
  });

  it('rounds percentages to one decimal', () => {
    expect(percentageOf(2, 3)).toBe(66.7);
    expect(percentageOf(1, 8)).toBe(12.5);
    expect(percentageOf(500, 500)).toBe(100);
  });
});
