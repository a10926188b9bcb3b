import type { AnalyticsIndex } from '@/domain/analytics';
import type { AnalyticsFilterChoices } from '../components/filter/analytics-filter-bar';

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** What the filter bar offers: the teacher's live classes by name, their subjects and years. */
export function filterChoicesOf(index: AnalyticsIndex): AnalyticsFilterChoices {
  const classes = [...index.classes.values()]
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => byName.compare(a.name, b.name));
  const subjects = new Set<string>();
  const years = new Set<number>();
  for (const schoolClass of index.classes.values()) {
    if (schoolClass.subject !== null) subjects.add(schoolClass.subject);
    if (schoolClass.year !== null) years.add(schoolClass.year);
  }
  return {
    classes,
    subjects: [...subjects].sort(byName.compare),
    years: [...years].sort((a, b) => a - b),
  };
}
