import type { ImportedCatalogue, ImportedSyllabus } from './catalogue';

/**
 * What an import would do to what the device already has, before anything is written: per
 * syllabus, how many points, objectives and criteria it adds, changes, retires and leaves alone.
 * It matches rows exactly as `import_syllabus` does (supabase/migrations/20261125000100_syllabus_
 * catalogue.sql), so the preview and the server's report agree:
 *   - a syllabus by its key (`source_key`), within the scope the caller passes rows for;
 *   - a point by (syllabus, code);
 *   - an objective by (point, code), or (point, '#' + sort_order) when it has no code;
 *   - a point's criterion likewise; a level criterion by code, or ('#' + stage + '#' + sort_order);
 *   - a row counts as changed when a stored field differs or it was retired (it comes back);
 *   - a live row the file no longer has is retired (never deleted); one already retired is not counted.
 * Row shapes are structural: any replica row with these fields will do.
 */

type Retirable = { retired_at: string | null; deleted_at?: string | null };

export type ExistingSyllabusRow = Retirable & {
  id: string;
  source_key: string;
  /** When rows of several scopes are passed, the scope (null: published) picks the right ones. */
  school_id?: string | null;
  name: string;
  subject: string | null;
  version: string | null;
  source: string | null;
  attribution: string | null;
  description: string | null;
  levels: readonly string[];
  years: readonly number[];
};

export type ExistingPointRow = Retirable & {
  id: string;
  syllabus_id: string;
  code: string;
  description: string;
  subject: string | null;
  strand: string | null;
  sub_strand: string | null;
  stage: string | null;
  year: number | null;
  sort_order: number;
};

export type ExistingObjectiveRow = Retirable & {
  id: string;
  syllabus_point_id: string;
  code: string | null;
  description: string;
  sort_order: number;
};

export type ExistingCriterionRow = Retirable & {
  id: string;
  syllabus_id: string;
  syllabus_point_id: string | null;
  code: string | null;
  description: string;
  stage: string | null;
  year: number | null;
  sort_order: number;
};

export type ExistingCatalogue = {
  syllabuses: readonly ExistingSyllabusRow[];
  points: readonly ExistingPointRow[];
  objectives: readonly ExistingObjectiveRow[];
  criteria: readonly ExistingCriterionRow[];
};

export type DiffCounts = { added: number; changed: number; retired: number; unchanged: number };

export type SyllabusDiff = {
  key: string;
  name: string;
  /** The stored syllabus this file updates, or null when the import creates it. */
  existingId: string | null;
  /** The syllabus's own fields (name, version, attribution …) would change. */
  detailsChanged: boolean;
  points: DiffCounts;
  objectives: DiffCounts;
  criteria: DiffCounts;
  /** Codes of the points behind the counts, for the preview to list. */
  pointCodes: { added: string[]; changed: string[]; retired: string[] };
};

const isLive = (row: Retirable) => row.retired_at === null && (row.deleted_at ?? null) === null;

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** Incoming items matched to stored rows by (parent, identity); unmatched live rows are retired. */
function countMatches<Incoming, Stored extends Retirable & { id: string }>(
  incoming: readonly { parent: string | null; ident: string; item: Incoming }[],
  stored: readonly { parent: string; ident: string; row: Stored }[],
  differs: (item: Incoming, row: Stored) => boolean,
): DiffCounts {
  // One stored row per identity takes part (a live one first); extra rows of one identity retire.
  const byIdentity = new Map<string, Stored>();
  const ranked = [...stored].sort(
    (a, b) => Number(!isLive(a.row)) - Number(!isLive(b.row)) || a.row.id.localeCompare(b.row.id),
  );
  const extras: Stored[] = [];
  for (const { parent, ident, row } of ranked) {
    const key = `${parent}\u0000${ident}`;
    if (byIdentity.has(key)) extras.push(row);
    else byIdentity.set(key, row);
  }
  const counts: DiffCounts = { added: 0, changed: 0, retired: 0, unchanged: 0 };
  const matched = new Set<string>();
  for (const { parent, ident, item } of incoming) {
    const row = parent === null ? undefined : byIdentity.get(`${parent}\u0000${ident}`);
    if (row === undefined) counts.added += 1;
    else {
      matched.add(row.id);
      if (!isLive(row) || differs(item, row)) counts.changed += 1;
      else counts.unchanged += 1;
    }
  }
  for (const row of [...byIdentity.values(), ...extras]) {
    if (!matched.has(row.id) && isLive(row)) counts.retired += 1;
  }
  return counts;
}

const NO_PARENT = '';

function diffSyllabus(
  syllabus: ImportedSyllabus,
  existing: ExistingCatalogue,
  stored: ExistingSyllabusRow | undefined,
): SyllabusDiff {
  const points =
    stored === undefined ? [] : existing.points.filter((point) => point.syllabus_id === stored.id);
  const pointByCode = new Map(points.map((point) => [point.code, point]));
  const pointIds = new Set(points.map((point) => point.id));
  const incomingCodes = new Set(syllabus.points.map((point) => point.code));

  const pointCodes: SyllabusDiff['pointCodes'] = { added: [], changed: [], retired: [] };
  const pointCounts: DiffCounts = { added: 0, changed: 0, retired: 0, unchanged: 0 };
  for (const point of syllabus.points) {
    const row = pointByCode.get(point.code);
    const differs =
      row !== undefined &&
      (!isLive(row) ||
        row.description !== point.description ||
        row.subject !== point.subject ||
        row.strand !== point.strand ||
        row.sub_strand !== point.sub_strand ||
        row.stage !== point.stage ||
        row.year !== point.year ||
        row.sort_order !== point.sort_order);
    const outcome = row === undefined ? 'added' : differs ? 'changed' : 'unchanged';
    pointCounts[outcome] += 1;
    if (outcome !== 'unchanged') pointCodes[outcome].push(point.code);
  }
  for (const row of points) {
    if (isLive(row) && !incomingCodes.has(row.code)) {
      pointCounts.retired += 1;
      pointCodes.retired.push(row.code);
    }
  }

  const parentOf = (code: string) => pointByCode.get(code)?.id ?? null;
  const objectives = countMatches(
    syllabus.points.flatMap((point) =>
      point.objectives.map((item) => ({
        parent: parentOf(point.code),
        ident: item.code ?? `#${item.sort_order}`,
        item,
      })),
    ),
    existing.objectives
      .filter((row) => pointIds.has(row.syllabus_point_id))
      .map((row) => ({
        parent: row.syllabus_point_id,
        ident: row.code ?? `#${row.sort_order}`,
        row,
      })),
    (item, row) =>
      item.code !== row.code ||
      item.description !== row.description ||
      item.sort_order !== row.sort_order,
  );

  type IncomingCriterion = {
    code: string | null;
    description: string;
    sort_order: number;
    stage: string | null;
    year: number | null;
  };
  const criterionIdent = (pointId: string | null, item: IncomingCriterion) =>
    item.code ?? `${pointId === null ? `#${item.stage ?? ''}` : ''}#${item.sort_order}`;
  const criteria = countMatches<IncomingCriterion, ExistingCriterionRow>(
    [
      ...syllabus.points.flatMap((point) =>
        point.criteria.map((criterion) => {
          const item = { ...criterion, stage: null, year: null };
          return { parent: parentOf(point.code), ident: criterionIdent('point', item), item };
        }),
      ),
      ...syllabus.criteria.map((item) => ({
        parent: stored === undefined ? null : NO_PARENT,
        ident: criterionIdent(null, item),
        item,
      })),
    ],
    stored === undefined
      ? []
      : existing.criteria
          .filter((row) => row.syllabus_id === stored.id)
          .map((row) => ({
            parent: row.syllabus_point_id ?? NO_PARENT,
            ident: criterionIdent(row.syllabus_point_id, row),
            row,
          })),
    (item, row) =>
      item.code !== row.code ||
      item.description !== row.description ||
      item.sort_order !== row.sort_order ||
      item.stage !== row.stage ||
      item.year !== row.year,
  );

  const detailsChanged =
    stored !== undefined &&
    (!isLive(stored) ||
      stored.name !== syllabus.name ||
      stored.subject !== syllabus.subject ||
      stored.version !== syllabus.version ||
      stored.source !== syllabus.source ||
      stored.attribution !== syllabus.attribution ||
      stored.description !== syllabus.description ||
      !sameList(stored.levels, syllabus.levels) ||
      !sameList(stored.years, syllabus.years));

  return {
    key: syllabus.key,
    name: syllabus.name,
    existingId: stored?.id ?? null,
    detailsChanged,
    points: pointCounts,
    objectives,
    criteria,
    pointCodes,
  };
}

/**
 * The import's effect per syllabus of the file. `schoolId` (null: published) narrows `existing`
 * to the scope the import writes to when its syllabus rows carry `school_id`.
 */
export function diffCatalogue(
  catalogue: ImportedCatalogue,
  existing: ExistingCatalogue,
  options: { schoolId?: string | null } = {},
): SyllabusDiff[] {
  const inScope = existing.syllabuses.filter(
    (row) =>
      options.schoolId === undefined ||
      row.school_id === undefined ||
      (row.school_id ?? null) === options.schoolId,
  );
  const byKey = new Map(inScope.map((row) => [row.source_key, row]));
  return catalogue.syllabuses.map((syllabus) =>
    diffSyllabus(syllabus, existing, byKey.get(syllabus.key)),
  );
}
