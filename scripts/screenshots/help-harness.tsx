// The real routes, main layout and Help page in Vite's dev server, a teacher signed in (memory
// session; Help reads nothing from the replica), with the guided tour and the feedback chat
// offered, so both of Help's buttons show. `?path=/help…`. Run by help-shots.ts.
import '@/index.css';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router/routes';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { FeedbackChatContext, GuidedTourContext } from '@/shared/lib/assistance/assistance-context';
import { SessionProvider } from '@/shared/lib/session/session-context';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import type { SessionState } from '@/shared/lib/session/session-source';

const path = new URLSearchParams(location.search).get('path') ?? '/help';
const session: SessionState = {
  status: 'signed-in',
  user: {
    id: crypto.randomUUID(),
    email: 'teacher@hilltop.test',
    isDeveloper: false,
    role: 'TEACHER',
    schoolId: crypto.randomUUID(),
    schoolName: 'Hilltop School',
    fullName: 'Terry Teacher',
    account: 'ready',
  },
};

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <ThemeProvider>
    <SessionProvider source={createMemorySessionSource(session)}>
      <GuidedTourContext value={{ available: true, restart: () => undefined }}>
        <FeedbackChatContext value={{ available: true, open: () => undefined }}>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
        </FeedbackChatContext>
      </GuidedTourContext>
    </SessionProvider>
  </ThemeProvider>,
);
