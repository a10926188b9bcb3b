import { describe, expect, it, vi } from 'vitest';
import type { ImportedCatalogue } from '@/features/syllabus/model/import/catalogue';
import {
  createSyllabusImportActions,
  UNREADABLE_REPORT_MESSAGE,
  type ImportSyllabusRpc,
} from './syllabus-actions';

const CATALOGUE: ImportedCatalogue = { format: 'csv', syllabuses: [] };

const counts = (added: number, unchanged = 0) => ({ added, changed: 0, retired: 0, unchanged });
const REPORT = {
  syllabuses: [
    {
      id: '7c0e8f5e-0000-4000-8000-000000000001',
      key: 'template:year 7 maths',
      name: 'Year 7 maths',
      created: true,
      points: counts(2),
      objectives: counts(1),
      criteria: counts(0),
    },
  ],
};

/** PostgREST's error body for a RAISE in the RPC. */
const refusal = (code: string, message: string) => ({
  data: null,
  error: { code, message, details: null, hint: null },
});

function actionsAnswering(answer: Awaited<ReturnType<ImportSyllabusRpc>> | Error) {
  const rpc = vi.fn<ImportSyllabusRpc>(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const syncNow = vi.fn();
  return { rpc, syncNow, actions: createSyllabusImportActions({ importSyllabus: rpc, syncNow }) };
}

describe('syllabus import actions', () => {
  it('sends a school import with its school id, returns the report and asks the device to sync', async () => {
    const { rpc, syncNow, actions } = actionsAnswering({ data: REPORT, error: null });

    const outcome = await actions.importCatalogue({ kind: 'school', schoolId: 's1' }, CATALOGUE);

    expect(outcome).toEqual({ ok: true, syllabuses: REPORT.syllabuses });
    expect(rpc).toHaveBeenCalledWith({ school_id: 's1', catalogue: CATALOGUE });
    expect(syncNow).toHaveBeenCalledOnce();
  });

  it('publishes with a null school id', async () => {
    const { rpc, actions } = actionsAnswering({ data: REPORT, error: null });

    await actions.importCatalogue({ kind: 'published' }, CATALOGUE);

    expect(rpc).toHaveBeenCalledWith({ school_id: null, catalogue: CATALOGUE });
  });

  it.each([
    ['42501', 'Developer permissions required', 'refused'],
    ['42501', 'Only a school owner or admin can import a syllabus for the school', 'refused'],
    ['22023', 'syllabuses[0].points[3].year must be an integer from 1 to 12', 'invalid'],
  ] as const)('shows a %s refusal in the server’s own words', async (code, message, reason) => {
    const { syncNow, actions } = actionsAnswering(refusal(code, message));

    const outcome = await actions.importCatalogue({ kind: 'published' }, CATALOGUE);

    expect(outcome).toEqual({ ok: false, reason, message });
    expect(syncNow).not.toHaveBeenCalled();
  });

  it('calls a request that never reached the server offline', async () => {
    const { actions } = actionsAnswering(new TypeError('Failed to fetch'));

    const outcome = await actions.importCatalogue({ kind: 'published' }, CATALOGUE);

    expect(outcome).toMatchObject({ ok: false, reason: 'offline' });
  });

  it('words a server error with the error catalogue, not the database text', async () => {
    const { actions } = actionsAnswering(
      refusal('XX000', 'could not access file "base/16384/2619": No such file'),
    );

    const outcome = await actions.importCatalogue({ kind: 'published' }, CATALOGUE);

    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.reason).toBe('failed');
    expect(outcome.message).not.toContain('base/16384');
  });

  it('reports an answer outside the contract as unreadable, and still syncs what was committed', async () => {
    const { syncNow, actions } = actionsAnswering({ data: { imported: 3 }, error: null });

    const outcome = await actions.importCatalogue({ kind: 'published' }, CATALOGUE);

    expect(outcome).toEqual({ ok: false, reason: 'failed', message: UNREADABLE_REPORT_MESSAGE });
    expect(syncNow).toHaveBeenCalledOnce();
  });
});
