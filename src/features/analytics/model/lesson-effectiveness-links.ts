import { FILTER_PARAM } from '@/domain/analytics/filter';

/**
 * The current view's query narrowed to one class or one rating, for a link into the lesson
 * effectiveness page ("the lessons behind this number"). The rest of the filter (dates, subjects…)
 * and any page keys stay as they are; the narrowed key is replaced, not added to, so the link
 * shows exactly that class's or that rating's lessons.
 */
export function lessonEffectivenessSearch(
  search: string,
  narrow: { readonly classId?: string; readonly rating?: number },
): string {
  const params = new URLSearchParams(search);
  if (narrow.classId !== undefined) params.set(FILTER_PARAM.classIds, narrow.classId);
  if (narrow.rating !== undefined)
    params.set(FILTER_PARAM.effectivenessRating, String(narrow.rating));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
