// The real routes, layout and planner in Vite's dev server, with a memory session and a real
// replica in the browser's IndexedDB, for screenshots in Chromium (no stack needed): a school
// week (Mon 23 Nov 2026) with long lesson titles, generated lessons with no title, and the week
// before with lessons that need reflection. The shots script pins the clock to Tuesday 24
// November 2026, 10:00. Run by planner-shots.ts.
import '@/index.css';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router/routes';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { openReplica } from '@/db/replica-db';
import { ReplicaContext } from '@/db/replica-hooks';
import { createReplicaHandle } from '@/db/replica-hooks-live';
import {
  TEST_SCHOOL_ID,
  pulledClassRow,
  pulledEntry,
  pulledLesson,
  pulledSchool,
} from '@/db/test-support/pulled-rows';
import { SessionProvider } from '@/shared/lib/session/session-context';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import type { SessionState } from '@/shared/lib/session/session-source';

const params = new URLSearchParams(location.search);
const path = params.get('path') ?? '/planner?week=2026-11-23';
const userId = crypto.randomUUID();
const session: SessionState = {
  status: 'signed-in',
  user: {
    id: userId,
    email: 'teacher@riverside.test',
    isDeveloper: false,
    role: 'TEACHER',
    schoolId: TEST_SCHOOL_ID,
    schoolName: 'Riverside Secondary College',
    fullName: 'Terry Teacher',
    account: 'ready',
  },
};

const LONG_TITLES = [
  'Photosynthesis and cellular respiration: comparing the energy pathways in plant and animal cells',
  'Pneumonoultramicroscopicsilicovolcanoconiosis',
  'Revision for the end-of-term assessment (chapters 4–7, with worked examples)',
  'Fractions',
];
const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const LAST_WEEK = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];

const db = await openReplica(userId);
await pulledSchool(db);
const classes = [
  await pulledClassRow(db, userId, { name: '7 Maths A', colour: '#2563eb' }),
  await pulledClassRow(db, userId, { name: '8 Science (extension group)', colour: '#16a34a' }),
  await pulledClassRow(db, userId, { name: '10 English B', colour: '#db2777' }),
];
for (let cycleDay = 1; cycleDay <= 10; cycleDay += 1)
  for (const [index, period] of ['p1', 'p3', 'p5'].entries())
    await pulledEntry(db, userId, classes[index]!.id, cycleDay, period);
for (const [day, date] of WEEK.entries()) {
  for (const [index, period] of ['p1', 'p3', 'p5'].entries()) {
    const title = (day + index) % 3 === 2 ? null : LONG_TITLES[(day + index) % LONG_TITLES.length];
    await pulledLesson(db, userId, classes[index]!.id, date, period, {
      title: title ?? null,
      status: title ? 'PLANNED' : 'UNPLANNED',
    });
  }
}
for (const date of LAST_WEEK)
  await pulledLesson(db, userId, classes[0]!.id, date, 'p1', { title: LONG_TITLES[0] });

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
