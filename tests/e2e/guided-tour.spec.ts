import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { TOUR_STEPS } from '../../src/features/guided-tour/model/tour-steps';
import { GuidedTour } from './pages/guided-tour';
import { OnboardingPages } from './pages/onboarding-pages';
import { ProfilePage } from './pages/profile-page';
import { RegisterPage } from './pages/register-page';
import { waitForServiceWorker } from './support/service-worker';
import { freshEmail, signedInUserId } from './support/session';

// Issue 17 item 2: the guided tour as a new teacher meets it. Every wait is on a condition; the
// one measure of time (the start delay) is taken inside the page.
test.describe.configure({ timeout: 150_000 });

const FIRST_STEP = TOUR_STEPS[0]!;
const LAST = TOUR_STEPS.length;

/** A new solo teacher on the dashboard, as the tour's audience arrives there. */
async function registerSoloTeacher(page: Page) {
  await page.goto('/register');
  await new RegisterPage(page).register({
    fullName: 'Tia Tour',
    email: freshEmail('tour'),
    password: 'a long enough password',
  });
  // Under load account set-up has failed once with 'Try again' (see registerPlannerUser).
  const retry = page.getByRole('button', { name: 'Try again' });
  const choice = page.getByRole('heading', { level: 1, name: 'How will you use Lesson Planner?' });
  await expect(choice.or(retry)).toBeVisible({ timeout: 20_000 });
  if (await retry.isVisible()) await retry.click();
  const onboarding = new OnboardingPages(page);
  await onboarding.expectChoice();
  await onboarding.chooseSolo();
  await onboarding.finishTeachingDetails({ subject: 'Science', year: 8 });
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The tour waits for the profile, which reaches a new device with its first pull: in a loaded
  // CI run (two browsers and the stack on two cores) once more than the 15 s each step is given.
  await expect(new GuidedTour(page).marker).toHaveAttribute('data-guided-tour', /^(due|running)$/, {
    timeout: 45_000,
  });
}

type TourTimes = { heading?: number; dialog?: number };

/** Notes, in the page's own clock, when the dashboard's heading and the tour first appear. */
async function timeTheStart(page: Page) {
  await page.addInitScript(() => {
    const times: { heading?: number; dialog?: number } = {};
    Object.assign(window, { __tourTimes: times });
    new MutationObserver(() => {
      if (
        times.heading === undefined &&
        [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Dashboard')
      ) {
        times.heading = performance.now();
      }
      if (times.dialog === undefined && document.querySelector('.driver-popover')) {
        times.dialog = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The profile row's tour flag in this device's replica (IndexedDB), or null before it arrives. */
async function storedTourCompleted(page: Page): Promise<boolean | null> {
  const userId = await signedInUserId(page);
  return page.evaluate(
    (id) =>
      new Promise<boolean | null>((resolve, reject) => {
        const open = indexedDB.open(`lesson-planner.${id}`);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('profiles').objectStore('profiles').get(id);
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            const row = read.result as { guided_tour_completed?: boolean } | undefined;
            resolve(row?.guided_tour_completed ?? null);
          };
        };
      }),
    userId,
  );
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(blocking.map((v) => `${where} ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test('a new teacher: the tour starts about a second after the dashboard, walks its 17 steps across the pages with Next, and does not come back after a reload; Restart on the profile and on Help starts it again', async ({
  page,
}) => {
  await timeTheStart(page);
  await registerSoloTeacher(page);
  const tour = new GuidedTour(page);

  await tour.expectStep(1, FIRST_STEP);
  const times = await page.evaluate(
    () => (window as { __tourTimes?: TourTimes }).__tourTimes ?? {},
  );
  expect(times.heading).toBeDefined();
  expect((times.dialog ?? 0) - (times.heading ?? 0)).toBeGreaterThanOrEqual(900);

  // Dashboard, planner, analytics, resources, settings: each step on its page, at its element.
  for (const [index, step] of TOUR_STEPS.entries()) {
    await tour.expectStep(index + 1, step);
    await (index === LAST - 1 ? tour.finish : tour.next).click();
  }
  await expect(tour.dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings$/);
  await expect.poll(() => storedTourCompleted(page)).toBe(true);

  // A reload of the dashboard: the profile says completed, so it stays away.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await tour.expectSeen();

  // Restart from the profile: back to the first step on the dashboard.
  await new ProfilePage(page).goto();
  await page.getByRole('button', { name: 'Restart the guided tour' }).click();
  await tour.expectStep(1, FIRST_STEP);
  await expect(tour.previous).toBeDisabled();
  await tour.next.click();
  await tour.expectStep(2, TOUR_STEPS[1]!);
  await tour.previous.click();
  await tour.expectStep(1, FIRST_STEP);
  await page.keyboard.press('Escape');
  await tour.expectSeen();

  // Restart from Help.
  await page.goto('/help');
  await page.getByRole('button', { name: 'Restart the tour' }).click();
  await tour.expectStep(1, FIRST_STEP);
  await tour.skip.click();
  await tour.expectSeen();
  await expect.poll(() => storedTourCompleted(page)).toBe(true);
});

test.describe('on a portrait tablet (820×1180)', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('by keyboard: focus on each step, the menu step at the menu button (the sidebar is a closed drawer), ← goes back, Esc skips offline and the tour stays away after an offline reload', async ({
    page,
    context,
  }) => {
    await registerSoloTeacher(page);
    const tour = new GuidedTour(page);

    for (const [index, step] of TOUR_STEPS.entries()) {
      await tour.expectStep(index + 1, step);
      if (step.anchor === 'sidebar-nav') {
        await expect(tour.highlighted).toHaveAttribute('data-tour', 'sidebar-toggle');
      }
      const box = await tour.dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(820);
      const move = index === LAST - 1 ? tour.finish : tour.next;
      await expect(move).toBeFocused();
      if (index < LAST - 1) await page.keyboard.press('Enter');
    }

    await page.keyboard.press('ArrowLeft');
    await tour.expectStep(LAST - 1, TOUR_STEPS[LAST - 2]!);
    await expect(tour.next).toBeFocused();

    // Offline, Esc skips; the completion waits in the outbox and holds across a reload.
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.keyboard.press('Escape');
    await expect(tour.dialog).toHaveCount(0);
    await expect.poll(() => storedTourCompleted(page)).toBe(true);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await tour.expectSeen();
  });
});

test('the open tour has no serious or critical accessibility violations, in light and in dark, and its popover follows the theme', async ({
  page,
}) => {
  await registerSoloTeacher(page);
  const tour = new GuidedTour(page);
  const backgrounds: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

    await tour.expectStep(1, FIRST_STEP);
    backgrounds.push(
      await page.locator('.driver-popover').evaluate((el) => getComputedStyle(el).backgroundColor),
    );
    await expectNoSeriousViolations(page, `step 1 (${scheme})`);
    await tour.next.click();
    await tour.expectStep(2, TOUR_STEPS[1]!);
    await expectNoSeriousViolations(page, `step 2 (${scheme})`);
    await tour.previous.click();
  }
  expect(backgrounds[0]).not.toBe(backgrounds[1]);
});
