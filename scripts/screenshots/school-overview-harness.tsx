// The school overview section inside the real main layout in Vite's dev server, with a memory
// session (a school OWNER) and a fake server, for screenshots. `?state=` picks what the server
// does: `fresh` (answers), `offline` (unreachable, a copy saved earlier), `refused` (42501, a copy
// saved earlier), `empty` (a school without classes). Run by school-overview-shots.ts.
import '@/index.css';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MainLayout } from '@/app/layouts/main-layout/main-layout';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { SchoolOverviewActionsContext } from '@/features/dashboard/api/school-overview-actions';
import { SchoolOverviewSection } from '@/features/dashboard/components/school/school-overview-section';
import { writeCachedSchoolOverview } from '@/features/dashboard/queries/school/school-overview-cache';
import {
  classOverview,
  createFakeSchoolOverviewActions,
  sampleOverview,
} from '@/features/dashboard/test-support/school-overview-fakes';
import {
  OVERVIEW_NOW,
  signedInAs,
} from '@/features/dashboard/test-support/school-overview-section-render';
import { SessionProvider } from '@/shared/lib/session/session-context';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import { PageHeading } from '@/shared/ui/page-heading';

const state = new URLSearchParams(location.search).get('state') ?? 'fresh';
const session = signedInAs({ role: 'OWNER' });
const userId = session.status === 'signed-in' ? session.user.id : '';

/** A school of eight classes, one without a syllabus and one with nothing planned yet. */
const school = sampleOverview({
  classes: [
    ...sampleOverview().classes,
    classOverview({
      className: '9C English — Literature and Language extension',
      subject: 'English',
      year: 9,
      teacherName: 'Priya Ramanathan-Whitfield',
      lessonsThisWeek: 5,
      plannedThisWeek: 1,
      unplannedThisWeek: 4,
      awaitingReflection: 7,
      hasSyllabus: true,
      pointsInScope: 52,
      pointsCovered: 4,
      coveragePercentage: 7.7,
      lastPlannedDate: '2026-11-24',
    }),
    classOverview({
      className: '10 History',
      subject: 'History',
      year: 10,
      teacherName: 'Sam Okafor',
      lessonsThisWeek: 3,
      plannedThisWeek: 3,
      taughtInRange: 1,
      hasSyllabus: true,
      pointsInScope: 18,
      pointsCovered: 18,
      coveragePercentage: 100,
      lastPlannedDate: '2026-12-11',
    }),
    classOverview({
      className: '11 Physics',
      subject: 'Physics',
      year: 11,
      teacherName: 'Lin Zhao',
      lessonsThisWeek: 4,
      unplannedThisWeek: 4,
      hasSyllabus: true,
      pointsInScope: 0,
    }),
  ],
});

const fake = createFakeSchoolOverviewActions();
const savedAtMs = new Date(2026, 10, 23, 16, 5).getTime();
if (state === 'fresh') fake.answerNext({ ok: true, overview: school });
if (state === 'empty') fake.answerNext({ ok: true, overview: sampleOverview({ classes: [] }) });
if (state === 'offline' || state === 'refused') {
  writeCachedSchoolOverview(userId, { overview: school, fetchedAtMs: savedAtMs });
  fake.answerNext(
    state === 'offline'
      ? { ok: false, reason: 'offline', message: 'You appear to be offline.' }
      : {
          ok: false,
          reason: 'refused',
          message: 'Only an owner or admin of this school can see its planning overview',
        },
  );
}

const router = createMemoryRouter(
  [
    {
      element: <MainLayout />,
      children: [
        {
          path: '/dashboard',
          element: (
            <>
              <PageHeading title="Dashboard" />
              <SchoolOverviewSection now={OVERVIEW_NOW} />
            </>
          ),
        },
      ],
    },
  ],
  { initialEntries: ['/dashboard'] },
);

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <ThemeProvider>
    <SessionProvider source={createMemorySessionSource(session)}>
      <SchoolOverviewActionsContext value={fake.actions}>
        <RouterProvider router={router} />
      </SchoolOverviewActionsContext>
    </SessionProvider>
  </ThemeProvider>,
);
