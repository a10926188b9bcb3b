import { CLASS_MESSAGES, yearLabel, type ClassField } from './class-rules';

/**
 * A class's syllabus (issue 13): which catalogue row it follows and which of its levels it covers
 * (`classes.syllabus_id`, `classes.syllabus_stage`). The points in scope are then the syllabus's
 * points of that stage, else of the class's year, else all of them (pointsInClassScope).
 */

/** The syllabus columns the class form reads (declared structurally: the row lives in src/db). */
export type SyllabusChoice = {
  id: string;
  name: string;
  version: string | null;
  /** null = published to every user; set = this school's own. */
  school_id: string | null;
  /** Its levels in teaching order ('Foundation', 'Year 1' … or 'Stage 4'). */
  levels: string[];
  retired_at: string | null;
  deleted_at: string | null;
};

/** "Australian Curriculum v9.0 Mathematics · 9.0 (MRAC 2023/07)": versions may hold brackets. */
export function syllabusLabel(syllabus: Pick<SyllabusChoice, 'name' | 'version'>): string {
  return syllabus.version ? `${syllabus.name} · ${syllabus.version}` : syllabus.name;
}

/**
 * The level a class of `year` starts on: the syllabus's "Year N" when it has one, else none
 * ('': the points of the class's year, by the scope rule).
 */
export function defaultLevel(levels: readonly string[], year: number | null): string {
  if (year === null) return '';
  const label = yearLabel(year);
  return levels.find((level) => level.toLowerCase() === label.toLowerCase()) ?? '';
}

/**
 * The level after the class's year changed to `year`: a level that followed the year ('' or a
 * "Year N" level) follows it again; a stage the teacher chose ('Stage 4') stays.
 */
export function levelAfterYearChange(
  levels: readonly string[],
  stage: string,
  year: number | null,
): string {
  const followsYear = stage === '' || (/^year \d+$/i.test(stage) && levels.includes(stage));
  return followsYear ? defaultLevel(levels, year) : stage;
}

/** The syllabuses a class may choose: live, not retired, plus the one it has (even if retired). */
export function choosableSyllabuses<S extends SyllabusChoice>(
  rows: readonly S[],
  currentId: string | null,
): S[] {
  return rows.filter(
    (row) => row.deleted_at === null && (row.retired_at === null || row.id === currentId),
  );
}

/**
 * Checks the syllabus fields against the catalogue on this device, or names the field to blame.
 * Unchanged values always pass: a class keeps a syllabus retired (or not yet synced) since it
 * was chosen, and an edit of its name must not be refused for it.
 */
export function checkSyllabusChoice(
  fields: { syllabus_id: string | null; syllabus_stage: string | null },
  syllabus: SyllabusChoice | undefined,
  stored: { syllabus_id: string | null; syllabus_stage: string | null } | null,
): { ok: true } | { ok: false; field: ClassField; message: string } {
  if (fields.syllabus_id === null) return { ok: true };
  const sameSyllabus = stored !== null && stored.syllabus_id === fields.syllabus_id;
  const usable = syllabus !== undefined && syllabus.deleted_at === null;
  if (!usable || (syllabus.retired_at !== null && !sameSyllabus)) {
    return sameSyllabus
      ? { ok: true }
      : { ok: false, field: 'syllabus_id', message: CLASS_MESSAGES.syllabusMissing };
  }
  const stage = fields.syllabus_stage;
  const keptStage = sameSyllabus && stored.syllabus_stage === stage;
  if (stage === null || keptStage || syllabus.levels.length === 0) return { ok: true };
  if (syllabus.levels.includes(stage)) return { ok: true };
  return {
    ok: false,
    field: 'syllabus_stage',
    message: CLASS_MESSAGES.stageNotInSyllabus(syllabus.name, syllabus.levels),
  };
}
