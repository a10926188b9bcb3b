import { formatDay } from '@/shared/lib/format/figures';
import type { LessonChoice } from '../queries/use-linkable-lessons';

const time = (value: string | null) => (value === null ? '' : ` ${value.slice(0, 5)}`);

/** "Tue 24 Nov 2026 09:40 · Friction": a lesson as the resource's lesson lists name it. */
export const lessonLabel = (lesson: Pick<LessonChoice, 'date' | 'startTime' | 'title'>) =>
  `${formatDay(lesson.date)}${time(lesson.startTime)}${lesson.title ? ` · ${lesson.title}` : ''}`;
