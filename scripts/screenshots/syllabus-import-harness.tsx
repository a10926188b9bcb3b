// The real routes, layouts and import page in Vite's dev server, with a memory session, a real
// replica in the browser's IndexedDB and a fake server (no stack needed), for screenshots and the
// parse timing in Chromium. `?path=/dev/syllabus-upload` (a developer) or
// `?path=/settings/syllabuses` (a school owner). Run by syllabus-import-shots.ts.
import '@/index.css';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router/routes';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { openReplica } from '@/db/replica-db';
import { ReplicaContext } from '@/db/replica-hooks';
import { createReplicaHandle } from '@/db/replica-hooks-live';
import { pulledSyllabus } from '@/db/test-support/syllabus-rows';
import { SyllabusImportActionsContext } from '@/features/syllabus/api/syllabus-import-actions';
import {
  SyllabusFileParserContext,
  workerFileParser,
  type SyllabusFileParser,
} from '@/features/syllabus/components/import/file-parser';
import type { ParseTimings } from '@/features/syllabus/model/import/parse-worker-protocol';
import { createFakeSyllabusImportActions } from '@/features/syllabus/test-support/fake-syllabus-import-actions';
import { SessionProvider } from '@/shared/lib/session/session-context';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import type { SessionState } from '@/shared/lib/session/session-source';

declare global {
  interface Window {
    /** The last parse: measured on the page (choice to answer) and in the worker (per stage). */
    lastParse?: { totalMs: number; worker: ParseTimings };
  }
}

const path = new URLSearchParams(location.search).get('path') ?? '/dev/syllabus-upload';
const developer = path.startsWith('/dev');
const session: SessionState = {
  status: 'signed-in',
  user: {
    id: 'harness-user',
    email: developer ? 'dev@example.test' : 'owner@hilltop.test',
    isDeveloper: developer,
    role: developer ? null : 'OWNER',
    schoolId: developer ? null : 'a0000000-0000-4000-8000-000000000001',
    schoolName: developer ? null : 'Hilltop School',
    fullName: null,
    account: 'ready',
  },
};

const timedParser: SyllabusFileParser = {
  async parse(file, onProgress, signal) {
    const started = performance.now();
    const parsed = await workerFileParser.parse(file, onProgress, signal);
    window.lastParse = { totalMs: performance.now() - started, worker: parsed.timings };
    return parsed;
  },
};

const db = await openReplica(crypto.randomUUID());
await pulledSyllabus(db, {
  name: 'Example Science Year 7',
  subject: 'Science',
  source_key: 'template:example science year 7',
  source: 'CSV template',
  attribution: 'Written by the Example science department',
  levels: ['Year 7'],
});
if (!developer) {
  await pulledSyllabus(db, {
    name: 'Hilltop Languages',
    subject: 'French',
    school_id: session.user.schoolId,
    source_key: 'template:hilltop languages',
    source: 'CSV template',
    attribution: null,
    levels: ['Year 9', 'Year 10'],
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <ThemeProvider>
    <SessionProvider source={createMemorySessionSource(session)}>
      <ReplicaContext value={createReplicaHandle(db)}>
        <SyllabusFileParserContext value={timedParser}>
          <SyllabusImportActionsContext value={createFakeSyllabusImportActions().actions}>
            <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
          </SyllabusImportActionsContext>
        </SyllabusFileParserContext>
      </ReplicaContext>
    </SessionProvider>
  </ThemeProvider>,
);
