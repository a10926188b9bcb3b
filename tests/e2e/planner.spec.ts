import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import {
  PlannerPage,
  pinBrowserClock,
  registerPlannerUser,
  secondDevice,
  TERM,
} from './pages/planner-pages';
import { chooseOption } from './support/kit-select';
import { signInAs } from './support/session';
import { waitForServiceWorker, waitForServiceWorkerControl } from './support/service-worker';

// Each test registers its own solo teacher and sets up a planner through the UI (~15 s).
test.describe.configure({ timeout: 90_000 });

const MONDAY = 0;
const WEDNESDAY = 2;

test('plan a lesson, edit it offline, reload: kept; back online it syncs to another device', async ({
  page,
  context,
  browser,
}) => {
  const user = await registerPlannerUser(page);
  const planner = new PlannerPage(page);
  const monday = planner.card('Period 1', MONDAY);
  await planner.open(monday);
  await planner.typeTitle('Photosynthesis');
  await planner.close();
  await expect(monday).toContainText('Photosynthesis');
  await planner.expectInSync();

  await waitForServiceWorker(page);
  await context.setOffline(true);
  await planner.open(monday);
  await planner.typeTitle('Photosynthesis offline', 'Saved on this device');
  await page.reload();
  // The URL still names the lesson, so the panel opens again, with the offline edit.
  await expect(planner.panel.getByLabel('Title')).toHaveValue('Photosynthesis offline', {
    timeout: 15_000,
  });
  await planner.close();
  await expect(planner.card('Period 1', MONDAY)).toContainText('Photosynthesis offline');

  await context.setOffline(false);
  await planner.expectInSync();

  const other = await secondDevice(browser, user);
  await expect(other.planner.card('Period 1', MONDAY)).toContainText('Photosynthesis offline', {
    timeout: 20_000,
  });
  await other.context.close();
});

test('a new device that never opened a lesson opens one offline: the panel comes from the precache', async ({
  page,
  browser,
}) => {
  const user = await registerPlannerUser(page);
  const context = await browser.newContext();
  await pinBrowserClock(context);
  const fresh = await context.newPage();
  // The first page this device loads: no service worker controls it yet.
  await signInAs(fresh, user);
  await fresh.getByRole('link', { name: 'Planner' }).first().click();
  const planner = new PlannerPage(fresh);
  await expect(planner.card('Period 1', MONDAY)).toBeVisible({ timeout: 20_000 });
  await waitForServiceWorkerControl(fresh);

  await context.setOffline(true);
  await planner.open(planner.card('Period 1', MONDAY));
  await expect(fresh.getByText('Something went wrong')).toHaveCount(0);
  await context.close();
});

test('bump forward: the preview lists old → new, apply moves the lesson, Undo restores it', async ({
  page,
}) => {
  await registerPlannerUser(page);
  const planner = new PlannerPage(page);
  const monday = planner.card('Period 1', MONDAY);
  const lessonId = await monday.getAttribute('data-lesson-id');
  await planner.open(monday);
  await planner.typeTitle('Bumped lesson');

  await planner.panel.getByRole('button', { name: 'Bump forward one slot' }).click();
  const preview = page.getByRole('dialog', { name: 'Bump forward one slot' });
  await expect(preview).toBeVisible();
  const firstMove = preview.getByRole('row').nth(1);
  await expect(firstMove.getByRole('cell').nth(0)).toHaveText('Mon 23 Nov 2026, Period 1');
  await expect(firstMove.getByRole('cell').nth(1)).toHaveText('Wed 25 Nov 2026, Period 1');
  await preview.getByRole('button', { name: 'Apply' }).click();
  await expect(preview).toBeHidden();
  await expect(planner.panel.getByText('Moved', { exact: false })).toBeVisible();

  const moved = page.locator(`button[data-lesson-id="${lessonId}"]`);
  await expect(planner.cell('Period 1', WEDNESDAY).locator(moved)).toContainText('Bumped lesson');
  // The term was generated to its end: the empty lesson at the end takes the slot freed here.
  await expect(planner.cell('Period 1', MONDAY)).not.toContainText('Bumped lesson');

  await planner.panel.getByRole('button', { name: 'Undo bump' }).click();
  // A refusal would show as an error toast instead (it once did: the pull had respelt the moved
  // lessons' times as HH:MM:SS, so the undo took them for moved elsewhere).
  await expect(page.getByText('Bump undone')).toBeVisible();
  await expect(planner.panel.getByText('Mon 23 Nov 2026, Period 1')).toBeVisible();
  await planner.close();
  await expect(planner.cell('Period 1', MONDAY).locator(moved)).toContainText('Bumped lesson');
  await expect(planner.card('Period 1', WEDNESDAY)).toHaveCount(1);
  await expect(planner.card('Period 1', WEDNESDAY)).not.toContainText('Bumped lesson');
});

test('a past lesson needs reflection: complete with a reflection, the card says Completed', async ({
  page,
}) => {
  await registerPlannerUser(page);
  const planner = new PlannerPage(page);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page.locator('table[data-week-start="2026-11-16"]')).toBeVisible();
  const past = planner.card('Period 1', MONDAY);
  await expect(past).toContainText('Needs reflection');

  await planner.open(past);
  const reflection = planner.panel.getByRole('form', { name: 'Reflection' });
  const rate = (question: string, choice: string) =>
    reflection.getByRole('radiogroup', { name: question }).getByText(choice).click();
  await rate('How well did the lesson go?', '4 Very good');
  await rate('How satisfied are you?', '5 Excellent');
  await rate('How effective was your teaching?', '3 Good');
  await reflection.getByRole('button', { name: 'Complete with reflection' }).click();
  await expect(page.getByText('Completed with reflection')).toBeVisible();
  await planner.close();
  await expect(past).toContainText('Completed');
});

test('the same title edited offline on two devices: the replaced text shows on /settings/sync and Restore brings it back', async ({
  page,
  context,
  browser,
}) => {
  const user = await registerPlannerUser(page);
  const planner = new PlannerPage(page);
  const monday = planner.card('Period 1', MONDAY);
  await planner.open(monday);
  await planner.typeTitle('Shared start');
  await planner.close();
  await planner.expectInSync();

  const other = await secondDevice(browser, user);
  await expect(other.planner.card('Period 1', MONDAY)).toContainText('Shared start', {
    timeout: 20_000,
  });
  await other.planner.expectInSync();

  // Panels open while online: a device that has just loaded may not have cached the panel's chunk.
  await planner.open(monday);
  await other.planner.open(other.planner.card('Period 1', MONDAY));
  await context.setOffline(true);
  await other.context.setOffline(true);
  await planner.typeTitle('First device text', 'Saved on this device');
  await other.planner.typeTitle('Second device text', 'Saved on this device');

  // The first device syncs first; the second one's push then replaces its text on the server.
  await context.setOffline(false);
  await planner.expectInSync();
  await other.context.setOffline(false);
  await other.planner.expectInSync();

  // The first device's text was replaced: the conflict reaches it with the next pull.
  await page.goto('/settings/sync');
  const restore = page.getByRole('button', { name: /^Restore replaced title/ });
  await expect(async () => {
    await page.reload();
    await expect(restore).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('First device text')).toBeVisible();
  await restore.click();
  await expect(restore).toBeHidden();

  await planner.goto();
  await expect(planner.card('Period 1', MONDAY)).toContainText('First device text');
  await other.context.close();
});

test('export all lessons as .ics: VEVENTs with the lesson titles and @lesson-planner UIDs', async ({
  page,
}) => {
  await registerPlannerUser(page);
  const planner = new PlannerPage(page);
  await planner.open(planner.card('Period 1', MONDAY));
  await planner.typeTitle('Exported lesson');
  await planner.close();

  await planner.moreAction('Export calendar…');
  const dialog = page.getByRole('dialog', { name: 'Export lessons as a calendar file' });
  await chooseOption(dialog.getByLabel('Lessons of'), 'All my classes');
  await dialog.getByLabel('From').fill(TERM.start);
  await dialog.getByLabel('To').fill(TERM.end);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download .ics' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);

  const text = await readFile((await download.path())!, 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
  // Monday and Wednesday of every week of the term: 11 weeks.
  expect(events.length).toBe(22);
  for (const event of events) expect(event.uid).toMatch(/@lesson-planner$/);
  expect(events.map((event) => event.summary)).toContainEqual(
    expect.stringContaining('Exported lesson'),
  );
  expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
});
