import type { z } from 'zod';
import { lessonResourceSchema, lessonSchema, lessonSyllabusPointSchema } from './lesson';
import { programItemSchema, programSchema, resourceSchema } from './library';
import { classSchema, classSyllabusStatusSchema, timetableEntrySchema } from './planning';
import {
  departmentSchema,
  schoolClosureSchema,
  schoolMembershipSchema,
  schoolSchema,
  teacherCalendarSchema,
} from './school';
import {
  syllabusCriterionSchema,
  syllabusObjectiveSchema,
  syllabusPointSchema,
  syllabusSchema,
  teachingMethodSchema,
} from './syllabus';
import { profileSchema, userPreferencesSchema } from './user';

export * from './columns';
export * from './lesson';
export * from './library';
export * from './planning';
export * from './school';
export * from './sync-conflict';
export * from './syllabus';
export * from './user';

/** Every replicated table, named as on the server (the Dexie store has the same name). */
export const ENTITY_SCHEMAS = {
  schools: schoolSchema,
  departments: departmentSchema,
  profiles: profileSchema,
  user_preferences: userPreferencesSchema,
  school_memberships: schoolMembershipSchema,
  school_closures: schoolClosureSchema,
  teacher_calendars: teacherCalendarSchema,
  syllabuses: syllabusSchema,
  syllabus_points: syllabusPointSchema,
  syllabus_objectives: syllabusObjectiveSchema,
  syllabus_criteria: syllabusCriterionSchema,
  teaching_methods: teachingMethodSchema,
  classes: classSchema,
  timetable_entries: timetableEntrySchema,
  lessons: lessonSchema,
  lesson_syllabus_points: lessonSyllabusPointSchema,
  lesson_resources: lessonResourceSchema,
  class_syllabus_status: classSyllabusStatusSchema,
  resources: resourceSchema,
  programs: programSchema,
  program_items: programItemSchema,
} as const;

export type SyncedTable = keyof typeof ENTITY_SCHEMAS;
export const SYNCED_TABLES = Object.keys(ENTITY_SCHEMAS) as SyncedTable[];
export type EntityRow<T extends SyncedTable> = z.infer<(typeof ENTITY_SCHEMAS)[T]>;
