/** submit-feedback refuses more than this many attachments (metadata.attachments). */
export const FEEDBACK_ATTACHMENTS_MAX = 20;
/** …and any one longer than this. */
export const FEEDBACK_ATTACHMENT_MAX_CHARS = 500;

/** Answers that mean "nothing to attach" (spec §4), any case, with or without a full stop. */
const NOTHING = new Set(['none', 'no', 'no attachments']);

/**
 * The attachments an answer lists (spec §4): 'none', 'no' or 'no attachments' give an empty list;
 * anything else is split on commas or new lines, each item trimmed and blank items dropped.
 */
export function parseAttachments(text: string): string[] {
  const answer = text
    .trim()
    .replace(/[.!]+$/, '')
    .toLowerCase();
  if (NOTHING.has(answer)) return [];
  return text
    .split(/[,\r\n]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export type AttachmentsCheck =
  | { ok: true }
  | { ok: false; reason: 'too-many'; count: number }
  | { ok: false; reason: 'too-long' };

/** Whether the server would take this list; the chat asks again when it would not. */
export function checkAttachments(attachments: readonly string[]): AttachmentsCheck {
  if (attachments.length > FEEDBACK_ATTACHMENTS_MAX) {
    return { ok: false, reason: 'too-many', count: attachments.length };
  }
  if (attachments.some((item) => item.length > FEEDBACK_ATTACHMENT_MAX_CHARS)) {
    return { ok: false, reason: 'too-long' };
  }
  return { ok: true };
}
