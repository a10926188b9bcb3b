import { applyFilter, lessonEffectiveness, scopeDates } from '@/domain/analytics';
import { ratingDistribution } from '../model/lesson-effectiveness-distribution';
import { followUpLessons } from '../model/lesson-effectiveness-follow-ups';
import { countOf, formatRange } from '@/shared/lib/format/figures';
import { lessonEffectivenessFiguresSchema } from '../model/kept-figures/lesson-effectiveness';
import {
  AnalyticsPageFrame,
  type AnalyticsCount,
  type AnalyticsFigures,
  type AnalyticsView,
} from './frame/analytics-page-frame';
import { NoLessonsInView } from './frame/no-lessons-in-view';
import { FollowUpsRequired } from './lesson-effectiveness/follow-ups-required';
import { LessonList } from './lesson-effectiveness/lesson-list';
import { RatingDistribution } from './lesson-effectiveness/rating-distribution';

/** /analytics/lesson-effectiveness: every rated lesson, how the ratings spread, and follow-ups. */
export function LessonEffectivenessPage({ now }: { now?: () => Date }) {
  return (
    <AnalyticsPageFrame
      title="Lesson effectiveness"
      intro="How each lesson went by your reflection: the ratings you gave, how they spread, and the lessons you flagged for a follow-up."
      showRatings
      dates={scopeDates}
      figures={LESSON_EFFECTIVENESS_FIGURES}
      now={now}
    >
      {(figures, view) => <LessonEffectivenessFigures figures={figures} view={view} />}
    </AnalyticsPageFrame>
  );
}

const computeLessonEffectiveness = ({ source, filter, today }: AnalyticsCount) => {
  const scope = applyFilter(source.index, filter, today);
  const lessons = lessonEffectiveness(scope);
  return {
    lessons,
    distribution: ratingDistribution(lessons),
    followUps: followUpLessons(scope),
  };
};

type Figures = ReturnType<typeof computeLessonEffectiveness>;

const LESSON_EFFECTIVENESS_FIGURES: AnalyticsFigures<Figures> = {
  page: 'lesson-effectiveness',
  compute: computeLessonEffectiveness,
  schema: lessonEffectivenessFiguresSchema,
};

function LessonEffectivenessFigures({ figures, view }: { figures: Figures; view: AnalyticsView }) {
  const { lessons, distribution, followUps } = figures;
  if (lessons.length === 0 && followUps.length === 0)
    return (
      <NoLessonsInView
        what="rated lessons"
        onShowAllDates={() => view.setFilter({ dateRange: null })}
      />
    );
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {countOf(lessons.length, 'rated lesson')} and {countOf(followUps.length, 'follow-up')} ·{' '}
        {formatRange(view.filter.dateRange)}
      </p>
      {lessons.length > 0 && <RatingDistribution counts={distribution} />}
      <FollowUpsRequired lessons={followUps} />
      {lessons.length > 0 ? (
        <LessonList lessons={lessons} />
      ) : (
        <p className="max-w-xl rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">
          No lesson in this view is rated yet. Mark a lesson taught in the planner and give it an
          effectiveness rating in its reflection: it is listed here with its ratings.
        </p>
      )}
    </>
  );
}
