import { useMemo, type ReactNode } from 'react';
import type { ImportScope } from '../../api/syllabus-import-actions';
import type { CatalogueFormat, ImportedCatalogue } from '../../model/import/catalogue';
import { diffCatalogue } from '../../model/import/diff-catalogue';
import type { CatalogueCounts } from '../../model/import/preview-catalogue';
import type { ParsedSyllabusFile } from '../../model/import/parse-worker-protocol';
import { useExistingCatalogue } from '../../queries/catalogue/use-existing-catalogue';
import { CatalogueTree } from './catalogue-tree';
import { ImportDiff } from './import-diff';
import { ProblemList } from './problem-list';

const FORMAT_NAMES: Record<CatalogueFormat, string> = {
  csv: 'CSV template',
  json: 'JSON template',
  mrac: 'ACARA MRAC (RDF/XML)',
};

const COUNT_LABELS: [keyof CatalogueCounts, string][] = [
  ['syllabuses', 'Syllabuses'],
  ['levels', 'Levels'],
  ['strands', 'Strands'],
  ['points', 'Points'],
  ['objectives', 'Objectives'],
  ['criteria', 'Criteria'],
];

const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * The file as it would be imported: format, counts, every problem, what changes, then `action`
 * (Import, or the report) before the tree, so a long tree never pushes the button out of reach.
 */
export function ImportPreview({
  fileName,
  parsed,
  scope,
  action,
}: {
  fileName: string;
  parsed: ParsedSyllabusFile;
  scope: ImportScope;
  action: ReactNode;
}) {
  return (
    <section aria-label="Preview" className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold break-words">{fileName}</h2>
        <p className="text-sm text-muted-foreground">
          {parsed.format === null
            ? 'Format not recognised'
            : `Read as ${FORMAT_NAMES[parsed.format]}`}
        </p>
      </div>
      {parsed.counts && (
        <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {COUNT_LABELS.map(([key, label]) => (
            <div key={key} className="rounded-md border border-border p-2">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">
                {(parsed.counts?.[key] ?? 0).toLocaleString()}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {parsed.problems.length > 0 && (
        <ProblemList problems={parsed.problems} more={parsed.moreProblems} />
      )}
      {parsed.catalogue && <Changes catalogue={parsed.catalogue} scope={scope} />}
      {action}
      {parsed.catalogue && <Attributions catalogue={parsed.catalogue} />}
      {parsed.tree && <CatalogueTree syllabuses={parsed.tree} />}
    </section>
  );
}

function Changes({ catalogue, scope }: { catalogue: ImportedCatalogue; scope: ImportScope }) {
  const schoolId = scope.kind === 'school' ? scope.schoolId : null;
  const keys = useMemo(
    () =>
      catalogue.syllabuses.length === 0 ? NO_KEYS : new Set(catalogue.syllabuses.map((s) => s.key)),
    [catalogue],
  );
  const existing = useExistingCatalogue(schoolId, keys);
  const diffs = useMemo(
    () => existing && diffCatalogue(catalogue, existing, { schoolId }),
    [catalogue, existing, schoolId],
  );
  if (!diffs)
    return <p className="text-sm text-muted-foreground">Comparing with what is already here…</p>;
  return <ImportDiff diffs={diffs} />;
}

/** A licence such as ACARA's CC BY 4.0 asks for its notice wherever the text is shown. */
function Attributions({ catalogue }: { catalogue: ImportedCatalogue }) {
  const notices = [
    ...new Set(catalogue.syllabuses.map((s) => s.attribution).filter((a) => a !== null)),
  ];
  if (notices.length === 0) return null;
  return (
    <div className="space-y-1 text-xs text-muted-foreground">
      {notices.map((notice) => (
        <p key={notice} className="break-words">
          {notice}
        </p>
      ))}
    </div>
  );
}
