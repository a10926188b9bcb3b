import { describe, expect, it } from 'vitest';
import { searchableRow } from '../test-support/resource-rows';
import { facetsOf, queryResources } from './query-resources';
import { ResourceSearchIndex } from './resource-search';
import { DEFAULT_VIEW, type ResourceView } from './resource-view';

const ME = 'me';
const COLLEAGUE = 'colleague';

const rows = [
  searchableRow({
    id: 'forces',
    title: 'Forces worksheet',
    tags: ['physics', 'Year 8 revision'],
    subject: 'Science',
    years: [7, 8],
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-20T00:00:00.000Z',
  }),
  searchableRow({
    id: 'cells',
    kind: 'note',
    title: 'Cell structure notes',
    body: 'Mitochondria are the powerhouse of the cell.',
    subject: 'science',
    years: [9],
    owner_id: COLLEAGUE,
    is_shared: true,
    created_at: '2026-11-10T00:00:00.000Z',
    updated_at: '2026-11-10T00:00:00.000Z',
  }),
  searchableRow({
    id: 'poems',
    title: 'Anthology of war poems',
    description: 'Owen, Sassoon and Brooke with annotations',
    subject: 'English',
    tags: ['poetry'],
    created_at: '2026-11-05T00:00:00.000Z',
    updated_at: '2026-11-22T00:00:00.000Z',
  }),
  searchableRow({
    id: 'any-year',
    title: 'Classroom timer',
    kind: 'link',
    body: 'mitochondria in a link body is never searched',
    created_at: '2026-10-01T00:00:00.000Z',
    updated_at: '2026-10-01T00:00:00.000Z',
  }),
];

function run(view: Partial<ResourceView>, data = rows) {
  const index = new ResourceSearchIndex();
  index.sync(data);
  return queryResources(data, index, { ...DEFAULT_VIEW, ...view }, ME).map((row) => row.id);
}

describe('queryResources: search', () => {
  it('finds by title prefix as the teacher types, letter by letter', () => {
    expect(run({ q: 'f' })).toEqual(['forces']);
    expect(run({ q: 'for' })).toEqual(['forces']);
    expect(run({ q: 'forces work' })).toEqual(['forces']);
  });

  it('searches tags, description and a note’s text, but not a link’s body', () => {
    expect(run({ q: 'physics' })).toEqual(['forces']);
    expect(run({ q: 'sassoon' })).toEqual(['poems']);
    expect(run({ q: 'mitochondria' })).toEqual(['cells']);
  });

  it('forgives a typo in a longer word, not in a short one', () => {
    expect(run({ q: 'mitocondria' })).toEqual(['cells']);
    expect(run({ q: 'anthalogy' })).toEqual(['poems']);
    expect(run({ q: 'cel' })).toEqual(['cells']);
    expect(run({ q: 'xyz' })).toEqual([]);
  });

  it('needs every word to match (AND), so adding a word narrows', () => {
    expect(run({ q: 'cell' })).toEqual(['cells']);
    expect(run({ q: 'cell poems' })).toEqual([]);
  });
});

describe('queryResources: filters and sort', () => {
  it('filters by kind, subject (any case), year (a resource for no year suits all) and tag', () => {
    expect(run({ kind: 'note' })).toEqual(['cells']);
    expect(run({ subject: 'Science', sort: 'title' })).toEqual(['cells', 'forces']);
    expect(run({ year: 8, sort: 'title' })).toEqual(['poems', 'any-year', 'forces']);
    expect(run({ tag: 'POETRY' })).toEqual(['poems']);
  });

  it('splits the teacher’s own from colleagues’ shared resources', () => {
    expect(run({ scope: 'school' })).toEqual(['cells']);
    expect(run({ scope: 'mine', sort: 'title' })).toEqual(['poems', 'any-year', 'forces']);
  });

  it('sorts by title, newest first, or recently updated first', () => {
    expect(run({ sort: 'title' })).toEqual(['poems', 'cells', 'any-year', 'forces']);
    expect(run({ sort: 'newest' })).toEqual(['cells', 'poems', 'forces', 'any-year']);
    expect(run({ sort: 'updated' })).toEqual(['poems', 'forces', 'cells', 'any-year']);
  });

  it('combines the search with the filters', () => {
    expect(run({ q: 'c', subject: 'Science' })).toEqual(['cells']);
  });
});

describe('ResourceSearchIndex', () => {
  it('is built once, then re-indexes only the rows whose version changed', () => {
    const index = new ResourceSearchIndex();
    expect(index.sync(rows)).toBe(4);
    expect(index.sync(rows)).toBe(0);
    const edited = rows.map((row) =>
      row.id === 'forces'
        ? { ...row, title: 'Friction worksheet', updated_at: '2026-11-24T00:00:00.000Z' }
        : row,
    );
    expect(index.sync(edited)).toBe(1);
    expect(index.search('forces')).toEqual(new Map());
    expect([...(index.search('friction')?.keys() ?? [])]).toEqual(['forces']);
    // A row leaving (deleted, or un-shared by its owner) leaves the index.
    expect(index.sync(edited.filter((row) => row.id !== 'cells'))).toBe(1);
    expect(index.search('mitochondria')).toEqual(new Map());
    expect(index.size).toBe(3);
  });

  it('answers null for a blank search (nothing to search: every row passes)', () => {
    const index = new ResourceSearchIndex();
    index.sync(rows);
    expect(index.search('   ')).toBeNull();
  });
});

describe('facetsOf', () => {
  it('offers each subject and tag once, whatever its case, sorted', () => {
    expect(facetsOf(rows)).toEqual({
      subjects: ['English', 'Science'],
      tags: ['physics', 'poetry', 'Year 8 revision'],
    });
  });
});
