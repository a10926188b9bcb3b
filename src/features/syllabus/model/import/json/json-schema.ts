import { z } from 'zod';
import { CATALOGUE_LIMITS, TEXT_LIMITS } from '../catalogue-limits';
import { YEAR_REASON } from '../template/template-fields';

/**
 * Our JSON template, checked with zod: every problem in the file is an issue with its path
 * ('syllabuses[0].points[12].year'), and each issue's message is the reason a teacher reads.
 * Objects are strict: an unknown property is most often a misspelt one whose data would be lost.
 */

const requiredText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, { error: 'must not be blank' })
    .max(max, { error: `must be at most ${max} characters` });

const optionalText = (max: number) =>
  z
    .string({ error: 'must be text, or left out' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .nullish();

const year = z
  .number({ error: YEAR_REASON })
  .int({ error: YEAR_REASON })
  .min(1, { error: YEAR_REASON })
  .max(12, { error: YEAR_REASON })
  .nullish();

const textList = z
  .array(requiredText(TEXT_LIMITS.description), { error: 'must be a list of text' })
  .max(CATALOGUE_LIMITS.itemsPerPoint, {
    error: `must hold at most ${CATALOGUE_LIMITS.itemsPerPoint} items`,
  })
  .optional();

const jsonPoint = z.strictObject(
  {
    code: requiredText(TEXT_LIMITS.code),
    description: requiredText(TEXT_LIMITS.description),
    subject: optionalText(TEXT_LIMITS.subject),
    strand: optionalText(TEXT_LIMITS.strand),
    sub_strand: optionalText(TEXT_LIMITS.sub_strand),
    stage: optionalText(TEXT_LIMITS.stage),
    year,
    objectives: textList,
    criteria: textList,
  },
  { error: 'must be an object with code and description' },
);

const jsonLevelCriterion = z.strictObject(
  {
    description: requiredText(TEXT_LIMITS.description),
    stage: optionalText(TEXT_LIMITS.stage),
    year,
  },
  { error: 'must be an object with a description' },
);

const jsonSyllabus = z.strictObject(
  {
    name: requiredText(TEXT_LIMITS.name),
    subject: requiredText(TEXT_LIMITS.subject),
    version: optionalText(TEXT_LIMITS.version),
    attribution: optionalText(TEXT_LIMITS.attribution),
    description: optionalText(TEXT_LIMITS.syllabusDescription),
    points: z
      .array(jsonPoint, {
        error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list'),
      })
      .min(1, { error: 'must hold at least one point' }),
    criteria: z.array(jsonLevelCriterion, { error: 'must be a list' }).optional(),
  },
  { error: 'must be an object with name, subject and points' },
);

export const jsonTemplateSchema = z.strictObject(
  {
    syllabuses: z
      .array(jsonSyllabus, {
        error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list'),
      })
      .min(1, { error: 'must hold at least one syllabus' }),
  },
  { error: 'must be an object with a "syllabuses" list' },
);

export type JsonTemplate = z.infer<typeof jsonTemplateSchema>;
