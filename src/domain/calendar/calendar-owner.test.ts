import { describe, expect, it } from 'vitest';
import {
  calendarOwnerOf,
  canEditCalendar,
  canPlanLessons,
  type CalendarUser,
} from './calendar-owner';

const SCHOOL = '11111111-1111-4111-8111-111111111111';
const USER = '22222222-2222-4222-8222-222222222222';
const user = (role: CalendarUser['role'], schoolId: string | null = SCHOOL): CalendarUser => ({
  id: USER,
  schoolId,
  role,
});

describe('calendarOwnerOf', () => {
  it("is the school's calendar for a member, the teacher's own when solo", () => {
    expect(calendarOwnerOf(user('TEACHER'))).toEqual({ kind: 'school', schoolId: SCHOOL });
    expect(calendarOwnerOf(user(null, null))).toEqual({ kind: 'teacher', userId: USER });
  });
});

describe('canEditCalendar', () => {
  it.each([
    ['OWNER', true],
    ['ADMIN', true],
    ['TEACHER', false],
    ['VIEWER', false],
  ] as const)('a school %s: %s', (role, allowed) => {
    expect(canEditCalendar(user(role))).toBe(allowed);
  });

  it('a solo teacher edits their own', () => {
    expect(canEditCalendar(user(null, null))).toBe(true);
  });
});

describe('canPlanLessons', () => {
  it('everyone but a VIEWER plans lessons', () => {
    expect(canPlanLessons(user('TEACHER'))).toBe(true);
    expect(canPlanLessons(user(null, null))).toBe(true);
    expect(canPlanLessons(user('VIEWER'))).toBe(false);
  });
});
