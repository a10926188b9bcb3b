import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { FeedbackChat, queuedOnDevice, serverReports } from './pages/feedback-chat';
import { signedInUserId, signInAs } from './support/session';
import { waitForServiceWorkerControl } from './support/service-worker';

// Issue 17 item 1: the feedback chat from idle to a report stored on the server, online and
// offline (queued, sent once back online, stored once), axe-clean in both themes and at the
// laptop and portrait-tablet sizes, and its button clear of the page's own controls.
test.describe.configure({ timeout: 90_000 });

const VIEWPORTS = [
  { name: 'laptop', width: 1366, height: 900 },
  { name: 'portrait tablet', width: 820, height: 1180 },
] as const;

/** A word no other run or test writes, to find this test's report among the user's. */
const uniqueMarker = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The header's sync indicator after a finished round: the replica is open, the sender runs. */
const expectInSync = (page: Page) =>
  expect(page.getByRole('banner').getByText('Up to date')).toBeVisible({ timeout: 30_000 });

test('online: from idle to a submitted report, stored on the server as written', async ({
  page,
}) => {
  const marker = uniqueMarker('online');
  await signInAs(page, 'solo');
  await page.goto('/dashboard?from=e2e');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const chat = new FeedbackChat(page);

  await chat.open();
  await expect(chat.log).toHaveAttribute('aria-live', 'polite');
  await expect(chat.lastMessage()).toContainText('What happened, or what would you like to see?');
  // Send is disabled while the message is blank.
  await expect(chat.dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await chat.reportBug(marker);
  await chat.submitButton.click();

  await expect(chat.dialog).toBeHidden();
  await expect(page.getByText('Thank you: your feedback was sent.')).toBeVisible();
  const stored = await serverReports(page, marker);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.metadata).toMatchObject({
    category: 'bug',
    severity: 'high',
    expectedBehavior: 'A CSV file with the week',
    actualBehavior: 'An empty file',
    reproductionSteps: 'Planner, More, Export',
    impact: 'I cannot share my plans',
    attachments: [],
  });
  // The page's path only (no query), the app version, the device kind and online: nothing else.
  expect(stored[0]?.context).toMatch(
    /^page: \/dashboard\napp version: \d+\.\d+\.\d+\S*\ndevice: desktop\nonline: yes$/,
  );

  // Reopened, the chat starts afresh.
  await chat.open();
  await expect(chat.log.getByRole('listitem')).toHaveCount(1);
});

test('offline: the report is queued, sent once back online, and stored once', async ({
  page,
  context,
}) => {
  const marker = uniqueMarker('offline');
  await signInAs(page, 'viewer');
  const userId = await signedInUserId(page);
  await page.goto('/dashboard');
  await expectInSync(page);
  // The chat's chunk and the queue's load from the precache with no network.
  await waitForServiceWorkerControl(page);
  const chat = new FeedbackChat(page);

  await context.setOffline(true);
  await chat.open();
  await expect(chat.dialog.getByText(/You're offline/)).toBeVisible();
  await chat.reportBug(marker);
  await chat.submitButton.click();
  await expect(chat.lastMessage()).toContainText('it will be sent when the device is back online');
  await expect(chat.submitButton).toBeHidden();
  expect(await queuedOnDevice(page, userId)).toBe(1);
  await page.keyboard.press('Escape');
  await expect(chat.dialog).toBeHidden();

  await context.setOffline(false);
  await expect.poll(() => queuedOnDevice(page, userId), { timeout: 30_000 }).toBe(0);
  const stored = await serverReports(page, marker);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.context).toMatch(/\nonline: no$/);

  // A reload starts the sender again: the queue is empty, so nothing is sent twice.
  await page.reload();
  await expectInSync(page);
  expect(await queuedOnDevice(page, userId)).toBe(0);
  expect(await serverReports(page, marker)).toHaveLength(1);
});

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: the button covers none of the page's controls, and no dialog's`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'teacher');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const chat = new FeedbackChat(page);
    await expect(chat.button).toBeVisible();

    // Bottom right, inside the viewport.
    const box = (await chat.button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.x).toBeGreaterThan(viewport.width / 2);
    expect(box.y).toBeGreaterThan(viewport.height / 2);

    // Scrolled to the end, the page's last control is not under the button.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const covered = await page.evaluate(() => {
      const controls = [...document.querySelectorAll('main a[href], main button, main input')];
      return controls.filter((control) => {
        const rect = control.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return false;
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return (
          hit !== null && !control.contains(hit) && hit.closest('[data-slot="feedback-button"]')
        );
      }).length;
    });
    expect(covered).toBe(0);

    // The planner's lesson panel (a modal) sits over the button, which leaves the page's
    // accessibility tree while it is open.
    await page.goto('/planner');
    const card = page.locator('button[data-lesson-id]').first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    await card.click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByLabel('Title')).toBeVisible({ timeout: 15_000 });
    await expect(chat.button).toHaveCount(0);
    const onTop = await page.evaluate(() => {
      const button = document.querySelector('[data-slot="feedback-button"]');
      if (!button) return null;
      const rect = button.getBoundingClientRect();
      return button.contains(
        document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2),
      );
    });
    expect(onTop).toBe(false);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`${viewport.name} (${scheme}): the open chat has no serious or critical accessibility violations`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      await signInAs(page, 'owner');
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      const chat = new FeedbackChat(page);
      await chat.open();
      // A conversation with both kinds of message and the quick replies showing.
      await chat.say('Something looks odd on the dashboard');
      await expect(chat.dialog.getByRole('group', { name: 'Kind of feedback' })).toBeVisible();

      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    });
  }
}
