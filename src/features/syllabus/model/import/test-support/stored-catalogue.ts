import type { ImportedCatalogue } from '../catalogue';
import type { ExistingCatalogue } from '../diff-catalogue';

/** The rows `import_syllabus` would store for a catalogue (ids from names), as a device would hold them. */
export function storedRowsOf(
  catalogue: ImportedCatalogue,
  schoolId: string | null = null,
): ExistingCatalogue {
  const stored: ExistingCatalogue & {
    syllabuses: ExistingCatalogue['syllabuses'][number][];
    points: ExistingCatalogue['points'][number][];
    objectives: ExistingCatalogue['objectives'][number][];
    criteria: ExistingCatalogue['criteria'][number][];
  } = { syllabuses: [], points: [], objectives: [], criteria: [] };
  for (const syllabus of catalogue.syllabuses) {
    const syllabusId = `s:${schoolId ?? 'published'}:${syllabus.key}`;
    stored.syllabuses.push({
      id: syllabusId,
      source_key: syllabus.key,
      school_id: schoolId,
      name: syllabus.name,
      subject: syllabus.subject,
      version: syllabus.version,
      source: syllabus.source,
      attribution: syllabus.attribution,
      description: syllabus.description,
      levels: syllabus.levels,
      years: syllabus.years,
      retired_at: null,
    });
    for (const point of syllabus.points) {
      const pointId = `${syllabusId}/p:${point.code}`;
      const { objectives, criteria, ...fields } = point;
      stored.points.push({ ...fields, id: pointId, syllabus_id: syllabusId, retired_at: null });
      objectives.forEach((objective, index) =>
        stored.objectives.push({
          ...objective,
          id: `${pointId}/o${index}`,
          syllabus_point_id: pointId,
          retired_at: null,
        }),
      );
      criteria.forEach((criterion, index) =>
        stored.criteria.push({
          ...criterion,
          id: `${pointId}/c${index}`,
          syllabus_id: syllabusId,
          syllabus_point_id: pointId,
          stage: null,
          year: null,
          retired_at: null,
        }),
      );
    }
    syllabus.criteria.forEach((criterion, index) =>
      stored.criteria.push({
        ...criterion,
        id: `${syllabusId}/c${index}`,
        syllabus_id: syllabusId,
        syllabus_point_id: null,
        retired_at: null,
      }),
    );
  }
  return stored;
}
