import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import type { SessionUser } from '@/shared/lib/session/session-source';
import { signedIn } from '@/test-support/render-app-route';
import { ReplicaTestProviders, type openTestReplica } from '@/test-support/test-replica';
import { ProgramsPage } from '../components/programs-page';
import { TEST_SCHOOL_ID } from './program-rows';

export type TestReplica = Awaited<ReturnType<typeof openTestReplica>>;

/** Monday 2026-11-23, 08:00 on the device: the day the test lessons start. */
export const TEST_NOW = () => new Date(2026, 10, 23, 8);

/** /programs (or `path`) for the replica's user, a TEACHER of TEST_SCHOOL_ID unless overridden. */
export function renderProgramsPage(
  replica: TestReplica,
  path = '/programs',
  user: Partial<SessionUser> = {},
) {
  const events = userEvent.setup();
  render(
    <ReplicaTestProviders
      session={signedIn({ id: replica.userId, schoolId: TEST_SCHOOL_ID, ...user })}
      replica={replica.handle}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/programs" element={<ProgramsPage now={TEST_NOW} />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </ReplicaTestProviders>,
  );
  return events;
}
