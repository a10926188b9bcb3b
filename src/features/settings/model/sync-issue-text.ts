/** Words for what the sync page lists: tables, fields, values and the server's refusal codes. */

const TABLE_LABELS: Record<string, string> = {
  schools: 'School',
  departments: 'Department',
  profiles: 'Profile',
  user_preferences: 'Preferences',
  school_memberships: 'School membership',
  school_closures: 'Closure or off day',
  teacher_calendars: 'Calendar',
  syllabuses: 'Syllabus',
  syllabus_points: 'Syllabus point',
  syllabus_objectives: 'Syllabus objective',
  syllabus_criteria: 'Syllabus criterion',
  teaching_methods: 'Teaching method',
  classes: 'Class',
  timetable_entries: 'Timetable entry',
  lessons: 'Lesson',
  lesson_syllabus_points: 'Lesson syllabus point',
  lesson_resources: 'Lesson resource',
  class_syllabus_status: 'Class syllabus status',
  resources: 'Resource',
  programs: 'Program',
  program_items: 'Program item',
  sync_conflicts: 'Resolved conflict',
};

export function tableLabel(table: string): string {
  return TABLE_LABELS[table] ?? sentenceCase(table);
}

/** `success_criteria` → "Success criteria"; `class_id` → "Class". */
export function fieldLabel(field: string): string {
  return sentenceCase(field.replace(/_id$/, ''));
}

function sentenceCase(name: string): string {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Why the server refused a change, in words a teacher can act on. Codes are sync_push's own
 * ('deleted', 'missing', 'invalid') or the SQLSTATE of the failed write (spec §8 mapping).
 */
export function rejectionReason(code: string): string {
  switch (code) {
    case 'deleted':
      return 'It was deleted on another device before this change arrived.';
    case 'missing':
      return 'It no longer exists on the server.';
    case 'invalid':
      return 'The change was not valid.';
    case '42501':
      return "You don't have permission to make this change.";
    case '23505':
      return 'It clashes with something that already exists.';
    case '23503':
      return 'It refers to something that no longer exists.';
    case '23502':
      return 'A required value is missing.';
    case '23514':
      return 'A value is not allowed.';
  }
  if (code.startsWith('23')) return 'Data constraint violation.';
  if (code.startsWith('22')) return 'A value is not in the right form.';
  return 'The server refused it.';
}

/** A stored value as the page shows it. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** How a field of a refused change is edited: by the type of the value it carried. */
export type EditKind = 'text' | 'number' | 'boolean' | 'json';

export function editKind(value: unknown): EditKind {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string' || value === null) return 'text';
  return 'json';
}

/** The form's text for a value of that kind. */
export function toEditText(value: unknown, kind: EditKind): string {
  if (value === null || value === undefined) return '';
  if (kind === 'json') return JSON.stringify(value, null, 2);
  return String(value);
}

export type ParsedEdit = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * The value typed back into a field. An emptied text field becomes null (the server's "no
 * value"); the entity rules in the replica then say whether null is allowed there.
 */
export function parseEdit(text: string, kind: EditKind): ParsedEdit {
  switch (kind) {
    case 'boolean':
      return { ok: true, value: text === 'true' };
    case 'text':
      return { ok: true, value: text === '' ? null : text };
    case 'number': {
      if (text.trim() === '') return { ok: true, value: null };
      const value = Number(text);
      return Number.isFinite(value) ? { ok: true, value } : { ok: false, message: 'Not a number' };
    }
    case 'json':
      try {
        return { ok: true, value: JSON.parse(text) as unknown };
      } catch {
        return { ok: false, message: 'Not valid JSON' };
      }
  }
}

/** A short name for a row, from whichever of its usual name fields it has. */
export function rowLabel(row: Record<string, unknown> | undefined): string | null {
  if (!row) return null;
  for (const key of ['title', 'name', 'full_name', 'code']) {
    const value = row[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** What a queued feedback report is about, from its conversation or metadata. */
export function feedbackSummary(payload: unknown): string {
  const report = (payload ?? {}) as {
    metadata?: { category?: unknown };
    conversation?: Array<{ role?: unknown; content?: unknown }>;
  };
  const first = report.conversation?.find((entry) => entry.role === 'user')?.content;
  const category = report.metadata?.category;
  const parts = [
    typeof category === 'string' ? sentenceCase(category) : null,
    typeof first === 'string' ? first : null,
  ].filter((part): part is string => part !== null && part !== '');
  return parts.length > 0 ? parts.join(': ') : 'Feedback report';
}
