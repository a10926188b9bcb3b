/**
 * Levels (stages) in teaching order: Foundation first, then Year 1 … Year 12, then any other
 * stage ('Stage 4', 'Years 7 and 8') in the order the file first names it.
 */

const YEAR_STAGE = /^year\s+(\d{1,2})$/i;
const FOUNDATION_STAGE = /^foundation(\s+year)?$/i;

/** The school year a stage names ('Year 7' → 7), or null ('Foundation', 'Stage 4'). */
export function yearOfStage(stage: string): number | null {
  const match = YEAR_STAGE.exec(stage.trim());
  if (!match) return null;
  const year = Number(match[1]);
  return year >= 1 && year <= 12 ? year : null;
}

/** Rank of a stage in teaching order; other stages rank after Year 12 by first appearance. */
function rankOfStage(stage: string, firstSeen: Map<string, number>): number {
  if (FOUNDATION_STAGE.test(stage.trim())) return 0;
  const year = yearOfStage(stage);
  if (year !== null) return year;
  return 100 + (firstSeen.get(stage) ?? firstSeen.size);
}

/** Distinct stages in teaching order, given in the order the file names them. */
export function orderStages(stagesInFileOrder: readonly (string | null)[]): string[] {
  const firstSeen = new Map<string, number>();
  for (const stage of stagesInFileOrder) {
    if (stage !== null && !firstSeen.has(stage)) firstSeen.set(stage, firstSeen.size);
  }
  return [...firstSeen.keys()].sort(
    (a, b) => rankOfStage(a, firstSeen) - rankOfStage(b, firstSeen),
  );
}

/** Distinct years 1–12, ascending. */
export function orderYears(years: readonly (number | null)[]): number[] {
  const distinct = new Set<number>();
  for (const year of years) if (year !== null) distinct.add(year);
  return [...distinct].sort((a, b) => a - b);
}

/** What a syllabus spans, from its points' and level criteria's stages and years. */
export function levelsAndYears(rows: readonly { stage: string | null; year: number | null }[]): {
  levels: string[];
  years: number[];
} {
  return {
    levels: orderStages(rows.map((row) => row.stage)),
    years: orderYears(rows.map((row) => row.year)),
  };
}

/** Compares codes the way people read them: 'AC9M7N2' before 'AC9M7N10'. */
export const compareCodes = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;
