// `npm run bench:syllabus`: the syllabus figures of issue 13, each against its goal with PASS/FAIL
// and against a floor measured in the same run (what the step cannot beat) with the ratio:
//   1. parse and preview of ACARA's AC9 Mathematics MRAC file with the product's parser in Node
//      (goal: parse + preview ≤ 2 s; floor: JSON.parse of the same catalogue as JSON),
//   2. its import through the real `import_syllabus` RPC over HTTP (gateway, PostgREST, one
//      transaction) on a PGlite stack, and on a temporary PostgreSQL when one can start (goal
//      ≤ 5 s; floor: the same payload sent to PostgreSQL and parsed as jsonb), then re-importing
//      the same file, which must change nothing (counts and txids printed),
//   3. coverage (src/domain/coverage) of a class with 500 points and five years of lessons
//      (goal: p95 ≤ 50 ms; floor: a plain loop counting the same links).
// Exits 1 when a goal fails or a re-import changed something. `-- --no-postgres` skips PostgreSQL.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { classCoverage } from '../../src/domain/coverage';
import type { ImportedCatalogue } from '../../src/features/syllabus/model/import/catalogue';
import { diffCatalogue } from '../../src/features/syllabus/model/import/diff-catalogue';
import { parseSyllabusFile } from '../../src/features/syllabus/model/import/parse-syllabus-file';
import { previewCatalogue } from '../../src/features/syllabus/model/import/preview-catalogue';
import { storedRowsOf } from '../../src/features/syllabus/model/import/test-support/stored-catalogue';
import { startTempPostgres, type TempPostgres } from '../../supabase/tests/temp-postgres';
import {
  describe,
  measure,
  median,
  ms,
  percentile,
  printGoal,
  type GoalLine,
  type Verdict,
} from './syllabus/bench-figures';
import { benchCoverage as builderCoverage, coverageLine } from './bench-coverage';
import { fiveYearClass, plainCoverageLoop } from './syllabus/five-year-class';
import {
  changedNothing,
  countsText,
  startImportStack,
  type ImportReport,
} from './syllabus/import-stack';

const FIXTURE = new URL('../../supabase/seed/curriculum/ac9-mathematics.rdf', import.meta.url);
const PARSE_RUNS = 7;
/** Fresh imports per engine: the first is the file as is, the others under other keys. */
const IMPORT_RUNS = 3;
const REIMPORT_RUNS = 3;
const COVERAGE_RUNS = 200;
const GOAL_PARSE_PREVIEW_MS = 2000;
const GOAL_IMPORT_MS = 5000;
const GOAL_COVERAGE_MS = 50;

const verdicts: Verdict[] = [];
const problems: string[] = [];
const goal = (line: GoalLine) => verdicts.push(printGoal(line));

/** The catalogue under keys and names of its own: a new syllabus to the server, same size. */
function renamed(catalogue: ImportedCatalogue, run: number): ImportedCatalogue {
  return {
    ...catalogue,
    syllabuses: catalogue.syllabuses.map((s) => ({
      ...s,
      key: `${s.key}#bench-${run}`,
      name: `${s.name} (bench copy ${run})`,
    })),
  };
}

function benchParse(bytes: Uint8Array): Promise<ImportedCatalogue> {
  return (async () => {
    const parsed = await measure(PARSE_RUNS, () => {
      const result = parseSyllabusFile(bytes);
      if (!result.ok)
        throw new Error(`the fixture did not parse: ${JSON.stringify(result.problems[0])}`);
      return result;
    });
    const catalogue = parsed.last.catalogue;
    const counts = parsed.last.counts;
    // The preview as the page builds it: counts and tree, and the diff against the device's rows
    // (none for a first import; the same rows for a re-upload, the slower comparison).
    const stored = storedRowsOf(catalogue);
    const empty = { syllabuses: [], points: [], objectives: [], criteria: [] };
    const preview = await measure(PARSE_RUNS, () => {
      const tree = previewCatalogue(catalogue);
      diffCatalogue(catalogue, empty, { schoolId: null });
      return { tree, diff: diffCatalogue(catalogue, stored, { schoolId: null }) };
    });
    const json = JSON.stringify(catalogue);
    const floor = await measure(PARSE_RUNS, () => JSON.parse(json) as unknown);
    // Where the parse's time goes: the XML library alone on the same text (validate, then parse
    // with its default options), which the MRAC parser does before mapping nodes to the catalogue.
    const text = new TextDecoder().decode(bytes);
    const xml = await measure(PARSE_RUNS, () => {
      if (XMLValidator.validate(text) !== true)
        throw new Error('the fixture is not well-formed XML');
      return new XMLParser({ ignoreAttributes: false }).parse(text) as unknown;
    });

    console.log(
      `\nParse and preview: ${(bytes.length / 1024 / 1024).toFixed(2)} MB MRAC file → ` +
        `${counts.syllabuses} syllabus, ${counts.levels} levels, ${counts.strands} strands, ` +
        `${counts.points} points, ${counts.objectives} objectives, ${counts.criteria} criteria ` +
        `(${(json.length / 1024 / 1024).toFixed(2)} MB as JSON)`,
    );
    console.log(`  parse:   ${describe(parsed.samples)}`);
    console.log(`    of which the XML library alone would take: ${describe(xml.samples)}`);
    console.log(
      `  preview: ${describe(preview.samples)} (counts, tree, diff against none and against itself)`,
    );
    const upToDate = preview.last.diff.every(
      (d) => d.existingId !== null && d.points.added + d.points.changed + d.points.retired === 0,
    );
    if (!upToDate) problems.push('the preview of a re-upload did not call it up to date');
    goal({
      label: 'parse + preview of the fixture',
      statistic: 'median',
      valueMs: median(parsed.samples) + median(preview.samples),
      goalMs: GOAL_PARSE_PREVIEW_MS,
      floorLabel: 'JSON.parse of the same catalogue',
      floorMs: median(floor.samples),
    });
    return catalogue;
  })();
}

async function benchImport(engine: string, catalogue: ImportedCatalogue, databaseUrl?: string) {
  const startedAt = performance.now();
  const server = await startImportStack(databaseUrl);
  try {
    console.log(
      `\nImport on ${engine}, ${await server.serverVersion()} (stack started in ${ms(performance.now() - startedAt)}), ` +
        'POST /rest/v1/rpc/import_syllabus as a developer:',
    );
    const reports: ImportReport[] = [];
    const fresh = await measure(
      IMPORT_RUNS,
      async (run) => {
        const report = await server.importSyllabus(run === 0 ? catalogue : renamed(catalogue, run));
        reports.push(report);
        return report;
      },
      0,
    );
    for (const s of reports[0]!.syllabuses) {
      console.log(
        `  first import report: ${s.name}: created ${s.created}; points ${countsText(s.points)}; ` +
          `objectives ${countsText(s.objectives)}; criteria ${countsText(s.criteria)}`,
      );
    }
    console.log(`  fresh import: ${describe(fresh.samples)}`);

    const before = await server.txids();
    const again = await measure(REIMPORT_RUNS, () => server.importSyllabus(catalogue), 0);
    const after = await server.txids();
    for (const s of again.last.syllabuses) {
      console.log(
        `  re-import report: ${s.name}: created ${s.created}; points ${countsText(s.points)}; ` +
          `objectives ${countsText(s.objectives)}; criteria ${countsText(s.criteria)}`,
      );
    }
    console.log(`  re-import (same file): ${describe(again.samples)}`);
    const nothing = changedNothing(again.last) && before === after;
    console.log(
      `  re-import changed nothing: ${nothing ? 'yes' : 'NO'} (newest txids of syllabuses, points, ` +
        `objectives, criteria: before ${before}; after ${after})`,
    );
    if (!nothing) problems.push(`re-importing on ${engine} changed something`);

    const floor = await measure(IMPORT_RUNS, () => server.parsePayload(catalogue));
    goal({
      label: `import of the fixture on ${engine}`,
      statistic: 'median',
      valueMs: median(fresh.samples),
      goalMs: GOAL_IMPORT_MS,
      floorLabel: 'the same payload parsed as jsonb in SQL',
      floorMs: median(floor.samples),
    });
    goal({
      label: `re-import of the same file on ${engine}`,
      statistic: 'median',
      valueMs: median(again.samples),
      goalMs: GOAL_IMPORT_MS,
      floorLabel: 'the same payload parsed as jsonb in SQL',
      floorMs: median(floor.samples),
    });
  } finally {
    await server.stop();
  }
}

async function benchClassCoverage() {
  const input = fiveYearClass();
  const measured = await measure(COVERAGE_RUNS, () => classCoverage(input), 20);
  const floor = await measure(COVERAGE_RUNS, () => plainCoverageLoop(input), 20);
  const result = measured.last;
  const completed = input.lessons.filter((l) => l.status === 'COMPLETED').length;
  console.log(
    `\nCoverage of a class: ${result.overall.inScope} points in scope of ${input.points.length}, ` +
      `${input.lessons.length.toLocaleString('en')} lessons over five years ` +
      `(${completed.toLocaleString('en')} completed), ${input.links.length.toLocaleString('en')} links, ` +
      `${input.statuses.length} status rows → ${result.overall.covered} covered ` +
      `(${result.overall.coveragePercentage}%) in ${result.strands.length} strands`,
  );
  console.log(`  classCoverage: ${describe(measured.samples)}`);
  console.log(`  plain loop:    ${describe(floor.samples)}`);
  // The coverage tests' own builder (one stage, no retired or deleted rows), as a cross-check.
  console.log(`  cross-check, scripts/bench/bench-coverage.ts: ${coverageLine(builderCoverage())}`);
  goal({
    label: 'coverage of 500 points and five years of lessons',
    statistic: 'p95',
    valueMs: percentile(measured.samples, 0.95),
    goalMs: GOAL_COVERAGE_MS,
    floorLabel: 'a plain loop over the same links (p95)',
    floorMs: percentile(floor.samples, 0.95),
  });
}

async function main() {
  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(`bench:syllabus on ${os.cpus().length} cores, load average ${load.join(' ')}`);
  const bytes = new Uint8Array(readFileSync(FIXTURE));
  const catalogue = await benchParse(bytes);
  await benchClassCoverage();
  await benchImport('PGlite', catalogue);

  if (!process.argv.includes('--no-postgres')) {
    let postgres: TempPostgres | null = null;
    try {
      postgres = await startTempPostgres();
    } catch (error) {
      console.log(`\nPostgreSQL: not measured (${(error as Error).message})`);
    }
    if (postgres) {
      try {
        await benchImport('PostgreSQL (temporary server)', catalogue, postgres.url);
      } finally {
        await postgres.stop();
      }
    }
  }

  const failed = verdicts.filter((v) => v === 'FAIL').length;
  console.log(
    `\n${verdicts.length - failed} of ${verdicts.length} goals passed` +
      (problems.length > 0 ? `; problems: ${problems.join('; ')}` : '') +
      `; load average now ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
  if (failed > 0 || problems.length > 0) process.exitCode = 1;
}

await main();
