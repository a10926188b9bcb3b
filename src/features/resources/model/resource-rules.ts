/**
 * The rules of a resource (DESIGN §5 `resources`, migration 20261125000500_library_fields). The
 * server checks the title (1–300 characters after trimming spaces), the description (≤ 2,000),
 * the years (1–12) and the link's scheme; every rule here is that or stricter, so the server never
 * refuses what the form accepted. Lengths count code points, as Postgres' char_length does.
 */

/** The kinds a teacher can create on this device (files arrive with the file client). */
export type ResourceKind = 'link' | 'note' | 'file';
export type ResourceVisibility = 'mine' | 'school';

/** `char_length(btrim(title)) between 1 and 300`. */
export const RESOURCE_TITLE_MAX_CHARS = 300;
/** `char_length(description) <= 2000`. */
export const RESOURCE_DESCRIPTION_MAX_CHARS = 2000;
/** Ours (the columns are unbounded): long enough for any real value, short enough to list. */
export const RESOURCE_SUBJECT_MAX_CHARS = 100;
export const RESOURCE_URL_MAX_CHARS = 2000;
/** Ours: a long lesson note is a few pages; beyond that it belongs in a file. */
export const NOTE_BODY_MAX_CHARS = 20_000;
export const TAG_MAX_CHARS = 40;
export const TAGS_MAX = 20;
/** `years <@ array[1..12]`. */
export const RESOURCE_YEAR_MIN = 1;
export const RESOURCE_YEAR_MAX = 12;
export const RESOURCE_YEARS = Array.from(
  { length: RESOURCE_YEAR_MAX - RESOURCE_YEAR_MIN + 1 },
  (_, i) => i + RESOURCE_YEAR_MIN,
);

export const RESOURCE_MESSAGES = {
  titleRequired: 'Enter a title, e.g. Forces worksheet',
  titleTooLong: `Titles are at most ${RESOURCE_TITLE_MAX_CHARS} characters`,
  urlRequired: 'Enter the link’s address, e.g. https://example.com/page',
  urlScheme: 'The link’s address must start with http://, https:// or mailto:',
  urlInvalid: 'The link’s address is not a web or mail address, e.g. https://example.com/page',
  urlTooLong: `Link addresses are at most ${RESOURCE_URL_MAX_CHARS} characters`,
  bodyRequired: 'Write the note’s text',
  bodyTooLong: `Notes are at most ${NOTE_BODY_MAX_CHARS.toLocaleString('en')} characters`,
  subjectTooLong: `Subjects are at most ${RESOURCE_SUBJECT_MAX_CHARS} characters`,
  descriptionTooLong: `Descriptions are at most ${RESOURCE_DESCRIPTION_MAX_CHARS.toLocaleString('en')} characters`,
  tagTooLong: `Each tag is at most ${TAG_MAX_CHARS} characters`,
  tooManyTags: `At most ${TAGS_MAX} tags`,
  yearRange: `Years are ${RESOURCE_YEAR_MIN} to ${RESOURCE_YEAR_MAX}`,
  kindFixed: 'A resource keeps its kind. Create a new one instead.',
} as const;

/** The resource form as typed: text as inputs hold it, years as the ticked boxes. */
export type ResourceFieldsInput = {
  kind: ResourceKind;
  title: string;
  url: string;
  body: string;
  subject: string;
  years: readonly number[];
  /** Comma-separated, as typed. */
  tags: string;
  description: string;
  visibility: ResourceVisibility;
};

/** What a resource row stores of the form (blank optional text is null, not ''). */
export type ResourceFields = {
  kind: ResourceKind;
  title: string;
  url: string | null;
  body: string | null;
  subject: string | null;
  years: number[];
  tags: string[];
  description: string | null;
  is_shared: boolean;
};

export type ResourceField = keyof ResourceFieldsInput;
export type ResourceFieldErrors = Partial<Record<ResourceField, string>>;
export type ParsedResource =
  { ok: true; fields: ResourceFields } | { ok: false; errors: ResourceFieldErrors };

const charCount = (value: string) => [...value].length;
const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/** Tags from the typed list: trimmed, blanks dropped, the first spelling of each kept. */
export function tagsOf(typed: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of typed.split(',')) {
    const tag = part.trim().replace(/\s+/g, ' ');
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** The URL's problem, or null. `allowed` is the entity's RESOURCE_URL (the server's check). */
function urlProblem(url: string, allowed: RegExp): string | null {
  if (url === '') return RESOURCE_MESSAGES.urlRequired;
  if (charCount(url) > RESOURCE_URL_MAX_CHARS) return RESOURCE_MESSAGES.urlTooLong;
  if (!allowed.test(url)) return RESOURCE_MESSAGES.urlScheme;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'mailto:' ? parsed.pathname === '' : parsed.hostname === '')
      return RESOURCE_MESSAGES.urlInvalid;
  } catch {
    return RESOURCE_MESSAGES.urlInvalid;
  }
  return /\s/.test(url) ? RESOURCE_MESSAGES.urlInvalid : null;
}

/**
 * Checks the resource form; each wrong field gets its own message. `allowedUrl` is the pattern
 * the entity and the server hold links to (passed in: this module stays free of the replica).
 */
export function parseResourceFields(
  input: ResourceFieldsInput,
  allowedUrl: RegExp,
): ParsedResource {
  const errors: ResourceFieldErrors = {};
  const title = input.title.trim();
  if (title === '') errors.title = RESOURCE_MESSAGES.titleRequired;
  else if (charCount(title) > RESOURCE_TITLE_MAX_CHARS)
    errors.title = RESOURCE_MESSAGES.titleTooLong;

  const url = input.kind === 'link' ? input.url.trim() : null;
  if (url !== null) {
    const problem = urlProblem(url, allowedUrl);
    if (problem) errors.url = problem;
  }
  const body = input.kind === 'note' ? input.body : null;
  if (body !== null) {
    if (body.trim() === '') errors.body = RESOURCE_MESSAGES.bodyRequired;
    else if (charCount(body) > NOTE_BODY_MAX_CHARS) errors.body = RESOURCE_MESSAGES.bodyTooLong;
  }
  const subject = optional(input.subject);
  if (subject !== null && charCount(subject) > RESOURCE_SUBJECT_MAX_CHARS)
    errors.subject = RESOURCE_MESSAGES.subjectTooLong;
  if (
    input.years.some((y) => !Number.isInteger(y) || y < RESOURCE_YEAR_MIN || y > RESOURCE_YEAR_MAX)
  )
    errors.years = RESOURCE_MESSAGES.yearRange;
  const tags = tagsOf(input.tags);
  if (tags.length > TAGS_MAX) errors.tags = RESOURCE_MESSAGES.tooManyTags;
  else if (tags.some((tag) => charCount(tag) > TAG_MAX_CHARS))
    errors.tags = RESOURCE_MESSAGES.tagTooLong;
  const description = optional(input.description);
  if (description !== null && charCount(description) > RESOURCE_DESCRIPTION_MAX_CHARS)
    errors.description = RESOURCE_MESSAGES.descriptionTooLong;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    fields: {
      kind: input.kind,
      title,
      url,
      body: body === null ? null : body.replace(/\s+$/, ''),
      subject,
      years: [...new Set(input.years)].sort((a, b) => a - b),
      tags,
      description,
      is_shared: input.visibility === 'school',
    },
  };
}

/** The form for a new resource of `kind`, or filled from a row to edit. */
export function resourceFormInput(
  row?: Pick<
    ResourceFields,
    'kind' | 'title' | 'url' | 'body' | 'subject' | 'years' | 'tags' | 'description' | 'is_shared'
  >,
  kind: ResourceKind = 'link',
): ResourceFieldsInput {
  return {
    kind: row?.kind ?? kind,
    title: row?.title ?? '',
    url: row?.url ?? '',
    body: row?.body ?? '',
    subject: row?.subject ?? '',
    years: row?.years ?? [],
    tags: row?.tags.join(', ') ?? '',
    description: row?.description ?? '',
    visibility: row?.is_shared ? 'school' : 'mine',
  };
}

/**
 * Who may change a resource on this device: its owner. A colleague's shared resource is
 * read-only (the server's policies say the same).
 */
export const canEditResource = (resource: { owner_id: string }, userId: string) =>
  resource.owner_id === userId;

/** "Years 7, 8", "Year 9", or "" for any year. */
export function yearsLabel(years: readonly number[]): string {
  if (years.length === 0) return '';
  return `${years.length === 1 ? 'Year' : 'Years'} ${years.join(', ')}`;
}

export const KIND_LABELS: Record<ResourceKind, string> = {
  link: 'Link',
  note: 'Note',
  file: 'File',
};
