// The real routes, layouts and guided tour in Vite's dev server, with a memory session and a real
// replica in the browser's IndexedDB whose profile has not completed the tour, so the tour starts
// by itself on the dashboard. `?step=N` presses Next until step N shows (the document's title
// then reads `step N`); `&seed=full` gives the dashboard tests' classes and lessons instead of a
// new account's empty replica. No sync runs, so the sync status step is passed over (after its
// bounded wait). Run by guided-tour-shots.ts.
import '@/index.css';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router/routes';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { openReplica } from '@/db/replica-db';
import { ReplicaContext } from '@/db/replica-hooks';
import { createReplicaHandle } from '@/db/replica-hooks-live';
import { seedDashboard } from '@/features/dashboard/test-support/dashboard-replica';
import { SessionProvider } from '@/shared/lib/session/session-context';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import type { SessionState } from '@/shared/lib/session/session-source';

const params = new URLSearchParams(location.search);
const target = Number(params.get('step') ?? '1');
const full = params.get('seed') === 'full';
const userId = crypto.randomUUID();
const session: SessionState = {
  status: 'signed-in',
  user: {
    id: userId,
    email: 'teacher@riverside.test',
    isDeveloper: false,
    role: full ? 'TEACHER' : null,
    schoolId: null,
    schoolName: null,
    fullName: 'Terry Teacher',
    account: 'ready',
  },
};

const db = await openReplica(userId);
if (full) await seedDashboard(db, userId);
const T0 = '2026-11-23T08:00:00.000Z';
await db.entity('profiles').put({
  id: userId,
  user_id: userId,
  full_name: 'Terry Teacher',
  is_solo_user: !full,
  school_id: null,
  guided_tour_completed: false,
  guided_tour_last_seen_at: null,
  is_developer: false,
  subjects: ['Science'],
  year_levels: [8],
  created_at: T0,
  updated_at: T0,
  deleted_at: null,
  txid: '1',
});

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <ThemeProvider>
    <SessionProvider source={createMemorySessionSource(session)}>
      <ReplicaContext value={createReplicaHandle(db)}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/dashboard'] })} />
      </ReplicaContext>
    </SessionProvider>
  </ThemeProvider>,
);

/** The number of the step shown, from its "Step N of 17". */
const shownStep = () => {
  const text = document.querySelector('.driver-popover-progress-text')?.textContent ?? '';
  return Number(/^Step (\d+) of/.exec(text)?.[1] ?? '0');
};
let pressed = 0;
new MutationObserver(() => {
  const shown = shownStep();
  if (shown === 0) return;
  if (shown >= target) {
    document.title = `step ${String(shown)}`;
    return;
  }
  // Once per step shown: the next press waits for the next step.
  if (pressed >= shown) return;
  pressed = shown;
  document.querySelector<HTMLButtonElement>('.driver-popover-next-btn')?.click();
}).observe(document.body, { childList: true, subtree: true, characterData: true });
