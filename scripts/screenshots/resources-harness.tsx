// The real routes, layouts and resources page in Vite's dev server, with a memory session and a
// real replica in the browser's IndexedDB (no stack needed), for screenshots.
// `?path=/resources…` (the list, a search, a detail), `?empty=1` (no resources), `?view=list`
// (the remembered list view). Run by resources-shots.ts.
import '@/index.css';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router/routes';
import { ThemeProvider } from '@/app/theme/theme-provider';
import { openReplica } from '@/db/replica-db';
import { ReplicaContext } from '@/db/replica-hooks';
import { createReplicaHandle } from '@/db/replica-hooks-live';
import { pulledClassRow, pulledLesson, TEST_SCHOOL_ID } from '@/db/test-support/pulled-rows';
import { pulledResource } from '@/features/resources/test-support/resource-rows';
import { VIEW_MODE_STORAGE_KEY } from '@/features/resources/components/use-view-mode';
import { SessionProvider } from '@/shared/lib/session/session-context';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import type { SessionState } from '@/shared/lib/session/session-source';

/** The note the detail shot opens. */
const NOTE_ID = 'd0000000-0000-4000-8000-000000000001';

const params = new URLSearchParams(location.search);
const path = params.get('path') ?? '/resources';
localStorage.setItem(VIEW_MODE_STORAGE_KEY, params.get('view') === 'list' ? 'list' : 'grid');
const userId = crypto.randomUUID();
const colleague = crypto.randomUUID();
const session: SessionState = {
  status: 'signed-in',
  user: {
    id: userId,
    email: 'teacher@hilltop.test',
    isDeveloper: false,
    role: 'TEACHER',
    schoolId: TEST_SCHOOL_ID,
    schoolName: 'Hilltop School',
    fullName: 'Terry Teacher',
    account: 'ready',
  },
};
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9)).toISOString();

const NOTE = `## Before the practical

- Goggles on **before** the Bunsen is lit
- Hair tied back, bags under the benches
- Report every breakage, however small

> Safety first: if in doubt, ask.

See the [CLEAPSS guidance](https://science.cleapss.org.uk) for the full list.`;

const db = await openReplica(userId);
if (!params.has('empty')) {
  await db.entity('profiles').put({
    id: colleague,
    user_id: colleague,
    full_name: 'Casey Nguyen',
    is_solo_user: false,
    school_id: TEST_SCHOOL_ID,
    guided_tour_completed: true,
    guided_tour_last_seen_at: null,
    is_developer: false,
    subjects: [],
    year_levels: [],
    created_at: at(1),
    updated_at: at(1),
    deleted_at: null,
    txid: '512',
  });
  const schoolClass = await pulledClassRow(db, userId, { name: '8 Science', subject: 'Science' });
  await pulledClassRow(db, userId, { name: '9 Science', subject: 'Science', year: 9 });
  const note = await pulledResource(db, userId, {
    id: NOTE_ID,
    kind: 'note',
    url: null,
    title: 'Lab safety rules',
    body: NOTE,
    description: 'Read with every class before their first practical.',
    tags: ['safety', 'practical'],
    years: [7, 8, 9],
    is_shared: true,
    created_at: at(2),
    updated_at: at(20),
  });
  const rows = [
    [
      'Forces and motion simulation',
      'https://phet.colorado.edu/en/simulations/forces-and-motion-basics',
      ['simulation', 'physics'],
      [8],
      'Drag the forces and watch the cart move.',
      'Science',
    ],
    [
      'Photosynthesis slides',
      'https://example.com/photosynthesis',
      ['biology', 'revision'],
      [9, 10],
      null,
      'Science',
    ],
    [
      'Fraction wall printable',
      'https://example.com/fraction-wall.pdf',
      ['numeracy'],
      [7],
      'One page, A4 landscape.',
      'Mathematics',
    ],
    ['Email the head of science', 'mailto:head.science@hilltop.test', [], [], null, null],
  ] as const;
  for (const [i, [title, url, tags, years, description, subject]] of rows.entries())
    await pulledResource(db, userId, {
      title,
      url,
      tags: [...tags],
      years: [...years],
      description,
      subject,
      created_at: at(3 + i),
      updated_at: at(10 + i),
    });
  await pulledResource(db, colleague, {
    title: 'Year 10 electricity practical booklet with a very long title that has to wrap nicely',
    url: 'https://example.com/electricity',
    tags: ['physics', 'practical', 'assessment'],
    years: [10],
    is_shared: true,
    description: 'The circuits practical, with a marking rubric.',
    created_at: at(4),
    updated_at: at(18),
  });
  for (const [day, title] of [
    [19, 'Safety briefing'],
    [24, 'Density practical'],
  ] as const) {
    const lesson = await pulledLesson(db, userId, schoolClass.id, `2026-11-${day}`, 'p1', {
      title,
      status: 'PLANNED',
    });
    await db.entity('lesson_resources').put({
      id: crypto.randomUUID(),
      owner_id: userId,
      lesson_id: lesson.id,
      resource_id: note.id,
      created_at: at(day),
      updated_at: at(day),
      deleted_at: null,
      txid: '512',
    });
  }
  for (let day = 25; day <= 30; day += 1)
    await pulledLesson(db, userId, schoolClass.id, `2026-11-${day}`, 'p2');
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <ThemeProvider>
    <SessionProvider source={createMemorySessionSource(session)}>
      <ReplicaContext value={createReplicaHandle(db)}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
      </ReplicaContext>
    </SessionProvider>
  </ThemeProvider>,
);
