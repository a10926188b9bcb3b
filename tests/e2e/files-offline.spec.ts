import { expect, test, type Page } from '@playwright/test';
import { signInAs, signedInUserId } from './support/session';
import { waitForServiceWorker } from './support/service-worker';

// Issue 15 "Files for real" against `npm start`'s stack: a PDF uploads through /storage/v1 and
// opens offline after a reload; an image added offline waits and uploads once back online.
test.describe.configure({ timeout: 120_000 });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function addFile(
  page: Page,
  title: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page
    .getByRole('button', { name: /^(New resource|Add your first resource)$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'New resource' });
  await dialog.getByRole('radio', { name: /^File/ }).check();
  await dialog.getByLabel('File', { exact: true }).setInputFiles(file);
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('button', { name: 'Create resource' }).click();
  await expect(dialog).toBeHidden();
}

/** The names of this user's objects on the server, read with their own token (RLS applies). */
async function serverObjectNames(page: Page, userId: string): Promise<string[]> {
  return page.evaluate(async (owner) => {
    const session = JSON.parse(localStorage.getItem('lesson-planner.auth') ?? '{}') as {
      access_token?: string;
    };
    const config = (await (await fetch('/config.json')).json()) as { supabaseAnonKey: string };
    const headers = {
      apikey: config.supabaseAnonKey,
      Authorization: `Bearer ${session.access_token}`,
      'Content-Type': 'application/json',
    };
    const list = async (prefix: string) =>
      (await (
        await fetch('/storage/v1/object/list/resources', {
          method: 'POST',
          headers,
          body: JSON.stringify({ prefix, limit: 1000 }),
        })
      ).json()) as Array<{ name: string; id: string | null }>;
    const names: string[] = [];
    for (const folder of await list(owner)) {
      for (const object of await list(`${owner}/${folder.name}`)) names.push(object.name);
    }
    return names;
  }, userId);
}

test('a PDF uploads and opens offline after a reload; an image added offline uploads when back online', async ({
  page,
  context,
}) => {
  const word = `fz${Date.now().toString(36)}`;
  const pdfTitle = `Forces worksheet ${word}`;
  const imageTitle = `Board photo ${word}`;
  await signInAs(page, 'teacher');
  const userId = await signedInUserId(page);
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible({
    timeout: 15_000,
  });

  await addFile(page, pdfTitle, {
    name: `forces-${word}.pdf`,
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByRole('heading', { name: pdfTitle })).toBeVisible();
  // Synced means pushed, and the row is pushed only after its file is up.
  await expect(page.getByRole('banner').getByText('Up to date')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => serverObjectNames(page, userId)).toContain(`forces-${word}.pdf`);

  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  const open = page.getByRole('button', { name: `Open: ${pdfTitle}` });
  await expect(open).toBeVisible({ timeout: 15_000 });
  // The PDF opens in the browser's viewer in a new tab, from this device's copy (no network).
  const [viewer] = await Promise.all([page.waitForEvent('popup'), open.click()]);
  await expect.poll(() => viewer.url()).toMatch(/^blob:/);
  await viewer.close();

  // Offline, an image waits on the device and says so.
  await addFile(page, imageTitle, {
    name: `board-${word}.png`,
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(
    page.getByText('Waiting to upload — will upload when you are back online'),
  ).toBeVisible();
  await page.getByRole('button', { name: `Preview: ${imageTitle}` }).click();
  await expect(page.getByRole('dialog', { name: imageTitle }).getByRole('img')).toBeVisible();
  await page
    .getByRole('dialog', { name: imageTitle })
    .getByRole('button', { name: 'Close' })
    .click();

  await context.setOffline(false);
  await expect(
    page.getByText('Waiting to upload — will upload when you are back online'),
  ).toBeHidden({
    timeout: 30_000,
  });
  await expect(page.getByRole('banner').getByText('Up to date')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => serverObjectNames(page, userId)).toContain(`board-${word}.png`);
});
