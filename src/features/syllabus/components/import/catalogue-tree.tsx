import type {
  PreviewLevel,
  PreviewPoint,
  PreviewStrand,
  PreviewSyllabus,
} from '../../model/import/preview-catalogue';

/** Points shown per strand before "and N more": enough to recognise it, short enough to scan. */
export const POINTS_SHOWN_PER_STRAND = 3;

const levelName = (level: PreviewLevel) =>
  level.stage ?? (level.year === null ? 'No level given' : `Year ${level.year}`);

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;

const pointsIn = (strand: PreviewStrand) =>
  strand.subStrands.reduce((sum, subStrand) => sum + subStrand.points.length, 0);

/**
 * What the file holds, as subject → level → strand → points: levels fold open one at a time
 * (details/summary, so the keyboard and screen readers know them); each strand shows its first
 * points and says how many more it has.
 */
export function CatalogueTree({ syllabuses }: { syllabuses: PreviewSyllabus[] }) {
  return (
    <div className="space-y-3">
      {syllabuses.map((syllabus) => (
        <div key={syllabus.key} className="rounded-lg border border-border">
          <p className="border-b border-border px-3 py-2 text-sm font-medium break-words">
            {syllabus.subject} — {syllabus.name}
          </p>
          <ul>
            {syllabus.levels.map((level) => (
              <li
                key={`${level.stage ?? ''}|${level.year ?? ''}`}
                className="border-b border-border last:border-0"
              >
                <details>
                  <summary className="cursor-pointer px-3 py-2 text-sm hover:bg-muted">
                    {levelName(level)}{' '}
                    <span className="text-muted-foreground">
                      ({plural(level.strands.length, 'strand', 'strands')},{' '}
                      {plural(
                        level.strands.reduce((sum, s) => sum + pointsIn(s), 0),
                        'point',
                        'points',
                      )}
                      )
                    </span>
                  </summary>
                  <ul className="space-y-3 px-3 pt-1 pb-3">
                    {level.strands.map((strand, index) => (
                      <StrandItem key={strand.name ?? `strand-${index}`} strand={strand} />
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function StrandItem({ strand }: { strand: PreviewStrand }) {
  const all: (PreviewPoint & { subStrand: string | null })[] = strand.subStrands.flatMap(
    (subStrand) => subStrand.points.map((point) => ({ ...point, subStrand: subStrand.name })),
  );
  const shown = all.slice(0, POINTS_SHOWN_PER_STRAND);
  const more = all.length - shown.length;
  return (
    <li className="text-sm">
      <p className="font-medium break-words">{strand.name ?? 'No strand given'}</p>
      <ul className="mt-1 space-y-1 pl-3">
        {shown.map((point) => (
          <li key={point.code} className="break-words">
            <span className="font-mono text-xs">{point.code}</span>{' '}
            {point.subStrand && <span className="text-muted-foreground">({point.subStrand}) </span>}
            {point.description}
          </li>
        ))}
        {more > 0 && <li className="text-muted-foreground">and {more.toLocaleString()} more</li>}
      </ul>
    </li>
  );
}
