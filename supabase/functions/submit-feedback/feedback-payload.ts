import { z } from 'zod';

/** Spec §3 feedback report. The body is capped before parsing (see MAX_FEEDBACK_BODY_BYTES). */
export const MAX_FEEDBACK_BODY_BYTES = 16 * 1024;

const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` });

export const conversationEntrySchema = z.object({
  role: z.enum(['user', 'assistant'], { error: "must be 'user' or 'assistant'" }),
  content: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(4000, { error: 'must be at most 4000 characters' }),
  timestamp: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }),
});

export const feedbackMetadataSchema = z.object(
  {
    category: z.enum(['bug', 'improvement'], { error: "must be 'bug' or 'improvement'" }),
    severity: z.enum(['low', 'medium', 'high', 'critical'], {
      error: "must be 'low', 'medium', 'high' or 'critical'",
    }),
    expectedBehavior: text(2000).optional(),
    actualBehavior: text(2000).optional(),
    reproductionSteps: text(4000).optional(),
    impact: text(2000).optional(),
    attachments: z
      .array(text(500), { error: 'must be a list of strings' })
      .max(20, { error: 'must list at most 20 attachments' })
      .default([]),
  },
  { error: 'must be an object' },
);

export const feedbackPayloadSchema = z.object(
  {
    conversation: z
      .array(conversationEntrySchema, { error: 'must be a list of messages' })
      .min(1, { error: 'must contain at least one message' })
      .max(100, { error: 'must contain at most 100 messages' }),
    metadata: feedbackMetadataSchema,
    context: text(4000).default(''),
  },
  { error: 'must be a JSON object' },
);
export type FeedbackPayload = z.infer<typeof feedbackPayloadSchema>;

export type ParsedPayload = { ok: true; payload: FeedbackPayload } | { ok: false; message: string };

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    raw,
  );
}

/** Names the first bad field the way a person reads it: `metadata.severity must be …`. */
export function parseFeedbackPayload(raw: unknown): ParsedPayload {
  const result = feedbackPayloadSchema.safeParse(raw);
  if (result.success) return { ok: true, payload: result.data };
  const issue = result.error.issues[0];
  if (!issue) return { ok: false, message: 'body is invalid' };
  const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
  const missing = issue.path.length > 0 && valueAt(raw, issue.path) === undefined;
  return { ok: false, message: `${field} ${missing ? 'is required' : issue.message}` };
}
