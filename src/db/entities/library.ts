import { z } from 'zod';
import { int, requiredText, schoolYear, smallint, syncedColumns, uuid } from './columns';

/** Resources and programs (ordered lesson templates); shareable with the teacher's school. */

export const RESOURCE_KINDS = ['link', 'note', 'file'] as const;

/** The schemes a resource link may use (the server's resources_url_check says the same). */
export const RESOURCE_URL = /^(https?:\/\/|mailto:)/i;

export const resourceSchema = z
  .object({
    ...syncedColumns,
    owner_id: uuid,
    school_id: uuid.nullable(),
    is_shared: z.boolean(),
    kind: z.enum(RESOURCE_KINDS),
    title: requiredText(300),
    // Web and mail links only: a javascript: or data: URL rendered as a link would run script.
    url: z
      .string()
      .regex(RESOURCE_URL, 'Links must start with http://, https:// or mailto:')
      .nullable(),
    body: z.string().nullable(),
    description: z.string().max(2000).nullable(),
    file_path: z.string().nullable(),
    mime_type: z.string().nullable(),
    size_bytes: z.number().int().min(0).nullable(),
    subject: z.string().nullable(),
    /** The years it suits (none: any). */
    years: z.array(schoolYear),
    tags: z.array(z.string()),
  })
  .refine((row) => row.kind !== 'link' || row.url !== null, {
    error: 'A link needs a URL',
    path: ['url'],
  });
export type Resource = z.infer<typeof resourceSchema>;

export const programSchema = z.object({
  ...syncedColumns,
  owner_id: uuid,
  school_id: uuid.nullable(),
  is_shared: z.boolean(),
  name: requiredText(200),
  description: z.string().nullable(),
  subject: z.string().nullable(),
  year: schoolYear.nullable(),
  /** A stage instead of (or beside) a year: 'Stage 4', 'Foundation'. */
  stage: z.string().trim().min(1).max(60).nullable(),
  syllabus_id: uuid.nullable(),
});
export type Program = z.infer<typeof programSchema>;

export const programItemSchema = z.object({
  ...syncedColumns,
  program_id: uuid,
  sort_order: int,
  title: requiredText(300),
  duration_periods: smallint.min(1),
  objectives: z.string().nullable(),
  success_criteria: z.string().nullable(),
  activities: z.string().nullable(),
  notes: z.string().nullable(),
  syllabus_point_ids: z.array(uuid),
  resource_ids: z.array(uuid),
});
export type ProgramItem = z.infer<typeof programItemSchema>;
