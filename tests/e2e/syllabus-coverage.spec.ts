import { expect, test } from '@playwright/test';
import { ClassCoveragePage } from './pages/coverage-page';
import { CLASS_NAME, PlannerPage, registerPlannerUser, secondDevice } from './pages/planner-pages';
import { setClassSyllabus } from './pages/syllabus-class-form';
import { SyllabusPointPicker } from './pages/syllabus-point-picker';
import { SyllabusUploadPage } from './pages/syllabus-upload-page';
import { signInAs } from './support/session';
import { waitForServiceWorker } from './support/service-worker';

// Issue 13's flow against `npm start`'s stack: a developer imports, a teacher plans against the
// syllabus, completes lessons and sees coverage, and an offline mastery edit reaches a second
// device. Account set-up, a timetable, term generation and two syncs make each test long on a
// loaded machine; every wait is on a condition.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const AC9_FILE = 'supabase/seed/curriculum/ac9-mathematics.rdf';
const AC9_NAME = 'Australian Curriculum v9.0 Mathematics';
const ACARA_NOTICE =
  /© Australian Curriculum, Assessment and Reporting Authority \(ACARA\), licensed under CC BY 4\.0/;
const MATHS_CLASS = '7 Maths';
const YEAR_7_POINTS = 30;
const MONDAY = 0;
const WEDNESDAY = 2;
/** The week before the pinned today (Mon 23 Nov 2026): its lessons are past and can be completed. */
const LAST_WEEK = '2026-11-16';

/** A syllabus of our own words in the CSV template, under a name no earlier run imported. */
function handMadeCsv() {
  const name = `E2E Geometry ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const rows = [
    'syllabus,subject,version,attribution,strand,sub_strand,stage,year,code,description,objectives,criteria',
    `${name},Mathematics,1,Written for the end-to-end test,Shapes,,Year 7,7,E2E-01,Name the parts of a circle,Label a diagram | Measure a radius,Names radius and diameter`,
    `${name},Mathematics,1,Written for the end-to-end test,Angles,Parallel lines,Year 7,7,E2E-02,Find angles on parallel lines,,`,
  ];
  return {
    name,
    file: {
      name: 'e2e-geometry.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${rows.join('\n')}\n`),
    },
  };
}

test('a developer imports a new CSV syllabus, then the AC9 Mathematics file: previewed, already up to date, importing again changes nothing', async ({
  page,
}) => {
  await signInAs(page, 'developer');
  const upload = new SyllabusUploadPage(page);
  await upload.goto();
  // The preview compares the file with this device's copy of the catalogue (the developer area has
  // no sync indicator): wait until the seed's AC9 syllabus and all its points have been pulled.
  await expect(upload.availableSyllabus(AC9_NAME)).toContainText('240 points', { timeout: 30_000 });
  await expect(upload.availableSyllabus(AC9_NAME)).toContainText(ACARA_NOTICE);

  const csv = handMadeCsv();
  await upload.choose(csv.file);
  await expect(upload.preview).toContainText('Read as CSV template');
  await upload.expectCounts({ Syllabuses: 1, Points: 2, Objectives: 2, Criteria: 1 });
  await expect(upload.change(csv.name)).toContainText('New syllabus. Points: 2 added');
  await upload.importFile();
  await expect(upload.reported(csv.name)).toContainText('(new)');
  await expect(upload.reported(csv.name)).toContainText(
    '2 added, 0 changed, 0 retired, 0 unchanged',
  );
  // The import asks the device to sync: the new syllabus is listed once its rows arrive.
  await expect(upload.availableSyllabus(csv.name)).toContainText('2 points', { timeout: 30_000 });

  await upload.choose(AC9_FILE);
  await expect(upload.preview).toContainText('Read as ACARA MRAC (RDF/XML)');
  await upload.expectCounts({
    Syllabuses: 1,
    Levels: 11,
    Strands: 63,
    Points: 240,
    Objectives: 996,
    Criteria: 185,
  });
  await expect(upload.preview.getByText(ACARA_NOTICE)).toBeVisible();
  // The demo seed published this file through the same importer (supabase/seed/demo-curriculum.ts).
  await expect(upload.change(AC9_NAME)).toContainText(
    'Already up to date — importing again changes nothing.',
  );
  await upload.importFile();
  await expect(upload.reported(AC9_NAME)).toContainText('(already up to date: nothing changed)');
  await expect(upload.reported(AC9_NAME)).toContainText(
    '0 added, 0 changed, 0 retired, 240 unchanged',
  );
  await expect(upload.reported(AC9_NAME)).toContainText(
    '0 added, 0 changed, 0 retired, 996 unchanged',
  );
});

test('a teacher follows Year 7 of AC9 Mathematics, links points to two lessons, completes them: coverage shows counts and dates; mastery set offline syncs to a second device', async ({
  page,
  context,
  browser,
}) => {
  const user = await registerPlannerUser(page);
  await setClassSyllabus(page, CLASS_NAME, {
    name: MATHS_CLASS,
    subject: 'Mathematics',
    year: 7,
    syllabus: new RegExp(`^${AC9_NAME}`),
    stage: 'Year 7',
  });

  const planner = new PlannerPage(page);
  await planner.goto(LAST_WEEK);
  const lessons = [
    { weekday: MONDAY, query: 'AC9M7N01', code: 'AC9M7N01', date: 'Mon 16 Nov 2026' },
    { weekday: WEDNESDAY, query: 'volume right prisms', code: 'AC9M7M02', date: 'Wed 18 Nov 2026' },
  ];
  for (const lesson of lessons) {
    const card = planner.card('Period 1', lesson.weekday);
    await expect(card).toContainText('Needs reflection');
    await planner.open(card);
    const picker = new SyllabusPointPicker(page, planner.panel);
    await expect(picker.section).toContainText(AC9_NAME);
    await picker.link(lesson.query, lesson.code);

    const reflection = planner.panel.getByRole('form', { name: 'Reflection' });
    const rate = (question: string, choice: string) =>
      reflection.getByRole('radiogroup', { name: question }).getByText(choice).click();
    await rate('How well did the lesson go?', '4 Very good');
    await rate('How satisfied are you?', '4 Very good');
    await rate('How effective was your teaching?', '3 Good');
    await reflection.getByLabel('Reflection notes').fill(`Went well: ${lesson.code}`);
    await reflection.getByRole('button', { name: 'Complete with reflection' }).click();
    await expect(page.getByText('Completed with reflection')).toBeVisible();
    await planner.close();
    await expect(card).toContainText('Completed');
    // The next lesson's toasts must be its own: let these time out first.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
  }

  const coverage = new ClassCoveragePage(page);
  await coverage.openFromClassList(MATHS_CLASS);
  await expect(page.getByTestId('syllabus-attribution')).toHaveText(ACARA_NOTICE);
  await expect(coverage.point('AC9M7N02')).toContainText('Not taught yet');
  await coverage.showTaught('Taught');
  await expect(coverage.points).toHaveCount(lessons.length);
  for (const lesson of lessons) {
    await expect(coverage.point(lesson.code)).toContainText(`Taught once · last ${lesson.date}`);
  }
  await expect(coverage.overall).toHaveAttribute(
    'aria-valuetext',
    `6.7%, 2 of ${YEAR_7_POINTS} points taught`,
  );
  expect(await coverage.overallPercentage()).toBeGreaterThan(0);
  const classId = coverage.classId();
  await planner.expectInSync();

  // A second device's first visit needs the network; this one keeps working without it.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await expect(page.getByRole('banner').getByText(/Offline/)).toBeVisible({ timeout: 15_000 });
  await coverage.mastery('AC9M7N01').selectOption('4');
  await expect(coverage.mastery('AC9M7N01')).toHaveValue('4');
  await expect(page.getByRole('banner').getByText(/1 unsynced/)).toBeVisible();
  await context.setOffline(false);
  await planner.expectInSync();
  await expect(page.getByRole('banner').getByText(/unsynced/)).toHaveCount(0);

  const other = await secondDevice(browser, user);
  const otherCoverage = new ClassCoveragePage(other.page);
  await otherCoverage.goto(classId, MATHS_CLASS);
  await expect(otherCoverage.mastery('AC9M7N01')).toHaveValue('4', { timeout: 30_000 });
  await expect(otherCoverage.point('AC9M7N01')).toContainText('Taught once · last Mon 16 Nov 2026');
  await other.context.close();
});
