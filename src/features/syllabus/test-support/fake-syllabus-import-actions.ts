import type {
  ImportCounts,
  ImportScope,
  SyllabusImportActions,
  SyllabusImportOutcome,
} from '../api/syllabus-import-actions';
import type { ImportedCatalogue } from '../model/import/catalogue';

const added = (count: number): ImportCounts => ({
  added: count,
  changed: 0,
  retired: 0,
  unchanged: 0,
});

/** What a first import of `catalogue` reports: everything added. */
export function firstImportOutcome(catalogue: ImportedCatalogue): SyllabusImportOutcome {
  return {
    ok: true,
    syllabuses: catalogue.syllabuses.map((syllabus, index) => ({
      id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      key: syllabus.key,
      name: syllabus.name,
      created: true,
      points: added(syllabus.points.length),
      objectives: added(syllabus.points.reduce((sum, point) => sum + point.objectives.length, 0)),
      criteria: added(
        syllabus.criteria.length +
          syllabus.points.reduce((sum, point) => sum + point.criteria.length, 0),
      ),
    })),
  };
}

/**
 * SyllabusImportActions for component tests: records each call; answers `next` once if set,
 * else a first import's report. `hold()` keeps the next call waiting until `release()`.
 */
export function createFakeSyllabusImportActions() {
  const calls: { scope: ImportScope; catalogue: ImportedCatalogue }[] = [];
  let next: SyllabusImportOutcome | null = null;
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  const actions: SyllabusImportActions = {
    async importCatalogue(scope, catalogue) {
      calls.push({ scope, catalogue });
      if (gate) await gate;
      const outcome = next ?? firstImportOutcome(catalogue);
      next = null;
      return outcome;
    },
  };
  return {
    actions,
    calls,
    answerNext(outcome: SyllabusImportOutcome) {
      next = outcome;
    },
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release() {
      gate = null;
      open();
    },
  };
}
