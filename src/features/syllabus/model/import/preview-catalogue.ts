import type { ImportedCatalogue, ImportedPoint } from './catalogue';

/** How much a file holds, per kind (strands and levels counted per syllabus and level, as the tree shows them). */
export type CatalogueCounts = {
  syllabuses: number;
  points: number;
  objectives: number;
  /** A level's criteria and the points' own. */
  criteria: number;
  strands: number;
  levels: number;
};

export type PreviewPoint = { code: string; description: string };
export type PreviewSubStrand = { name: string | null; points: PreviewPoint[] };
export type PreviewStrand = { name: string | null; subStrands: PreviewSubStrand[] };
export type PreviewLevel = { stage: string | null; year: number | null; strands: PreviewStrand[] };
export type PreviewSyllabus = {
  key: string;
  name: string;
  subject: string;
  levels: PreviewLevel[];
};

export type CataloguePreview = { counts: CatalogueCounts; tree: PreviewSyllabus[] };

/** The item of `list` whose key is `key`, added at the end when new (keeps first-seen order). */
function entry<T>(list: T[], index: Map<string, T>, key: string, create: () => T): T {
  let item = index.get(key);
  if (item === undefined) {
    item = create();
    index.set(key, item);
    list.push(item);
  }
  return item;
}

/** Points in catalogue order grouped level → strand → sub-strand (a sub-strand of null: straight under the strand). */
function levelsOf(points: readonly ImportedPoint[]): PreviewLevel[] {
  const levels: PreviewLevel[] = [];
  const levelIndex = new Map<string, PreviewLevel>();
  const strandIndex = new Map<string, PreviewStrand>();
  const subStrandIndex = new Map<string, PreviewSubStrand>();
  const ordered = [...points].sort((a, b) => a.sort_order - b.sort_order);
  for (const point of ordered) {
    const levelKey = JSON.stringify([point.stage, point.year]);
    const level = entry(levels, levelIndex, levelKey, () => ({
      stage: point.stage,
      year: point.year,
      strands: [],
    }));
    const strandKey = JSON.stringify([levelKey, point.strand]);
    const strand = entry(level.strands, strandIndex, strandKey, () => ({
      name: point.strand,
      subStrands: [],
    }));
    const subStrandKey = JSON.stringify([strandKey, point.sub_strand]);
    const subStrand = entry(strand.subStrands, subStrandIndex, subStrandKey, () => ({
      name: point.sub_strand,
      points: [],
    }));
    subStrand.points.push({ code: point.code, description: point.description });
  }
  return levels;
}

/** Counts per kind and the tree subject → level → strand → sub-strand → points, for the import preview. */
export function previewCatalogue(catalogue: ImportedCatalogue): CataloguePreview {
  const counts: CatalogueCounts = {
    syllabuses: 0,
    points: 0,
    objectives: 0,
    criteria: 0,
    strands: 0,
    levels: 0,
  };
  const tree = catalogue.syllabuses.map((syllabus) => {
    const levels = levelsOf(syllabus.points);
    counts.syllabuses += 1;
    counts.points += syllabus.points.length;
    counts.criteria += syllabus.criteria.length;
    for (const point of syllabus.points) {
      counts.objectives += point.objectives.length;
      counts.criteria += point.criteria.length;
    }
    // A level with criteria but no points is still a level of the syllabus.
    counts.levels += new Set(
      [...syllabus.levels, ...levels.map((level) => level.stage)].filter((stage) => stage !== null),
    ).size;
    for (const level of levels)
      counts.strands += level.strands.filter((strand) => strand.name !== null).length;
    return { key: syllabus.key, name: syllabus.name, subject: syllabus.subject, levels };
  });
  return { counts, tree };
}
