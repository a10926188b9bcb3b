import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageHeading } from '@/shared/ui/page-heading';
import type { ImportScope } from '../../api/syllabus-import-actions';
import { isImportable } from '../../model/import/parse-worker-protocol';
import { useAvailableSyllabuses } from '../../queries/catalogue/use-available-syllabuses';
import { AvailableSyllabuses } from './available-syllabuses';
import { FileDropZone } from './file-drop-zone';
import { ImportPreview } from './import-preview';
import { ImportReport } from './import-report';
import { ProgressBar } from './progress-bar';
import { TemplateDownloads } from './template-downloads';
import { useSyllabusImport, type ImportState } from './use-syllabus-import';

export const OFFLINE_IMPORT_MESSAGE =
  'Importing needs a connection — your file is still here; import when you’re back online.';

/** Said before the server's own words, so a terse refusal still reads as one. */
const REFUSAL_LEADS = {
  refused: 'The server refused the import: ',
  invalid: 'The server found a problem and saved nothing: ',
  failed: '',
} as const;

const STAGE_LABELS = {
  reading: 'Reading the file…',
  parsing: 'Reading the syllabus…',
  validating: 'Checking every row…',
} as const;

/**
 * The import screen, for developers (published: every user sees it) and for a school's owners
 * and admins (the school only): templates, file, preview with every problem, import, report, and
 * the syllabuses already available.
 */
export function SyllabusImportPage({
  title,
  scope,
  audience,
}: {
  title: string;
  scope: ImportScope;
  /** Who will see what is imported, in one sentence. */
  audience: string;
}) {
  const online = useOnlineStatus();
  const { state, choose, importFile } = useSyllabusImport(scope, online);
  const available = useAvailableSyllabuses();
  const busy = state.step === 'importing';

  return (
    <>
      <PageHeading title={title} />
      <div className="max-w-4xl space-y-8">
        <section aria-label="Import a syllabus" className="space-y-4">
          <p className="text-sm font-medium">{audience}</p>
          <TemplateDownloads />
          <FileDropZone onFile={choose} disabled={busy} />
          {state.step === 'parsing' && (
            <ProgressBar
              label={STAGE_LABELS[state.progress.stage]}
              fraction={state.progress.fraction}
            />
          )}
          {state.step === 'unreadable' && <FormAlert>{state.message}</FormAlert>}
          {'parsed' in state && (
            <ImportPreview
              fileName={state.fileName}
              parsed={state.parsed}
              scope={scope}
              action={
                <ImportStep state={state} online={online} onImport={() => void importFile()} />
              }
            />
          )}
        </section>
        <AvailableSyllabuses scope={scope} syllabuses={available} />
      </div>
    </>
  );
}

function ImportStep({
  state,
  online,
  onImport,
}: {
  state: Extract<ImportState, { parsed: unknown }>;
  online: boolean;
  onImport: () => void;
}) {
  if (state.step === 'imported') return <ImportReport syllabuses={state.syllabuses} />;
  const importable = isImportable(state.parsed);
  const importing = state.step === 'importing';
  const offline = !online || (state.step === 'import-failed' && state.reason === 'offline');
  return (
    <div className="space-y-3">
      {importable && offline && <FormAlert tone="info">{OFFLINE_IMPORT_MESSAGE}</FormAlert>}
      {state.step === 'import-failed' && state.reason !== 'offline' && (
        <FormAlert>
          {REFUSAL_LEADS[state.reason]}
          {state.message}
        </FormAlert>
      )}
      {importing && <ProgressBar label="Importing… this takes a few seconds" fraction={null} />}
      <Button onClick={onImport} disabled={!importable || importing || !online}>
        {importing ? 'Importing…' : 'Import'}
      </Button>
    </div>
  );
}
