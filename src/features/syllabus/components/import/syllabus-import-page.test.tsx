import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/test-support/render-app-route';
import { openTestReplica, ReplicaTestProviders } from '@/test-support/test-replica';
import type { SessionState } from '@/shared/lib/session/session-source';
import { SyllabusImportActionsContext } from '../../api/syllabus-import-actions';
import { CSV_TEMPLATE, JSON_TEMPLATE } from '../../model/import/template/templates';
import type { ParsedSyllabusFile, ParseProgress } from '../../model/import/parse-worker-protocol';
import { createFakeSyllabusImportActions } from '../../test-support/fake-syllabus-import-actions';
import { inThreadFileParser } from '../../test-support/in-thread-file-parser';
import { SyllabusFileParserContext, type SyllabusFileParser } from './file-parser';
import { OFFLINE_IMPORT_MESSAGE, SyllabusImportPage } from './syllabus-import-page';

const SESSION: SessionState = {
  status: 'signed-in',
  user: {
    id: 'u-admin',
    email: 'admin@school.test',
    isDeveloper: false,
    role: 'ADMIN',
    schoolId: 's1',
    schoolName: 'Hilltop School',
    fullName: null,
    account: 'ready',
  },
};

const HEADER = 'syllabus,subject,strand,stage,year,code,description,objectives';
const VALID_CSV = [
  HEADER,
  'Hilltop Maths,Mathematics,Number,Year 7,7,HM7-01,Add and subtract integers,Use a number line',
  'Hilltop Maths,Mathematics,Number,Year 7,7,HM7-02,Multiply fractions,',
  'Hilltop Maths,Mathematics,Algebra,Year 8,8,HM8-01,Expand brackets,',
  '',
].join('\n');
const BAD_YEAR_CSV = [
  HEADER,
  'Hilltop Maths,Mathematics,Number,Year 7,7,HM7-01,Add and subtract integers,',
  'Hilltop Maths,Mathematics,Number,Year 13,13,HM7-02,Multiply fractions,',
  '',
].join('\n');

const csvFile = (text: string, name = 'maths.csv') => new File([text], name, { type: 'text/csv' });

async function renderPage({
  parser = inThreadFileParser(),
  fake = createFakeSyllabusImportActions(),
}: {
  parser?: SyllabusFileParser;
  fake?: ReturnType<typeof createFakeSyllabusImportActions>;
} = {}) {
  const replica = await openTestReplica();
  render(
    <ReplicaTestProviders session={SESSION} replica={replica.handle}>
      <SyllabusFileParserContext value={parser}>
        <SyllabusImportActionsContext value={fake.actions}>
          <SyllabusImportPage
            title="Syllabuses"
            scope={{ kind: 'school', schoolId: 's1' }}
            audience="Only Hilltop School sees it."
          />
        </SyllabusImportActionsContext>
      </SyllabusFileParserContext>
    </ReplicaTestProviders>,
  );
  return { fake, user: userEvent.setup() };
}

const chooseFile = (user: ReturnType<typeof userEvent.setup>, file: File) =>
  user.upload(screen.getByLabelText('Choose a syllabus file'), file);

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** jsdom's Blob has no text(): read it the way the page's worker does. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

beforeEach(() => stubMatchMedia());

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('SyllabusImportPage', () => {
  it('lists every problem of a file with a bad year, says nothing was saved and keeps Import off', async () => {
    const { user, fake } = await renderPage();

    await chooseFile(user, csvFile(BAD_YEAR_CSV));

    const problems = await screen.findByRole('region', { name: '1 problem to fix' });
    expect(
      within(problems).getByText('Line 3: year must be an integer from 1 to 12'),
    ).toBeInTheDocument();
    expect(within(problems).getByText(/Nothing has been saved/)).toBeInTheDocument();
    expect(screen.getByText('Read as CSV template')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(fake.calls).toHaveLength(0);
  });

  it('previews a valid file (counts, changes, tree), imports it and shows the server’s report', async () => {
    const { user, fake } = await renderPage();

    await chooseFile(user, csvFile(VALID_CSV));

    const preview = await screen.findByRole('region', { name: 'Preview' });
    const countOf = (label: string) =>
      within(preview).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(countOf('Syllabuses')).toBe('1');
    expect(countOf('Points')).toBe('3');
    expect(countOf('Objectives')).toBe('1');
    expect(
      await within(preview).findByText(/New syllabus\. Points: 3 added, 0 changed/),
    ).toBeInTheDocument();
    const year7 = within(preview).getByText(/^Year 7/, { selector: 'summary' });
    expect(year7).toHaveTextContent('Year 7 (1 strand, 2 points)');
    expect(within(preview).getByText('Add and subtract integers')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import' }));

    const report = await screen.findByRole('region', { name: 'Import report' });
    expect(
      within(report).getByText(/3 added, 0 changed, 0 retired, 0 unchanged/),
    ).toBeInTheDocument();
    expect(within(report).getByText(/next sync/)).toBeInTheDocument();
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.scope).toEqual({ kind: 'school', schoolId: 's1' });
    expect(fake.calls[0]?.catalogue.syllabuses[0]?.points.map((p) => p.code)).toEqual([
      'HM7-01',
      'HM7-02',
      'HM8-01',
    ]);
  });

  it('shows progress while it imports and a refusal in the server’s own words', async () => {
    const fake = createFakeSyllabusImportActions();
    const { user } = await renderPage({ fake });
    await chooseFile(user, csvFile(VALID_CSV));
    await screen.findByRole('region', { name: 'Preview' });
    fake.hold();
    fake.answerNext({
      ok: false,
      reason: 'refused',
      message: 'Only a school owner or admin can import a syllabus for the school',
    });

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('progressbar', { name: /Importing/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importing…' })).toBeDisabled();
    act(() => fake.release());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server refused the import: Only a school owner or admin can import a syllabus for the school',
    );
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('keeps the file and asks for a connection when offline', async () => {
    const { user, fake } = await renderPage();
    await chooseFile(user, csvFile(VALID_CSV));
    await screen.findByRole('region', { name: 'Preview' });

    setOnline(false);

    expect(await screen.findByText(OFFLINE_IMPORT_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Preview' })).toBeInTheDocument();

    setOnline(true);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('region', { name: 'Import report' })).toBeInTheDocument();
    expect(fake.calls).toHaveLength(1);
  });

  it('reports progress from the parser as an aria-valuenow progress bar', async () => {
    let report: (progress: ParseProgress) => void = () => undefined;
    let finish: (parsed: ParsedSyllabusFile) => void = () => undefined;
    const parser: SyllabusFileParser = {
      parse: (_file, onProgress) =>
        new Promise((resolve) => {
          report = onProgress;
          finish = resolve;
        }),
    };
    const { user } = await renderPage({ parser });
    await chooseFile(user, csvFile(VALID_CSV));

    act(() => report({ stage: 'reading', fraction: 0.25 }));
    expect(screen.getByRole('progressbar', { name: 'Reading the file…' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    act(() => report({ stage: 'parsing', fraction: 0.4 }));
    expect(screen.getByRole('progressbar', { name: 'Reading the syllabus…' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    act(() =>
      finish({
        format: null,
        catalogue: null,
        counts: null,
        tree: null,
        problems: [
          { where: 'File', field: null, reason: 'is empty', message: 'The file is empty' },
        ],
        moreProblems: 0,
        timings: { readMs: 0, parseMs: 0, previewMs: 0 },
      }),
    );
    expect(await screen.findByText('The file is empty')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it.each([
    ['CSV', 'syllabus-template.csv', 'text/csv;charset=utf-8', CSV_TEMPLATE],
    ['JSON', 'syllabus-template.json', 'application/json;charset=utf-8', JSON_TEMPLATE],
  ])('downloads the %s template', async (kind, fileName, type, content) => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:template';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = await renderPage();

    await user.click(screen.getByRole('button', { name: `Download ${kind} template` }));

    expect(names).toEqual([fileName]);
    expect(blobs[0]?.type).toBe(type);
    await waitFor(async () => expect(await blobText(blobs[0] ?? new Blob())).toBe(content));
  });
});
