// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleOverview, SCHOOL_ID } from '../../test-support/school-overview-fakes';
import {
  forgetSchoolOverviewsOf,
  readCachedSchoolOverview,
  schoolOverviewCacheKey,
  writeCachedSchoolOverview,
} from './school-overview-cache';

const OTHER_SCHOOL = 'b0000000-0000-4000-8000-000000000002';
const FETCHED_AT_MS = Date.UTC(2026, 10, 25, 9, 14);

beforeEach(() => {
  localStorage.clear();
});

describe('school overview cache', () => {
  it('keeps the last overview per user and school', () => {
    const overview = sampleOverview();
    writeCachedSchoolOverview('u1', { overview, fetchedAtMs: FETCHED_AT_MS });

    expect(readCachedSchoolOverview('u1', SCHOOL_ID)).toEqual({
      overview,
      fetchedAtMs: FETCHED_AT_MS,
    });
    expect(readCachedSchoolOverview('u2', SCHOOL_ID)).toBeNull();
    expect(readCachedSchoolOverview('u1', OTHER_SCHOOL)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ version: 0, fetchedAtMs: 1, overview: sampleOverview() })],
    [
      'a class missing a count',
      JSON.stringify({
        version: 1,
        fetchedAtMs: 1,
        overview: { ...sampleOverview(), classes: [{ className: '7A' }] },
      }),
    ],
    [
      "another school's overview under this key",
      JSON.stringify({
        version: 1,
        fetchedAtMs: 1,
        overview: sampleOverview({ schoolId: OTHER_SCHOOL }),
      }),
    ],
  ])('ignores a stored copy that is %s', (_, raw) => {
    localStorage.setItem(schoolOverviewCacheKey('u1', SCHOOL_ID), raw);

    expect(readCachedSchoolOverview('u1', SCHOOL_ID)).toBeNull();
  });

  it("forgets every school's copy of one user at sign-out, and only theirs", () => {
    writeCachedSchoolOverview('u1', { overview: sampleOverview(), fetchedAtMs: 1 });
    writeCachedSchoolOverview('u1', {
      overview: sampleOverview({ schoolId: OTHER_SCHOOL }),
      fetchedAtMs: 1,
    });
    writeCachedSchoolOverview('u10', { overview: sampleOverview(), fetchedAtMs: 1 });
    localStorage.setItem('lesson-planner.theme', 'dark');

    forgetSchoolOverviewsOf('u1');

    expect(readCachedSchoolOverview('u1', SCHOOL_ID)).toBeNull();
    expect(readCachedSchoolOverview('u1', OTHER_SCHOOL)).toBeNull();
    expect(readCachedSchoolOverview('u10', SCHOOL_ID)).not.toBeNull();
    expect(localStorage.getItem('lesson-planner.theme')).toBe('dark');
  });
});
