import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coverageClass,
  coverageLesson,
  coverageLink,
  coveragePoint,
  coverageStatus,
} from '../test-support/coverage-records';
import { classCoverage, type ClassCoverageInput } from './class-coverage';
import { pointsInClassScope } from './class-scope';
import { LESSON_STATUSES } from '../lessons';
import { PRIORITY_LEVELS, REVIEW_STATUSES } from './coverage-records';

/*
 * Properties of classCoverage over random syllabuses, lessons, links and statuses: the totals add
 * up, stay in range and follow only COMPLETED lessons.
 */

const TODAY = '2026-11-24';
const STRANDS = ['Number', 'Algebra', 'Measurement', null] as const;
const STAGES = ['Year 7', 'Year 8', null] as const;
const CLASSES = ['class-7a', 'class-7b'] as const;

const pointArb = (index: number) =>
  fc
    .record({
      strand: fc.constantFrom(...STRANDS),
      stage: fc.constantFrom(...STAGES),
      year: fc.constantFrom(7, 8, null),
      retired: fc.boolean(),
      deleted: fc.boolean(),
      otherSyllabus: fc.boolean(),
      sort: fc.integer({ min: 0, max: 50 }),
    })
    .map((p) =>
      coveragePoint(`P${index}`, {
        strand: p.strand,
        stage: p.stage,
        year: p.year,
        sort_order: p.sort,
        retired_at: p.retired ? '2026-10-01T00:00:00Z' : null,
        deleted_at: p.deleted && p.retired ? '2026-10-02T00:00:00Z' : null,
        syllabus_id: p.otherSyllabus && p.deleted ? 'english' : 'maths',
      }),
    );

const dateArb = fc
  .integer({ min: 0, max: 4 * 365 })
  .map((day) => new Date(Date.UTC(2023, 0, 1) + day * 86_400_000).toISOString().slice(0, 10));

const inputArb = fc
  .integer({ min: 0, max: 30 })
  .chain((pointCount) =>
    fc.record({
      schoolClass: fc
        .record({
          stage: fc.constantFrom('Year 7', 'Year 8', null),
          year: fc.constantFrom(7, 8, null),
          syllabus: fc.constantFrom('maths', 'maths', null),
        })
        .map((c) =>
          coverageClass({ syllabus_stage: c.stage, year: c.year, syllabus_id: c.syllabus }),
        ),
      points: fc.tuple(...Array.from({ length: pointCount }, (_, i) => pointArb(i))),
      lessons: fc.array(
        fc.record({
          date: dateArb,
          status: fc.constantFrom(...LESSON_STATUSES),
          classId: fc.constantFrom(...CLASSES),
          deleted: fc.boolean(),
        }),
        { maxLength: 40 },
      ),
      links: fc.array(fc.record({ lesson: fc.nat(), point: fc.nat(), deleted: fc.boolean() }), {
        maxLength: 80,
      }),
      statuses: fc.array(
        fc.record({
          point: fc.nat(),
          mastery: fc.constantFrom(1, 2, 3, 4, 5, null),
          confidence: fc.constantFrom(1, 2, 3, 4, 5, null),
          priority: fc.constantFrom(...PRIORITY_LEVELS),
          review: fc.constantFrom(...REVIEW_STATUSES),
        }),
        { maxLength: 20 },
      ),
    }),
  )
  .map((raw): ClassCoverageInput => {
    const lessons = raw.lessons.map((l, i) =>
      coverageLesson(`lesson-${i}`, l.date, {
        status: l.status,
        class_id: l.classId,
        deleted_at: l.deleted ? '2026-11-01T00:00:00Z' : null,
      }),
    );
    const pointIds = raw.points.map((p) => p.id);
    const pick = <T>(list: readonly T[], n: number) => list[n % list.length];
    return {
      schoolClass: raw.schoolClass,
      points: raw.points,
      lessons,
      links:
        lessons.length === 0 || pointIds.length === 0
          ? []
          : raw.links.map((l) =>
              coverageLink(pick(lessons, l.lesson)?.id ?? '', pick(pointIds, l.point) ?? '', {
                deleted_at: l.deleted ? '2026-11-01T00:00:00Z' : null,
              }),
            ),
      statuses:
        pointIds.length === 0
          ? []
          : raw.statuses.map((s, i) =>
              coverageStatus(pick(pointIds, s.point) ?? '', {
                id: `status-${i}`,
                mastery_level: s.mastery,
                teacher_confidence_level: s.confidence,
                priority_level: s.priority,
                review_status: s.review,
              }),
            ),
      today: TODAY,
    };
  });

/** A new lesson of the class linking some of the points. */
const extraLessonArb = (status: fc.Arbitrary<string>) =>
  fc.record({
    date: dateArb,
    status,
    pointPicks: fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
  });

function withLesson(
  input: ClassCoverageInput,
  extra: { date: string; status: string; pointPicks: number[] },
): ClassCoverageInput {
  if (input.points.length === 0) return input;
  const lesson = coverageLesson('extra-lesson', extra.date, {
    status: extra.status,
    class_id: input.schoolClass.id,
  });
  const links = extra.pointPicks.map((n) =>
    coverageLink(lesson.id, input.points[n % input.points.length]?.id ?? ''),
  );
  return { ...input, lessons: [...input.lessons, lesson], links: [...input.links, ...links] };
}

describe('classCoverage properties', () => {
  it('keeps every percentage in 0–100 and covered ≤ in scope, and counts exactly the scope', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { points, strands, overall } = classCoverage(input);
        for (const totals of [overall, ...strands]) {
          expect(totals.covered).toBeLessThanOrEqual(totals.inScope);
          expect(totals.coveragePercentage).toBeGreaterThanOrEqual(0);
          expect(totals.coveragePercentage).toBeLessThanOrEqual(100);
        }
        for (const point of points) expect([0, 100]).toContain(point.coveragePercentage);
        expect(overall.inScope).toBe(pointsInClassScope(input.points, input.schoolClass).length);
      }),
    );
  });

  it('adds up: the strands sum to the overall counts', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { strands, overall } = classCoverage(input);
        expect(strands.reduce((sum, s) => sum + s.inScope, 0)).toBe(overall.inScope);
        expect(strands.reduce((sum, s) => sum + s.covered, 0)).toBe(overall.covered);
      }),
    );
  });

  it('never lowers coverage or a teaching count when a COMPLETED lesson is added', () => {
    fc.assert(
      fc.property(inputArb, extraLessonArb(fc.constant('COMPLETED')), (input, extra) => {
        const before = classCoverage(input);
        const after = classCoverage(withLesson(input, extra));
        expect(after.overall.covered).toBeGreaterThanOrEqual(before.overall.covered);
        const counts = new Map(after.points.map((p) => [p.syllabusPointId, p.teachingCount]));
        for (const point of before.points)
          expect(counts.get(point.syllabusPointId)).toBeGreaterThanOrEqual(point.teachingCount);
      }),
    );
  });

  it('ignores a lesson that is not COMPLETED', () => {
    const notCompleted = fc.constantFrom(...LESSON_STATUSES.filter((s) => s !== 'COMPLETED'));
    fc.assert(
      fc.property(inputArb, extraLessonArb(notCompleted), (input, extra) => {
        expect(classCoverage(withLesson(input, extra))).toEqual(classCoverage(input));
      }),
    );
  });

  it('does not depend on the order of lessons, links or statuses', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const reversed = {
          ...input,
          points: [...input.points].reverse(),
          lessons: [...input.lessons].reverse(),
          links: [...input.links].reverse(),
          statuses: [...input.statuses].reverse(),
        };
        expect(classCoverage(reversed)).toEqual(classCoverage(input));
      }),
    );
  });

  it('counts the same from links held by lesson (duplicate links of one lesson counted once)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const linksByLesson = new Map<string, (typeof input.links)[number][]>();
        for (const link of input.links)
          linksByLesson.set(link.lesson_id, [...(linksByLesson.get(link.lesson_id) ?? []), link]);
        expect(classCoverage({ ...input, links: [], linksByLesson })).toEqual(classCoverage(input));
      }),
    );
  });
});
