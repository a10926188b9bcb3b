import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { signedIn } from '@/test-support/render-app-route';
import { openTestReplica, ReplicaTestProviders } from '@/test-support/test-replica';
import type { SessionUser } from '@/shared/lib/session/session-source';
import { TEST_SCHOOL_ID } from '@/db/test-support/pulled-rows';
import { TimetablePage } from '../components/timetable-page';

export type TestReplica = Awaited<ReturnType<typeof openTestReplica>>;

/** /settings/timetable for a member of the test school (an OWNER unless told otherwise). */
export function renderTimetablePage(replica: TestReplica, user: Partial<SessionUser> = {}) {
  const events = userEvent.setup();
  render(
    <MemoryRouter>
      <ReplicaTestProviders
        session={signedIn({ id: replica.userId, schoolId: TEST_SCHOOL_ID, role: 'OWNER', ...user })}
        replica={replica.handle}
      >
        <TimetablePage />
        <Toaster />
      </ReplicaTestProviders>
    </MemoryRouter>,
  );
  return events;
}
