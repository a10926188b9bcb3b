import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { onTestFinished } from 'vitest';
import { TEST_SCHOOL_ID } from '@/db/test-support/pulled-rows';
import { signedIn } from '@/test-support/render-app-route';
import type { openTestReplica } from '@/test-support/test-replica';
import { ReplicaTestProviders } from '@/test-support/test-replica';
import { ClassCoveragePage } from '../components/coverage/class-coverage-page';
import { CoverageOverviewPage } from '../components/coverage/coverage-overview-page';

export type TestReplica = Awaited<ReturnType<typeof openTestReplica>>;

/** Tuesday 24 November 2026, 10:00 local. */
export const COVERAGE_NOW = () => new Date(2026, 10, 24, 10, 0);

/** /coverage and /coverage/:classId on a memory router over the test replica (tests only). */
export function renderCoverage(replica: TestReplica | null, url: string) {
  const router = createMemoryRouter(
    [
      { path: '/coverage', element: <CoverageOverviewPage now={COVERAGE_NOW} /> },
      { path: '/coverage/:classId', element: <ClassCoveragePage now={COVERAGE_NOW} /> },
      { path: '/settings/classes', element: <h1>Class settings</h1> },
      { path: '/planner', element: <h1>Planner</h1> },
    ],
    { initialEntries: [url] },
  );
  onTestFinished(() => router.dispose());
  const user = userEvent.setup();
  const result = render(
    <ReplicaTestProviders
      session={signedIn({ id: replica?.userId ?? crypto.randomUUID(), schoolId: TEST_SCHOOL_ID })}
      replica={replica?.handle ?? null}
    >
      <RouterProvider router={router} />
      <Toaster />
    </ReplicaTestProviders>,
  );
  return { ...result, router, user };
}
