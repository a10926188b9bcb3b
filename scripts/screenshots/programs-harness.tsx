// The real routes, layouts and programs page in Vite's dev server, with a memory session and a
// real replica in the browser's IndexedDB (no stack needed), for screenshots. `?path=/programs`
// (the list), `?path=/programs?program=<PROGRAM_ID>` (one program), `?program=<SHARED_ID>` (a
// colleague's shared program, read-only), `?empty=1` (no programs).
// Run by programs-shots.ts.
import '@/index.css';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router/routes';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { openReplica } from '@/db/replica-db';
import { ReplicaContext } from '@/db/replica-hooks';
import { createReplicaHandle } from '@/db/replica-hooks-live';
import { pulledClassRow, pulledLesson, TEST_SCHOOL_ID } from '@/db/test-support/pulled-rows';
import {
  pulledProgram,
  pulledResource,
  pulledSciencePoints,
} from '@/features/programs/test-support/program-rows';
import { SessionProvider } from '@/shared/lib/session/session-context';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import type { SessionState } from '@/shared/lib/session/session-source';

/** The program the detail shot opens. */
const PROGRAM_ID = 'b0000000-0000-4000-8000-000000000001';
/** A colleague's program shared with the school (read-only for this teacher). */
const SHARED_ID = 'b0000000-0000-4000-8000-000000000002';
const T0 = '2026-11-01T08:00:00.000Z';
const pulled = { created_at: T0, updated_at: T0, deleted_at: null, txid: '512' } as const;

const params = new URLSearchParams(location.search);
const path = params.get('path') ?? '/programs';
const userId = crypto.randomUUID();
const session: SessionState = {
  status: 'signed-in',
  user: {
    id: userId,
    email: 'teacher@hilltop.test',
    isDeveloper: false,
    role: 'TEACHER',
    schoolId: TEST_SCHOOL_ID,
    schoolName: 'Hilltop School',
    fullName: 'Terry Teacher',
    account: 'ready',
  },
};

const ITEMS = [
  ['What is a force?', 1, 'Describe a force as a push or a pull', 'I can name five forces'],
  ['Balanced and unbalanced forces', 2, 'Explain what happens when forces are unbalanced', null],
  ['Friction and air resistance', 1, null, null],
  ['Measuring forces with a newtonmeter', 2, 'Use a newtonmeter accurately', 'I can read a scale'],
  ['Mass and weight', 1, 'Tell mass from weight', null],
  ['Pressure in liquids and gases', 1, null, null],
  ['Moments and levers', 2, 'Calculate a moment', 'I can balance a see-saw on paper'],
  ['Assessment and feedback', 1, null, null],
] as const;

/** The school day `offset` school days (Monday to Friday) from today's (or next Monday). */
const localDate = (offset: number) => {
  const day = new Date();
  const step = offset < 0 ? -1 : 1;
  const isWeekend = () => day.getDay() === 0 || day.getDay() === 6;
  while (isWeekend()) day.setDate(day.getDate() + 1);
  for (let moved = 0; moved < Math.abs(offset);) {
    day.setDate(day.getDate() + step);
    if (!isWeekend()) moved += 1;
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

const db = await openReplica(userId);
if (!params.has('empty')) {
  const schoolClass = await pulledClassRow(db, userId, { name: '8 Science', subject: 'Science' });
  await pulledClassRow(db, userId, { name: '7 Science B', subject: 'Science', year: 7 });
  await pulledProgram(db, userId, {
    id: PROGRAM_ID,
    name: 'Year 8 Science — Forces',
    description: 'Eight weeks on forces and motion, ending with a practical assessment.',
  });
  await pulledProgram(db, userId, { name: 'Year 8 Science — Cells', year: 8, is_shared: true });
  const colleague = crypto.randomUUID();
  await pulledProgram(db, colleague, {
    id: SHARED_ID,
    name: 'Year 9 Chemistry — The periodic table',
    year: 9,
    stage: 'Stage 5',
    subject: 'Chemistry',
    is_shared: true,
    description: 'Shared by the head of science.',
  });
  const { points } = await pulledSciencePoints(db, 12);
  const worksheet = await pulledResource(db, userId, { title: 'Newtonmeter worksheet' });
  const slides = await pulledResource(db, colleague, {
    title: 'Periodic table slides',
    kind: 'file',
    url: null,
    is_shared: true,
  });
  await pulledResource(db, colleague, { title: 'Forces quiz (shared)', is_shared: true });
  await db.entity('program_items').bulkPut(
    ['Atoms and elements', 'Groups and periods', 'Metals and non-metals'].map((title, index) => ({
      id: `c1000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      program_id: SHARED_ID,
      sort_order: index,
      title,
      duration_periods: index === 1 ? 2 : 1,
      objectives: index === 0 ? 'Describe an atom and an element' : null,
      success_criteria: null,
      activities: index === 1 ? 'Card sort of the first 20 elements' : null,
      notes: null,
      syllabus_point_ids: index === 0 ? [points[4]!.id, points[5]!.id] : [],
      // The second links a resource the colleague did not share: counted, not shown.
      resource_ids: index === 1 ? [slides.id, crypto.randomUUID()] : [],
      ...pulled,
    })),
  );
  const itemIds = ITEMS.map((_, i) => `c0000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`);
  await db.entity('program_items').bulkPut(
    ITEMS.map(([title, periods, objectives, criteria], index) => ({
      id: itemIds[index] as string,
      program_id: PROGRAM_ID,
      sort_order: index,
      title,
      duration_periods: periods,
      objectives,
      success_criteria: criteria,
      activities: null,
      notes: null,
      syllabus_point_ids: index === 1 ? [points[0]!.id, points[1]!.id] : [],
      resource_ids: index === 1 ? [worksheet.id] : [],
      ...pulled,
    })),
  );
  // Two lessons taught from the program, one planned; then a term of empty lessons from today.
  for (const [offset, item, status] of [
    [-7, 0, 'COMPLETED'],
    [-6, 1, 'COMPLETED'],
    [-5, 1, 'PLANNED'],
  ] as const)
    await pulledLesson(db, userId, schoolClass.id, localDate(offset), 'p1', {
      title: ITEMS[item][0],
      program_item_id: itemIds[item] as string,
      status,
    });
  for (let offset = 0; offset < 30; offset += 1)
    await pulledLesson(db, userId, schoolClass.id, localDate(offset), 'p2', {
      start_time: '10:05',
      end_time: '11:05',
      ...(offset === 2 ? { title: 'Science fair visit', status: 'PLANNED' as const } : {}),
    });
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <ThemeProvider>
    <SessionProvider source={createMemorySessionSource(session)}>
      <ReplicaContext value={createReplicaHandle(db)}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
      </ReplicaContext>
    </SessionProvider>
  </ThemeProvider>,
);
