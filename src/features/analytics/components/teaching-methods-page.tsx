import { applyFilter, teachingMethodUsage, scopeDates } from '@/domain/analytics';
import { countOf, formatRange } from '@/shared/lib/format/figures';
import { teachingMethodsFiguresSchema } from '../model/kept-figures/teaching-methods';
import { teachingMethodFigures } from '../model/teaching-methods-figures';
import {
  AnalyticsPageFrame,
  type AnalyticsCount,
  type AnalyticsFigures,
  type AnalyticsView,
} from './frame/analytics-page-frame';
import { NoLessonsInView } from './frame/no-lessons-in-view';
import { MethodBySubject } from './teaching-methods/method-by-subject';
import { MethodUsage } from './teaching-methods/method-usage';
import { NoMethodsRecorded } from './teaching-methods/no-methods-recorded';

/** /analytics/teaching-methods: how often each method was used and how well it worked, by subject. */
export function TeachingMethodsPage({ now }: { now?: () => Date }) {
  return (
    <AnalyticsPageFrame
      title="Teaching methods"
      intro="Which teaching methods you use in the lessons you taught, and how effective those lessons were, overall and by subject."
      dates={scopeDates}
      figures={TEACHING_METHODS_FIGURES}
      now={now}
    >
      {(figures, view) => <TeachingMethodsFigures figures={figures} view={view} />}
    </AnalyticsPageFrame>
  );
}

const computeTeachingMethods = ({ source, filter, today }: AnalyticsCount) => {
  const scope = applyFilter(source.index, filter, today);
  let counted = 0;
  for (const lessons of scope.lessonsByClass.values()) counted += lessons.length;
  return { counted, figures: teachingMethodFigures(teachingMethodUsage(scope), scope) };
};

type Figures = ReturnType<typeof computeTeachingMethods>;

const TEACHING_METHODS_FIGURES: AnalyticsFigures<Figures> = {
  page: 'teaching-methods',
  compute: computeTeachingMethods,
  schema: teachingMethodsFiguresSchema,
};

function TeachingMethodsFigures({
  figures: { counted, figures },
  view,
}: {
  figures: Figures;
  view: AnalyticsView;
}) {
  if (counted === 0)
    return <NoLessonsInView onShowAllDates={() => view.setFilter({ dateRange: null })} />;
  if (figures.recordedLessons === 0)
    return <NoMethodsRecorded taughtLessons={figures.taughtLessons} />;
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {figures.recordedLessons.toLocaleString()} of{' '}
        {countOf(figures.taughtLessons, 'taught lesson')}{' '}
        {figures.recordedLessons === 1 ? 'records' : 'record'} a method ·{' '}
        {formatRange(view.filter.dateRange)}
      </p>
      <MethodUsage methods={figures.methods} />
      <MethodBySubject
        methods={figures.methods}
        rows={figures.bySubject}
        subjects={figures.subjects}
      />
    </>
  );
}
