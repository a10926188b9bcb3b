// `npm run bench:resources` (issue 15): what the resources page does per keystroke over 5,000
// resources — search the MiniSearch index (prefix + fuzzy, title/tags/description/note text),
// filter and sort the rows (queryResources, the page's own function) — while a teacher types
// words letter by letter, beside a floor in the same run: a plain array filter of the same rows
// (lower-cased substring over the same fields, same filter and sort), the least any search must
// cost. Also the index's one-time build and an incremental update after one edit. Pure code in
// Node (no DOM, no IndexedDB): the page's rendering of the results is not in these figures.
import { performance } from 'node:perf_hooks';
import { passesFilters, queryResources } from '../../src/features/resources/model/query-resources';
import {
  ResourceSearchIndex,
  type SearchableResource,
} from '../../src/features/resources/model/resource-search';
import { DEFAULT_VIEW, type ResourceView } from '../../src/features/resources/model/resource-view';

/** Issue 15: search over 5,000 resources ≤ 50 ms a keystroke. */
const TARGET_MS = 50;
const RESOURCES = 5_000;
/** What a teacher types, each letter one keystroke (with a filter on for the last two). */
const TYPED = ['forces', 'photosynthesis worksheet', 'fracton', 'shakespeare sonnet', 'year 9'];
const ROUNDS = 10;
const WARM_UP_ROUNDS = 2;
const ME = 'owner-me';

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
const random = prng(15);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

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

function sentence(words: number) {
  return Array.from({ length: words }, () => pick(WORDS)).join(' ');
}

function library(): SearchableResource[] {
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
      owner_id: random() < 0.7 ? ME : 'colleague',
      is_shared: true,
      created_at: created,
      updated_at: created,
      txid: String(1000 + index),
      deleted_at: null,
    };
  });
}

/** The floor: the same fields searched by substring, the same filters and sort. */
function arrayFilter(rows: readonly SearchableResource[], view: ResourceView) {
  const needle = view.q.trim().toLowerCase();
  return rows
    .filter((row) => {
      if (!passesFilters(row, view, ME)) return false;
      if (needle === '') return true;
      return (
        row.title.toLowerCase().includes(needle) ||
        row.tags.some((tag) => tag.toLowerCase().includes(needle)) ||
        (row.description ?? '').toLowerCase().includes(needle) ||
        (row.kind === 'note' && (row.body ?? '').toLowerCase().includes(needle))
      );
    })
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const line = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${label}: p50 ${quantile(sorted, 0.5).toFixed(2)} ms, p75 ${quantile(sorted, 0.75).toFixed(2)} ms, p95 ${quantile(sorted, 0.95).toFixed(2)} ms, max ${(sorted.at(-1) ?? 0).toFixed(2)} ms`;
};

/** Every view a keystroke produces: each word's prefixes, the last two under a filter. */
const keystrokes: ResourceView[] = TYPED.flatMap((word, w) =>
  [...word].map((_, i) => ({
    ...DEFAULT_VIEW,
    q: word.slice(0, i + 1),
    ...(w >= TYPED.length - 2 ? { subject: w % 2 === 0 ? 'English' : null, year: 9 } : {}),
  })),
);

const rows = library();
let started = performance.now();
const index = new ResourceSearchIndex();
index.sync(rows);
const buildMs = performance.now() - started;

const searchTimes: number[] = [];
const floorTimes: number[] = [];
let matched = 0;
for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
  for (const view of keystrokes) {
    started = performance.now();
    const found = queryResources(rows, index, view, ME);
    const searchMs = performance.now() - started;
    started = performance.now();
    arrayFilter(rows, view);
    const floorMs = performance.now() - started;
    if (round >= WARM_UP_ROUNDS) {
      searchTimes.push(searchMs);
      floorTimes.push(floorMs);
      matched += found.length;
    }
  }
}

// An edit: one row changes; the page's next read re-indexes it alone.
const updateTimes: number[] = [];
for (let run = 0; run < 50; run += 1) {
  const edited = rows.map((row, i) =>
    i === run
      ? {
          ...row,
          title: `${row.title} v${run}`,
          updated_at: `2027-01-01T00:00:${String(run).padStart(2, '0')}.000Z`,
        }
      : row,
  );
  started = performance.now();
  index.sync(edited);
  updateTimes.push(performance.now() - started);
}

const p75 = quantile(
  [...searchTimes].sort((a, b) => a - b),
  0.75,
);
console.log(
  `bench:resources — ${RESOURCES} resources, ${keystrokes.length} keystrokes × ${ROUNDS} rounds (Node ${process.version}; search + filter + sort per keystroke, no rendering)`,
);
console.log(`  index build (once per page visit): ${buildMs.toFixed(1)} ms`);
console.log(
  `  ${line('per keystroke (MiniSearch + filter + sort)', searchTimes)} (target ≤ ${TARGET_MS} ms: ${p75 <= TARGET_MS ? 'ok' : 'OVER'})`,
);
console.log(`  ${line('floor: plain array filter of the same rows', floorTimes)}`);
console.log(`  ${line('incremental update after one edit', updateTimes)}`);
console.log(`  rows shown per keystroke on average: ${(matched / searchTimes.length).toFixed(0)}`);
if (p75 > TARGET_MS) process.exitCode = 1;
