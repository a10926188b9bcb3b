import { z } from 'zod';
import { int, requiredText, schoolYear, smallint, syncedColumns, uuid } from './columns';

/** Resources and programs (ordered lesson templates); shareable with the teacher's school. */

export const RESOURCE_KINDS = ['link', 'note', 'file'] as const;

export const resourceSchema = z
  .object({
    ...syncedColumns,
    owner_id: uuid,
    school_id: uuid.nullable(),
    is_shared: z.boolean(),
    kind: z.enum(RESOURCE_KINDS),
    title: requiredText(300),
    // Only web links: a javascript: or data: URL rendered as a link would run script.
    url: z
      .string()
      .regex(/^https?:\/\//i, 'Links must start with http:// or https://')
      .nullable(),
    body: z.string().nullable(),
    file_path: z.string().nullable(),
    mime_type: z.string().nullable(),
    size_bytes: z.number().int().min(0).nullable(),
    subject: z.string().nullable(),
    year: schoolYear.nullable(),
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
