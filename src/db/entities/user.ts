import { z } from 'zod';
import { boundedText, requiredText, schoolYear, syncedColumns, timestamp, uuid } from './columns';

/** One row per user: `id = user_id` (the server's `check (id = user_id)`). */
const idIsUserId = <T extends { id: string; user_id: string }>(row: T) => row.id === row.user_id;
const ID_IS_USER_ID = { error: 'id must equal user_id', path: ['id'] };

/** Most subjects a profile lists (`private.valid_subjects`). */
export const MAX_PROFILE_SUBJECTS = 20;
/** Longest subject name, after trimming spaces (`private.valid_subjects`). */
export const MAX_SUBJECT_LENGTH_CHARS = 100;
/** Most year levels a profile lists (`profiles_year_levels_check`). */
export const MAX_PROFILE_YEAR_LEVELS = 12;

export const profileSchema = z
  .object({
    ...syncedColumns,
    user_id: uuid,
    full_name: boundedText(200).nullable(),
    is_solo_user: z.boolean(),
    school_id: uuid.nullable(),
    guided_tour_completed: z.boolean(),
    guided_tour_last_seen_at: timestamp.nullable(),
    is_developer: z.boolean(),
    /** What the teacher teaches, from onboarding. */
    subjects: z.array(requiredText(MAX_SUBJECT_LENGTH_CHARS)).max(MAX_PROFILE_SUBJECTS),
    /** School years 1–12 the teacher teaches, from onboarding. */
    year_levels: z.array(schoolYear).max(MAX_PROFILE_YEAR_LEVELS),
  })
  .refine(idIsUserId, ID_IS_USER_ID);
export type Profile = z.infer<typeof profileSchema>;

export const THEMES = ['light', 'dark', 'system'] as const;

export const userPreferencesSchema = z
  .object({
    ...syncedColumns,
    user_id: uuid,
    timezone: z.string().min(1).max(64),
    theme: z.enum(THEMES),
    notification_preferences: z.record(z.string(), z.boolean()),
    school_id: uuid.nullable(),
  })
  .refine(idIsUserId, ID_IS_USER_ID);
export type UserPreferences = z.infer<typeof userPreferencesSchema>;
