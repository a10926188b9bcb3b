import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { journalKey, markKey, replicaOf } from '@/db/analytics-written';
import { keepFigures, readKeptFigures } from '@/db/kept-figures';
import {
  dashboardStartCount,
  startDashboardCount,
} from '@/features/dashboard/queries/dashboard-start';
import { scriptedStartCountWorker } from '@/features/dashboard/test-support/start-count-worker';
import { keepAnswer, readKeptAnswer } from '@/shared/lib/query/kept-answers';
import type { SessionUser } from '@/shared/lib/session/session-source';
import type { AuthSession } from '../auth/auth-session';
import { createAccountActions } from './account-actions';

const USER: SessionUser = {
  id: '5b0c6a3e-8f1d-4c2a-9e7b-2d4f6a8c0e13',
  email: 'dev@example.test',
  isDeveloper: true,
  role: null,
  schoolId: null,
  schoolName: null,
  fullName: 'Dev',
  account: 'ready',
};

/** Only what sign-out touches; any other call is a bug in this test. */
function signedInSession(): AuthSession {
  const unused = () => {
    throw new Error('not used by sign-out');
  };
  return {
    getSnapshot: () => ({ status: 'signed-in', user: USER }),
    subscribe: () => () => undefined,
    signOut: () => Promise.resolve(),
    client: unused,
    applyAccount: unused,
    signInWithPassword: unused,
    signUp: unused,
    verifyEmailLink: unused,
  };
}

describe('sign-out', () => {
  it("forgets the online-only answers kept for the user's offline use", async () => {
    const parse = (stored: unknown) => (typeof stored === 'number' ? stored : null);
    keepAnswer(USER.id, '["dev","dashboard"]', { data: 12, updatedAtMs: 1 });
    keepAnswer('someone-else', '["dev","dashboard"]', { data: 7, updatedAtMs: 1 });
    const actions = createAccountActions({
      session: signedInSession(),
      getRuntime: () => null,
      wait: () => Promise.resolve(),
    });

    expect(await actions.signOut({ discardUnsynced: false })).toEqual({ ok: true });
    expect(readKeptAnswer(USER.id, '["dev","dashboard"]', parse)).toBeNull();
    expect(readKeptAnswer('someone-else', '["dev","dashboard"]', parse)?.data).toBe(7);
  });

  it('forgets the dashboard’s and the analytics pages’ figures kept for a fast start', async () => {
    const figures = v.number();
    keepFigures('dashboard', USER.id, 'dashboard', 3, 'mark');
    keepFigures('analytics', USER.id, '["overview"]', 4, 'mark');
    keepFigures('analytics', 'someone-else', '["overview"]', 5, 'mark');
    const actions = createAccountActions({
      session: signedInSession(),
      getRuntime: () => null,
      wait: () => Promise.resolve(),
    });

    expect(await actions.signOut({ discardUnsynced: false })).toEqual({ ok: true });
    expect(readKeptFigures('dashboard', USER.id, 'dashboard', figures)).toBeNull();
    expect(readKeptFigures('analytics', USER.id, '["overview"]', figures)).toBeNull();
    expect(readKeptFigures('analytics', 'someone-else', '["overview"]', figures)?.figures).toBe(5);
  });

  it('forgets the dashboard figures an app start counted in a worker', async () => {
    // The rows kept on the device are current, after a write (the journal names one).
    const replica = replicaOf(USER.id);
    localStorage.setItem(markKey(replica), 'mark-2');
    localStorage.setItem(
      journalKey(replica),
      JSON.stringify({ since: 'mark-1', last: 'mark-2', ids: { lessons: ['a-lesson'] } }),
    );
    const { worker } = scriptedStartCountWorker();
    startDashboardCount({
      user: { id: USER.id, schoolId: null, role: null },
      today: '2026-11-24',
      pathname: '/dashboard',
      createWorker: () => worker,
    });
    expect(dashboardStartCount(USER.id)).not.toBeNull();
    const actions = createAccountActions({
      session: signedInSession(),
      getRuntime: () => null,
      wait: () => Promise.resolve(),
    });

    expect(await actions.signOut({ discardUnsynced: false })).toEqual({ ok: true });
    expect(dashboardStartCount(USER.id)).toBeNull();
  });
});
