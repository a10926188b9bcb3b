import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { onTestFinished } from 'vitest';
import { parseFlags, type FeatureFlags } from '@/shared/lib/flags';
import { signedIn } from '@/test-support/render-app-route';
import { openTestReplica, ReplicaTestProviders } from '@/test-support/test-replica';
import {
  pulledClassRow,
  pulledClosure,
  pulledLesson,
  pulledSchool,
  TEST_SCHOOL_ID,
} from '@/db/test-support/pulled-rows';
import { PlannerPage } from '../components/planner-page';
import { WeekFlagsProvider } from '../components/week/week-flags';

/** Production defaults (spec §9), with no debounce so tests need not wait for it. */
export function testFlags(overrides: Partial<FeatureFlags> = {}): FeatureFlags {
  const parsed = parseFlags({});
  if (!parsed.ok) throw new Error('default flags must parse');
  return { ...parsed.flags, weekFetchDebounceMs: 0, ...overrides };
}

/** Wednesday 4 March 2026, 10:00 local: a Week B of the test school, Friday a closure. */
export const TEST_NOW = () => new Date(2026, 2, 4, 10, 0);

export type TestReplica = Awaited<ReturnType<typeof openTestReplica>>;

/** A school with its calendar, two classes and a few lessons in the week of 2 March 2026. */
export async function seedPlanner() {
  const replica = await openTestReplica();
  const { db, userId } = replica;
  await pulledSchool(db);
  await pulledClosure(db, '2026-03-06');
  const maths = await pulledClassRow(db, userId, { name: '7 Maths A', colour: '#2563eb' });
  const science = await pulledClassRow(db, userId, { name: '8 Science', colour: '#16a34a' });
  const fractions = await pulledLesson(db, userId, maths.id, '2026-03-02', 'p1', {
    title: 'Fractions',
    status: 'PLANNED',
  });
  const cells = await pulledLesson(db, userId, science.id, '2026-03-04', 'p3');
  const nextWeekLesson = await pulledLesson(db, userId, maths.id, '2026-03-09', 'p2', {
    title: 'Decimals',
    status: 'PLANNED',
  });
  return { ...replica, maths, science, lessons: { fractions, cells, nextWeekLesson } };
}

export function renderPlanner(
  replica: TestReplica,
  {
    flags = testFlags(),
    url = '/planner?week=2026-03-02',
    renderLesson,
    handle = replica.handle,
  }: {
    flags?: FeatureFlags;
    /** null: a page whose replica has not opened yet (a reload's first paint). */
    handle?: TestReplica['handle'] | null;
    url?: string;
    renderLesson?: (lessonId: string, close: () => void) => ReactNode;
  } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '/planner',
        element: (
          <PlannerPage
            now={TEST_NOW}
            renderLesson={
              renderLesson ??
              ((lessonId, close) => (
                <div role="dialog" aria-label="Lesson editor">
                  Editing {lessonId}
                  <button type="button" onClick={close}>
                    Close lesson
                  </button>
                </div>
              ))
            }
          />
        ),
      },
      { path: '/settings/timetable', element: <h1>Timetable settings</h1> },
    ],
    { initialEntries: [url] },
  );
  onTestFinished(() => router.dispose());
  const user = userEvent.setup();
  const result = render(
    <ReplicaTestProviders
      session={signedIn({ id: replica.userId, schoolId: TEST_SCHOOL_ID })}
      replica={handle}
    >
      <WeekFlagsProvider flags={flags}>
        <RouterProvider router={router} />
        <Toaster />
      </WeekFlagsProvider>
    </ReplicaTestProviders>,
  );
  return { ...result, router, user };
}
