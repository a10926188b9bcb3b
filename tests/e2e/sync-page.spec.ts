import { expect, test } from '@playwright/test';
import { signInAs, signedInUserId } from './support/session';

test("a signed-in user's replica syncs in the browser and /settings/sync lists what waits", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signInAs(page, 'teacher');
  await page.goto('/settings/sync');

  await expect(page.getByRole('heading', { level: 1, name: 'Sync' })).toBeVisible();
  for (const name of [
    'Changes the server refused',
    'Text replaced by another edit',
    'Feedback waiting to be sent',
  ])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  // The per-user Dexie database exists and the engine reached the server: the header says so.
  const userId = await signedInUserId(page);
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)))
    .toContain(`lesson-planner.${userId}`);
  await expect(page.getByRole('banner').getByText('Up to date')).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});
