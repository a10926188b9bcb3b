import type { StayingLesson } from '../../commands/lessons/bump-lessons';
import { describePlace } from './lesson-labels';

/** How many staying lessons a sentence names before it says "and N more". */
const NAMED_STAYING_MAX = 3;

export const movedText = (count: number) => `Moved ${count} ${count === 1 ? 'lesson' : 'lessons'}.`;

/** 'Fri 11 Dec 2026, Period 1', or '“Fractions” (Fri 11 Dec 2026, Period 1)' when it has a title. */
function nameOf(lesson: StayingLesson, periodNames: ReadonlyMap<string, string>) {
  const place = describePlace(lesson.place, periodNames);
  const title = lesson.title?.trim();
  return title ? `“${title}” (${place})` : place;
}

/**
 * The sentence the preview and the result show for lessons a bump leaves where they are (issue
 * 16: never silently stacked), naming the first few; '' when every lesson moves.
 */
export function stayingText(
  staying: readonly StayingLesson[],
  periodNames: ReadonlyMap<string, string>,
): string {
  if (staying.length === 0) return '';
  const named = staying.slice(0, NAMED_STAYING_MAX).map((lesson) => nameOf(lesson, periodNames));
  const more = staying.length - named.length;
  const list = more > 0 ? `${named.join('; ')} and ${more} more` : named.join('; ');
  return staying.length === 1
    ? `1 lesson has no slot left before the end of the year and stays where it is: ${list}.`
    : `${staying.length} lessons have no slot left before the end of the year and stay where they are: ${list}.`;
}

/** Why nothing moved when no lesson has a slot to go to. */
export function nothingMovesText(
  staying: readonly StayingLesson[],
  periodNames: ReadonlyMap<string, string>,
): string {
  const why = stayingText(staying, periodNames);
  return `Nothing can move: this class has no free slot left before the end of the year.${why ? ` ${why}` : ''}`;
}
