/**
 * The normalized shape every syllabus file becomes (CSV template, JSON template, ACARA MRAC
 * RDF/XML), whatever its format. The parsers produce it, the preview and the diff read it, and it is
 * what the `import_syllabus` RPC receives (as JSON, keys exactly as below), so the server applies
 * one shape in one transaction.
 *
 * Mapping of a curriculum onto the catalogue (docs/decisions.md, "Syllabus catalogue"):
 *   - one syllabus per Subject (an MRAC Learning Area with two Subjects gives two syllabuses);
 *   - a point per Content Description (code, text, strand, sub-strand, level);
 *   - a point's objectives are its Elaborations;
 *   - criteria are the Achievement Standard Components of a level: they belong to the syllabus and
 *     a level (stage/year), not to one point; the CSV and JSON templates may also give a point its
 *     own criteria.
 */

/** Where the file came from; also how the preview names it. */
export type CatalogueFormat = 'csv' | 'json' | 'mrac';

export type ImportedObjective = {
  /** Stable code when the source has one (MRAC elaboration `AC9M7N01_E1`), else null. */
  code: string | null;
  description: string;
  sort_order: number;
};

export type ImportedCriterion = {
  code: string | null;
  description: string;
  sort_order: number;
};

/** An achievement-standard component: criteria for a whole level of the syllabus. */
export type ImportedLevelCriterion = ImportedCriterion & {
  stage: string | null;
  year: number | null;
};

export type ImportedPoint = {
  /** Unique within the syllabus (1–64 characters); the identity kept across versions. */
  code: string;
  description: string;
  subject: string;
  strand: string | null;
  sub_strand: string | null;
  /** The level's name as the source gives it ('Foundation', 'Year 7', 'Stage 4'). */
  stage: string | null;
  /** 1–12, or null (Foundation, or a stage spanning years). */
  year: number | null;
  sort_order: number;
  objectives: ImportedObjective[];
  criteria: ImportedCriterion[];
};

export type ImportedSyllabus = {
  /**
   * Identity across versions: the same key in a later file updates this syllabus in place.
   * MRAC: 'mrac:' + the Subject node's URI; CSV/JSON: 'template:' + lower-cased name.
   */
  key: string;
  name: string;
  subject: string;
  version: string | null;
  /** Human-readable origin, e.g. 'ACARA Machine Readable Australian Curriculum (MRAC)'. */
  source: string;
  attribution: string | null;
  description: string | null;
  /** The levels (stages) the syllabus spans, in teaching order. */
  levels: string[];
  /** The years 1–12 it spans, ascending. */
  years: number[];
  points: ImportedPoint[];
  criteria: ImportedLevelCriterion[];
};

export type ImportedCatalogue = {
  format: CatalogueFormat;
  syllabuses: ImportedSyllabus[];
};

/** How one kind of row fared in an import, as the server counted it. */
export type ImportCounts = { added: number; changed: number; retired: number; unchanged: number };

/** One syllabus of the file after the import (`created`: it was not there before). */
export type SyllabusImportSummary = {
  id: string;
  key: string;
  name: string;
  created: boolean;
  points: ImportCounts;
  objectives: ImportCounts;
  criteria: ImportCounts;
};

/** What `import_syllabus` answers. */
export type ImportReport = { syllabuses: SyllabusImportSummary[] };
