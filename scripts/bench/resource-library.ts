// The library bench:resources searches and what its teacher types, shared by the Node part (the
// search model) and the Chromium part (the page), so both measure the same rows and keystrokes.
import type { SearchableResource } from '../../src/features/resources/model/resource-search';
import { DEFAULT_VIEW, type ResourceView } from '../../src/features/resources/model/resource-view';

export const RESOURCES = 5_000;
/** What a teacher types, each letter one keystroke (with a filter on for the last two). */
export const TYPED = [
  'forces',
  'photosynthesis worksheet',
  'fracton',
  'shakespeare sonnet',
  'year 9',
] as const;
/** The owner id of "my" rows in the library; the rest belong to `COLLEAGUE`. */
export const ME = 'owner-me';
export const COLLEAGUE = 'colleague';

/** The filters on while the word at `index` of TYPED is typed. */
export function filtersWhileTyping(index: number): Pick<ResourceView, 'subject' | 'year'> {
  return index >= TYPED.length - 2
    ? { subject: index % 2 === 0 ? 'English' : null, year: 9 }
    : { subject: DEFAULT_VIEW.subject, year: DEFAULT_VIEW.year };
}

/** Every view a keystroke produces: each word's prefixes, under that word's filters. */
export const KEYSTROKE_VIEWS: ResourceView[] = TYPED.flatMap((word, w) =>
  [...word].map((_, i) => ({ ...DEFAULT_VIEW, q: word.slice(0, i + 1), ...filtersWhileTyping(w) })),
);

/** A deterministic PRNG (mulberry32), so every run indexes the same library. */
function prng(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUBJECTS = ['Science', 'Mathematics', 'English', 'History', 'Geography', 'Art', 'Music'];
const TOPICS = [
  'forces',
  'photosynthesis',
  'fractions',
  'algebra',
  'Shakespeare',
  'sonnets',
  'volcanoes',
  'the water cycle',
  'World War I',
  'persuasive writing',
  'probability',
  'cells',
  'electricity',
  'ecosystems',
  'poetry',
  'Federation',
  'rivers',
  'percussion',
  'perspective drawing',
  'ratios',
];
const FORMS = ['worksheet', 'slides', 'quiz', 'rubric', 'video', 'lab notes', 'revision sheet'];
const TAGS = [
  'revision',
  'homework',
  'extension',
  'assessment',
  'literacy',
  'numeracy',
  'group work',
];
const WORDS =
  'students explain describe compare evaluate measure record observe predict discuss model draw label'.split(
    ' ',
  );

/** A row of the library, with what the server needs beyond the searched fields. */
export type LibraryResource = SearchableResource & {
  url: string | null;
  file_path: string | null;
  mime_type: string | null;
  size_bytes: number | null;
};

/**
 * The same RESOURCES rows on every call: a quarter notes of ~120 words, 70 % with a
 * description, 1–3 tags, one subject and year, 70 % the teacher's own, all shared.
 */
export function benchLibrary(): LibraryResource[] {
  const random = prng(15);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const sentence = (words: number) => Array.from({ length: words }, () => pick(WORDS)).join(' ');
  return Array.from({ length: RESOURCES }, (_, index) => {
    const kind = pick(['link', 'link', 'note', 'file'] as const);
    const created = new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString();
    return {
      id: `r${index}`,
      kind,
      title: `${pick(TOPICS)} ${pick(FORMS)} ${index}`,
      tags: Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(TAGS)),
      description: random() < 0.7 ? `${pick(TOPICS)}: ${sentence(12)}` : null,
      // Notes carry a page or so of text: the heaviest field to index.
      body: kind === 'note' ? `# ${pick(TOPICS)}\n\n${sentence(120)}` : null,
      subject: pick(SUBJECTS),
      years: [7 + Math.floor(random() * 6)],
      owner_id: random() < 0.7 ? ME : COLLEAGUE,
      is_shared: true,
      created_at: created,
      updated_at: created,
      txid: String(1000 + index),
      deleted_at: null,
      // Not searched, not drawn from the random stream (the rows above stay as they were).
      url: kind === 'link' ? `https://example.org/resources/${index}` : null,
      file_path: kind === 'file' ? `${index}/worksheet-${index}.pdf` : null,
      mime_type: kind === 'file' ? 'application/pdf' : null,
      size_bytes: kind === 'file' ? 120_000 : null,
    };
  });
}
