/**
 * What is wrong with a syllabus file, one entry per thing to fix. Every parser collects them all
 * (the whole file is checked before anything is written) and the preview lists them.
 */
export type Problem = {
  /** Where to look, as the teacher sees the file: 'Line 14', 'Node AC9M7N01', 'syllabuses[0].points[3]', 'File'. */
  where: string;
  /** The column, field or property at fault; null when the problem is the place as a whole. */
  field: string | null;
  /** What is wrong, without the place: 'must be an integer from 1 to 12'. */
  reason: string;
  /** The whole sentence to show: 'Line 14: year must be an integer from 1 to 12'. */
  message: string;
};

/** The most problems one answer lists; the rest are counted (a broken 20 MB file could give millions). */
export const MAX_LISTED_PROBLEMS = 200;

/** Builds a problem; the message is `where: field reason` (or `where: reason` with no field). */
export function problem(where: string, field: string | null, reason: string): Problem {
  const message = field === null ? `${where}: ${reason}` : `${where}: ${field} ${reason}`;
  return { where, field, reason, message };
}

/**
 * A problem at a JSON path, worded as the path reads: 'syllabuses[0].points[12].year: must be an
 * integer from 1 to 12' (where 'syllabuses[0].points[12]', field 'year').
 */
export function jsonProblem(where: string, field: string | null, reason: string): Problem {
  const path = field === null ? where : where === '' ? field : `${where}.${field}`;
  return { where, field, reason, message: `${path}: ${reason}` };
}

/** A problem with the file as a whole: 'The file is empty; …'. */
export function fileProblem(reason: string): Problem {
  return { where: 'File', field: null, reason, message: `The file ${reason}` };
}

/** Collects problems while a parser works, keeping the first MAX_LISTED_PROBLEMS and a count of the rest. */
export class ProblemList {
  private readonly listed: Problem[] = [];
  private unlisted = 0;

  add(where: string, field: string | null, reason: string): void {
    this.push(problem(where, field, reason));
  }

  push(...problems: Problem[]): void {
    for (const item of problems) {
      if (this.listed.length < MAX_LISTED_PROBLEMS) this.listed.push(item);
      else this.unlisted += 1;
    }
  }

  get size(): number {
    return this.listed.length + this.unlisted;
  }

  get isEmpty(): boolean {
    return this.size === 0;
  }

  /** The first MAX_LISTED_PROBLEMS problems, in the order they were found. */
  get problems(): Problem[] {
    return [...this.listed];
  }

  /** How many more were found and not listed. */
  get moreProblems(): number {
    return this.unlisted;
  }
}
