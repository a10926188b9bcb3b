import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { onTestFinished } from 'vitest';
import { TEST_SCHOOL_ID } from '@/db/test-support/pulled-rows';
import { signedIn, stubMatchMedia } from '@/test-support/render-app-route';
import type { openTestReplica } from '@/test-support/test-replica';
import { ReplicaTestProviders } from '@/test-support/test-replica';

export type TestReplica = Awaited<ReturnType<typeof openTestReplica>>;

/**
 * One analytics page at `url` (its path must match `path`) on a memory router over the test
 * replica, with stand-ins for the pages it links to (tests only). `replica` null: still opening,
 * for `userId` (a new user unless given).
 */
export function renderAnalyticsPage(
  replica: TestReplica | null,
  { path, url, page, userId }: { path: string; url: string; page: ReactNode; userId?: string },
) {
  stubMatchMedia();
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '/planner', element: <h1>Planner</h1> },
      { path: '/settings/classes', element: <h1>Class settings</h1> },
      { path: '/settings/timetable', element: <h1>Timetable settings</h1> },
      { path: '/coverage/:classId', element: <h1>Class coverage</h1> },
    ],
    { initialEntries: [url] },
  );
  onTestFinished(() => router.dispose());
  const user = userEvent.setup();
  const result = render(
    <ReplicaTestProviders
      session={signedIn({
        id: replica?.userId ?? userId ?? crypto.randomUUID(),
        schoolId: TEST_SCHOOL_ID,
      })}
      replica={replica?.handle ?? null}
    >
      <RouterProvider router={router} />
      <Toaster />
    </ReplicaTestProviders>,
  );
  return { ...result, router, user };
}
