/**
 * The lesson panel's syllabus point search: by code or words, every word of the query must match
 * (in any order), ignoring case and accents ("equation" finds "Équation"). Results keep the
 * syllabus's order and are grouped by strand; only the first PICKER_RESULT_LIMIT are listed, so a
 * syllabus of thousands of points renders no more than a screenful of options per keystroke.
 */

import { foldForSearch, queryWords } from '@/shared/lib/search-text';

/** A point the teacher may link: what the picker shows and searches. */
export type PickablePoint = {
  id: string;
  code: string;
  description: string;
  strand: string | null;
  subStrand: string | null;
  /** A COMPLETED lesson of this class links it. */
  taught: boolean;
};

export type PointGroup = { strand: string; points: PickablePoint[] };

export type PointSearchResult = {
  groups: PointGroup[];
  /** How many points match in all (may exceed the listed ones). */
  matched: number;
  /** How many are listed. */
  shown: number;
};

/** Options listed at most per search: the rest are reached by typing more. */
export const PICKER_RESULT_LIMIT = 60;

/** The heading of points that have no strand. */
export const NO_STRAND = 'Other points';

// Folding and the query's words are shared with the programs' pickers.
export { foldForSearch, queryWords };

/** What a point is found by, folded once per point (not per keystroke). */
export function searchTextOf(point: PickablePoint): string {
  return foldForSearch(
    [point.code, point.description, point.strand ?? '', point.subStrand ?? ''].join(' '),
  );
}

/** An index built once per list of points: the points with their folded text. */
export type PointIndex = { points: readonly PickablePoint[]; texts: readonly string[] };

export function indexPoints(points: readonly PickablePoint[]): PointIndex {
  return { points, texts: points.map(searchTextOf) };
}

/** The points every word of `query` is found in, in index order, grouped by strand. */
export function searchPoints(
  index: PointIndex,
  query: string,
  limit: number = PICKER_RESULT_LIMIT,
): PointSearchResult {
  const words = queryWords(query);
  const groups: PointGroup[] = [];
  const byStrand = new Map<string, PointGroup>();
  let matched = 0;
  let shown = 0;
  index.points.forEach((point, i) => {
    const text = index.texts[i] ?? '';
    if (!words.every((word) => text.includes(word))) return;
    matched += 1;
    if (shown >= limit) return;
    shown += 1;
    const strand = point.strand ?? NO_STRAND;
    let group = byStrand.get(strand);
    if (!group) {
      group = { strand, points: [] };
      byStrand.set(strand, group);
      groups.push(group);
    }
    group.points.push(point);
  });
  return { groups, matched, shown };
}
