// The real routes, layouts and analytics pages in Vite's dev server over a replica in the
// browser's IndexedDB, for analytics-a-shots.ts. `?path=/analytics/class-performance…` picks the
// page (its query is the filter); `?seed=showcase` (default) writes a term of teaching at volume
// (five classes, 175 lessons), `?seed=no-methods` the same lessons with no method recorded.
import '@/index.css';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router/routes';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { openReplica } from '@/db/replica-db';
import { ReplicaContext } from '@/db/replica-hooks';
import { createReplicaHandle } from '@/db/replica-hooks-live';
import { TEST_SCHOOL_ID } from '@/db/test-support/pulled-rows';
import { seedAnalyticsShowcase } from '@/features/analytics/test-support/analytics-showcase-a';
import { SessionProvider } from '@/shared/lib/session/session-context';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import type { SessionState } from '@/shared/lib/session/session-source';

const params = new URLSearchParams(location.search);
const path = params.get('path') ?? '/analytics/class-performance';
const seed = params.get('seed') ?? 'showcase';

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
    fullName: 'Sam Teacher',
    account: 'ready',
  },
};

const db = await openReplica(userId);
const { lessons } = await seedAnalyticsShowcase(db, userId);
if (seed === 'no-methods')
  await db
    .entity('lessons')
    .bulkPut(lessons.map((lesson) => ({ ...lesson, teaching_method_id: null })));

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
