import type { AnalyticsScope, ClassSyllabusCoverage } from '@/domain/analytics';
import type { CoverageTotals } from '@/domain/coverage';

/** What a strand without a name is called (points imported without one). */
export const NO_STRAND_LABEL = 'No strand';

/**
 * The heat map's shades, lowest first: a cell takes the last step whose `from` its percentage
 * reaches. `mix` is the share of the theme's primary colour over the page background (0–1);
 * `strong` cells are dark enough that their text uses the primary's foreground colour. The two
 * step points (0.6 and 0.9) are where both themes keep text contrast ≥ 4.5:1 (decisions.md).
 */
export const HEAT_STEPS = [
  { from: 0, label: '0%', mix: 0, strong: false },
  { from: 0.1, label: 'under 25%', mix: 0.15, strong: false },
  { from: 25, label: '25–49%', mix: 0.35, strong: false },
  { from: 50, label: '50–74%', mix: 0.6, strong: false },
  { from: 75, label: '75–99%', mix: 0.9, strong: true },
  { from: 100, label: '100%', mix: 1, strong: true },
] as const;

export type HeatStep = (typeof HEAT_STEPS)[number];

/** The shade of a coverage percentage (0–100). */
export function heatStepOf(percentage: number): HeatStep {
  let step: HeatStep = HEAT_STEPS[0];
  for (const candidate of HEAT_STEPS) if (percentage >= candidate.from) step = candidate;
  return step;
}

/** One heat map cell: a class's totals in one strand; null when the strand has no point for it. */
export type HeatCell = { strand: string; totals: CoverageTotals | null };

export type HeatRow = {
  classId: string;
  className: string;
  cells: HeatCell[];
  overall: CoverageTotals;
};

/** One grid: the classes that share a syllabus, one column per strand of that syllabus. */
export type HeatGrid = {
  syllabusId: string;
  /**
   * The grid's name: the syllabus's subject as its points name it (the classes' subject when none
   * does) and the stages of the points in scope ("Mathematics · Year 7"), numbered when two
   * syllabuses would still read the same.
   */
  title: string;
  strands: string[];
  rows: HeatRow[];
};

/** One row of the plain table: a class in one strand. */
export type StrandCoverageRow = {
  classId: string;
  className: string;
  strand: string;
  inScope: number;
  covered: number;
  coveragePercentage: number;
};

export type SyllabusCoverageFigures = {
  grids: HeatGrid[];
  tableRows: StrandCoverageRow[];
  /** Classes in the view that have no syllabus chosen. */
  withoutSyllabus: { classId: string; className: string }[];
  /** COMPLETED lessons the filter let through, over every class: 0 means nothing to shade. */
  taughtLessons: number;
};

const strandName = (strand: string | null) => strand ?? NO_STRAND_LABEL;

/**
 * The syllabus coverage page's figures from the engine's per-class coverage: classes grouped by
 * the syllabus they follow (strands of different syllabuses are different things, so one grid
 * each), strands in syllabus order of first appearance, and the table's class × strand rows.
 */
export function syllabusCoverageFigures(
  scope: AnalyticsScope,
  coverage: readonly ClassSyllabusCoverage[],
): SyllabusCoverageFigures {
  type Building = Omit<HeatGrid, 'rows' | 'title'> & {
    subject: string;
    stages: Set<string>;
    strandSet: Set<string>;
    entries: ClassSyllabusCoverage[];
  };
  const grids = new Map<string, Building>();
  const tableRows: StrandCoverageRow[] = [];
  const withoutSyllabus: SyllabusCoverageFigures['withoutSyllabus'] = [];
  for (const entry of coverage) {
    const syllabusId = scope.index.classes.get(entry.classId)?.syllabus_id ?? null;
    if (syllabusId === null) {
      withoutSyllabus.push({ classId: entry.classId, className: entry.className });
      continue;
    }
    let grid = grids.get(syllabusId);
    if (!grid) {
      grid = {
        syllabusId,
        subject: entry.rows[0]?.subject ?? entry.subject ?? 'Syllabus',
        strands: [],
        stages: new Set(),
        strandSet: new Set(),
        entries: [],
      };
      grids.set(syllabusId, grid);
    }
    grid.entries.push(entry);
    for (const row of entry.rows) if (row.stage !== null) grid.stages.add(row.stage);
    for (const strand of entry.strands) {
      const name = strandName(strand.strand);
      if (!grid.strandSet.has(name)) {
        grid.strandSet.add(name);
        grid.strands.push(name);
      }
      tableRows.push({
        classId: entry.classId,
        className: entry.className,
        strand: name,
        inScope: strand.inScope,
        covered: strand.covered,
        coveragePercentage: strand.coveragePercentage,
      });
    }
  }
  let taughtLessons = 0;
  for (const lessons of scope.lessonsByClass.values())
    for (const lesson of lessons) if (lesson.status === 'COMPLETED') taughtLessons += 1;
  return {
    grids: numbered(
      [...grids.values()].map(({ syllabusId, subject, stages, strands, entries }) => ({
        syllabusId,
        title: [subject, stagesText(stages)].filter(Boolean).join(' · '),
        strands,
        rows: entries.map((entry) => heatRowOf(entry, strands)),
      })),
    ),
    tableRows,
    withoutSyllabus,
    taughtLessons,
  };
}

const byText = new Intl.Collator('en-GB', { numeric: true });

/** "Year 7", "Year 7, Year 8"; more than three stages are summed up as "4 stages". */
function stagesText(stages: ReadonlySet<string>): string {
  if (stages.size > 3) return `${String(stages.size)} stages`;
  return [...stages].sort(byText.compare).join(', ');
}

/** Grids whose titles would read the same get "(2)", "(3)"… after the first. */
function numbered(grids: HeatGrid[]): HeatGrid[] {
  const seen = new Map<string, number>();
  return grids.map((grid) => {
    const count = (seen.get(grid.title) ?? 0) + 1;
    seen.set(grid.title, count);
    return count === 1 ? grid : { ...grid, title: `${grid.title} (${String(count)})` };
  });
}

function heatRowOf(entry: ClassSyllabusCoverage, strands: readonly string[]): HeatRow {
  const byStrand = new Map(entry.strands.map((s) => [strandName(s.strand), s] as const));
  return {
    classId: entry.classId,
    className: entry.className,
    cells: strands.map((strand) => {
      const totals = byStrand.get(strand);
      return {
        strand,
        totals: totals
          ? {
              inScope: totals.inScope,
              covered: totals.covered,
              coveragePercentage: totals.coveragePercentage,
            }
          : null,
      };
    }),
    overall: entry.overall,
  };
}
