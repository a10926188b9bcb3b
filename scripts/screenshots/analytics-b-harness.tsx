// The real routes and layouts with the three coverage analytics pages (syllabus coverage, coverage
// trends, coverage gaps) over a replica in the browser's IndexedDB, seeded with the page tests'
// rows plus a fuller Year 8 syllabus (six strands, three classes, a term of taught lessons) and a
// science class with 60 untaught points. `?path=/analytics/coverage-gaps` (and the filter after
// it); `?empty=1` seeds nothing. Run by analytics-b-shots.ts.
import '@/index.css';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemedToaster } from '@/app/app';
import { routes } from '@/app/router/routes';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { openReplica, type ReplicaDb } from '@/db/replica-db';
import { ReplicaContext } from '@/db/replica-hooks';
import { createReplicaHandle } from '@/db/replica-hooks-live';
import { TEST_SCHOOL_ID, pulledClassRow, pulledLesson } from '@/db/test-support/pulled-rows';
import {
  pulledPointLink,
  pulledPoints,
  pulledStatus,
  pulledSyllabus,
  syllabusPointRow,
} from '@/db/test-support/syllabus-rows';
import {
  seedAnalyticsGaps,
  seedManyUntaught,
} from '@/features/analytics/test-support/analytics-replica-b';
import { SessionProvider } from '@/shared/lib/session/session-context';
import type { SessionState } from '@/shared/lib/session/session-source';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';

const params = new URLSearchParams(location.search);
const path = params.get('path') ?? '/analytics/syllabus-coverage';
const userId = '00000000-0000-4000-a000-0000000000b1';
const session: SessionState = {
  status: 'signed-in',
  user: {
    id: userId,
    email: 'teacher@hilltop.test',
    isDeveloper: false,
    role: 'TEACHER',
    schoolId: TEST_SCHOOL_ID,
    schoolName: 'Hilltop School',
    fullName: 'Sam Teacher',
    account: 'ready',
  },
};

const STRANDS = ['Number', 'Algebra', 'Measurement', 'Space', 'Statistics', 'Probability'];
/** Mondays of Term 4 2026 up to the harness's today (24 Nov). */
const MONDAYS = [
  '2026-10-05',
  '2026-10-12',
  '2026-10-19',
  '2026-10-26',
  '2026-11-02',
  '2026-11-09',
  '2026-11-16',
];

/** A Year 8 syllabus taught unevenly to three classes, so the heat map has every shade. */
async function seedYear8(db: ReplicaDb) {
  const syllabus = await pulledSyllabus(db, {
    name: 'Mathematics Year 8',
    source_key: 'csv:mathematics year 8',
    levels: ['Year 8'],
    years: [8],
  });
  const points = await pulledPoints(
    db,
    STRANDS.flatMap((strand, s) =>
      Array.from({ length: 4 + (s % 3) }, (_, i) =>
        syllabusPointRow(syllabus.id, {
          code: `AC9M8${strand.slice(0, 2).toUpperCase()}0${String(i + 1)}`,
          sort_order: s * 10 + i,
          strand,
          stage: 'Year 8',
          year: 8,
          description: `Year 8 ${strand.toLowerCase()}: content description ${String(i + 1)}, worded as long as the curriculum's own are, to see the table wrap`,
        }),
      ),
    ),
  );
  for (const [c, name] of ['8 Maths B', '8 Maths C', '8 Maths D'].entries()) {
    const schoolClass = await pulledClassRow(db, userId, {
      name,
      year: 8,
      syllabus_stage: null,
      syllabus_id: syllabus.id,
    });
    // Each class teaches a different share of each strand: (strand + class) decides how many.
    let day = 0;
    for (const [s, strand] of STRANDS.entries()) {
      const inStrand = points.filter((p) => p.strand === strand);
      const taught = Math.min(inStrand.length, (s + c * 2) % (inStrand.length + 1));
      for (const [i, point] of inStrand.slice(0, taught).entries()) {
        const monday = MONDAYS[(day += 1) % MONDAYS.length]!;
        const date = `${monday.slice(0, 8)}${String(Number(monday.slice(8)) + (c % 3)).padStart(2, '0')}`;
        const lesson = await pulledLesson(db, userId, schoolClass.id, date, 'p2', {
          status: 'COMPLETED',
          start_time: '09:40',
          end_time: '10:30',
          title: `${strand} ${String(i + 1)}`,
        });
        await pulledPointLink(db, userId, lesson.id, point.id);
        if (i === 0)
          await pulledStatus(db, userId, schoolClass.id, point.id, { mastery_level: 2 + c });
      }
    }
    await pulledLesson(db, userId, schoolClass.id, '2026-11-26', 'p2', {
      start_time: '09:40',
      end_time: '10:30',
    });
  }
}

const db = await openReplica(crypto.randomUUID());
if (params.get('empty') !== '1') {
  await seedAnalyticsGaps(db, userId);
  await seedYear8(db);
  await seedManyUntaught(db, userId, 60);
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <ThemeProvider>
    <SessionProvider source={createMemorySessionSource(session)}>
      <ReplicaContext value={createReplicaHandle(db)}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
        <ThemedToaster />
      </ReplicaContext>
    </SessionProvider>
  </ThemeProvider>,
);
