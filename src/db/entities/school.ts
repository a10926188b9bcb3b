import { z } from 'zod';
import {
  boundedText,
  isoDate,
  requiredText,
  syncedColumns,
  timeOfDay,
  timestamp,
  uuid,
} from './columns';

/**
 * `schools.timetable_cycle` and `teacher_calendars.timetable_cycle` (DESIGN §5); the server checks
 * only that it is an object.
 */
export const timetableCycleSchema = z.object({
  length: z.number().int().min(1),
  mode: z.enum(['calendar', 'school_days']),
  anchor_date: isoDate.nullable(),
  labels: z.array(z.string()),
});

export const termDateSchema = z.object({ term: z.string(), start: isoDate, end: isoDate });

export const dayScheduleSlotSchema = z.object({
  period_id: z.string(),
  name: z.string(),
  start: timeOfDay,
  end: timeOfDay,
  kind: z.enum(['lesson', 'break']),
});

export const schoolSchema = z.object({
  ...syncedColumns,
  name: requiredText(200),
  description: boundedText(2000).nullable(),
  timetable_cycle: timetableCycleSchema,
  term_dates: z.array(termDateSchema),
  day_schedule: z.array(dayScheduleSlotSchema),
  invite_code: z.string().regex(/^[A-HJ-NP-Z2-9]{8}$/),
  is_enterprise: z.boolean(),
});
export type School = z.infer<typeof schoolSchema>;

export const departmentSchema = z.object({
  ...syncedColumns,
  school_id: uuid,
  name: requiredText(200),
});
export type Department = z.infer<typeof departmentSchema>;

export const SCHOOL_ROLES = ['OWNER', 'ADMIN', 'TEACHER', 'VIEWER'] as const;
export type SchoolRole = (typeof SCHOOL_ROLES)[number];
export const MEMBERSHIP_STATUSES = ['active', 'invited', 'suspended', 'left'] as const;

export const schoolMembershipSchema = z.object({
  ...syncedColumns,
  user_id: uuid,
  school_id: uuid,
  role: z.enum(SCHOOL_ROLES),
  status: z.enum(MEMBERSHIP_STATUSES),
  department_id: uuid.nullable(),
  invited_by: uuid.nullable(),
  joined_at: timestamp.nullable(),
});
export type SchoolMembership = z.infer<typeof schoolMembershipSchema>;

/**
 * A closure belongs to a school (members read it, managers write it) or to one teacher (a solo
 * teacher's own; `owner_id`), never both: `check ((school_id is null) <> (owner_id is null))`.
 */
export const schoolClosureSchema = z
  .object({
    ...syncedColumns,
    school_id: uuid.nullable(),
    owner_id: uuid.nullable(),
    date: isoDate,
    reason: boundedText(500).nullable(),
    shifts_cycle: z.boolean(),
  })
  .refine((closure) => (closure.school_id === null) !== (closure.owner_id === null), {
    error:
      "A closure needs exactly one of school_id (a school's closure) or owner_id (a teacher's own)",
    path: ['owner_id'],
  });
export type SchoolClosure = z.infer<typeof schoolClosureSchema>;

/**
 * A teacher's own calendar (`teacher_calendars`), for solo teachers who have no school: the same
 * cycle, terms and day schedule as `schools`. One row per teacher; its id is the teacher's user id.
 */
export const teacherCalendarSchema = z.object({
  ...syncedColumns,
  timetable_cycle: timetableCycleSchema,
  term_dates: z.array(termDateSchema),
  day_schedule: z.array(dayScheduleSlotSchema),
});
export type TeacherCalendar = z.infer<typeof teacherCalendarSchema>;
