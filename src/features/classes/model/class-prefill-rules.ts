import { CLASS_SUBJECT_MAX_CHARS, CLASS_YEAR_MAX, CLASS_YEAR_MIN } from './class-rules';

/** What the teacher said they teach during onboarding (the profile's `subjects`, `year_levels`). */
export type TeachingProfile = {
  readonly subjects: readonly string[];
  readonly yearLevels: readonly number[];
};

/** The new-class form's subject and year before the teacher types ('' = not chosen). */
export type ClassPrefill = { subject: string; year: string };

export const NO_PREFILL: ClassPrefill = { subject: '', year: '' };

/**
 * What a new class starts from, out of the teacher's onboarding answers. The first class takes the
 * first subject and the lowest year they chose: a guess worth one correction instead of two blank
 * fields. Later classes are prefilled only where there is nothing to guess (one subject, or one
 * year), since a second class is most often another subject or year. Values the class form would
 * refuse (a year outside 1–12, an over-long subject) are never offered.
 */
export function classPrefill(profile: TeachingProfile | null, firstClass: boolean): ClassPrefill {
  if (profile === null) return NO_PREFILL;
  const subjects = profile.subjects
    .map((subject) => subject.trim())
    .filter((subject) => subject !== '' && [...subject].length <= CLASS_SUBJECT_MAX_CHARS);
  const years = profile.yearLevels
    .filter((year) => Number.isInteger(year) && year >= CLASS_YEAR_MIN && year <= CLASS_YEAR_MAX)
    .toSorted((a, b) => a - b);
  const pick = <T>(values: readonly T[]) =>
    firstClass || values.length === 1 ? values[0] : undefined;
  const year = pick(years);
  return { subject: pick(subjects) ?? '', year: year === undefined ? '' : String(year) };
}
