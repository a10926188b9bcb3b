import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isImportable,
  type ParsedSyllabusFile,
  type ParseProgress,
} from '../../model/import/parse-worker-protocol';
import {
  useSyllabusImportActions,
  type ImportFailureReason,
  type ImportScope,
  type SyllabusImportSummary,
} from '../../api/syllabus-import-actions';
import { useSyllabusFileParser } from './file-parser';

/** Where the page is with one file. Every step after parsing keeps the file's parse result. */
export type ImportState =
  | { step: 'idle' }
  | { step: 'parsing'; fileName: string; progress: ParseProgress }
  | { step: 'unreadable'; fileName: string; message: string }
  | { step: 'previewed'; fileName: string; parsed: ParsedSyllabusFile }
  | { step: 'importing'; fileName: string; parsed: ParsedSyllabusFile }
  | {
      step: 'imported';
      fileName: string;
      parsed: ParsedSyllabusFile;
      syllabuses: SyllabusImportSummary[];
    }
  | {
      step: 'import-failed';
      fileName: string;
      parsed: ParsedSyllabusFile;
      reason: ImportFailureReason;
      message: string;
    };

const START: ParseProgress = { stage: 'reading', fraction: 0 };

/**
 * One file from choice to import: parse (off the page's thread), preview, import. A file chosen
 * while another is still parsing replaces it (the old parse is ended and its answer ignored).
 * `online` is read when Import is pressed: offline, nothing is sent and the file stays.
 */
export function useSyllabusImport(scope: ImportScope, online: boolean) {
  const parser = useSyllabusFileParser();
  const actions = useSyllabusImportActions();
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const choose = useCallback(
    (file: File) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const fileName = file.name;
      const live = () => !controller.signal.aborted;
      setState({ step: 'parsing', fileName, progress: START });
      parser
        .parse(
          file,
          (progress) => {
            if (live()) setState({ step: 'parsing', fileName, progress });
          },
          controller.signal,
        )
        .then(
          (parsed) => {
            if (live()) setState({ step: 'previewed', fileName, parsed });
          },
          (error: unknown) => {
            if (!live()) return;
            console.error('Parsing a syllabus file failed', error);
            setState({
              step: 'unreadable',
              fileName,
              message:
                'Something went wrong while reading this file, and nothing was saved. Try again, or try another file.',
            });
          },
        );
    },
    [parser],
  );

  const importFile = useCallback(async () => {
    if (state.step !== 'previewed' && state.step !== 'import-failed') return;
    const { fileName, parsed } = state;
    if (!isImportable(parsed)) return;
    if (!online) {
      setState({ step: 'import-failed', fileName, parsed, reason: 'offline', message: '' });
      return;
    }
    const controller = current.current;
    setState({ step: 'importing', fileName, parsed });
    const outcome = await actions.importCatalogue(scope, parsed.catalogue);
    // Another file chosen meanwhile: its preview wins; the import's report is not about it.
    if (controller !== current.current) return;
    setState(
      outcome.ok
        ? { step: 'imported', fileName, parsed, syllabuses: outcome.syllabuses }
        : {
            step: 'import-failed',
            fileName,
            parsed,
            reason: outcome.reason,
            message: outcome.message,
          },
    );
  }, [actions, online, scope, state]);

  return { state, choose, importFile };
}
