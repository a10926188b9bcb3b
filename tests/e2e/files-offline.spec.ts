import { expect, test, type Page } from '@playwright/test';
import { signInAs, signedInUserId } from './support/session';
import { waitForServiceWorker } from './support/service-worker';

// Issue 15 "Files for real" against `npm start`'s stack: a PDF uploads through /storage/v1 and
// opens offline after a reload; an image attached to a lesson offline waits, survives a reload and
// uploads once back online; a second browser then sees both.
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

test('a PDF uploads and opens offline after a reload; an image attached to a lesson offline uploads when back online, and a second browser sees both', async ({
  page,
  context,
  browser,
}) => {
  const word = `fz${Date.now().toString(36)}`;
  const pdfTitle = `Forces worksheet ${word}`;
  const imageName = `board-${word}.png`;
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

  // Offline, an image attached to a lesson waits on the device and says so.
  await page.getByTestId('sidebar').getByRole('link', { name: 'Planner' }).click();
  const card = page.locator('button[data-lesson-id]').first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.click();
  const panel = page.getByRole('dialog');
  const linked = panel.getByRole('region', { name: 'Linked resources' });
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    linked.getByRole('button', { name: 'Attach a file' }).click(),
  ]);
  await chooser.setFiles({ name: imageName, mimeType: 'image/png', buffer: PNG });
  await expect(linked.getByRole('button', { name: `Remove ${imageName}` })).toBeVisible();
  await expect(
    linked.getByText('Waiting to upload — will upload when you are back online'),
  ).toBeVisible();

  // Reloaded, still offline: the attachment is on the device and opens from it.
  await page.reload();
  await expect(
    page.getByRole('dialog').getByRole('region', { name: 'Linked resources' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  await context.setOffline(false);
  await expect(page.getByRole('banner').getByText('Up to date')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => serverObjectNames(page, userId)).toContain(imageName);

  // A second browser (its own device storage) sees both files, and the lesson the image is in.
  const second = await browser.newContext();
  const other = await second.newPage();
  await signInAs(other, 'teacher');
  await other.goto('/resources');
  const list = other.getByRole('list', { name: 'Resources' });
  await expect(list.getByRole('heading', { name: pdfTitle })).toBeVisible({ timeout: 30_000 });
  await list.getByRole('link', { name: imageName }).click();
  await expect(other.getByRole('heading', { name: 'Used in 1 lesson' })).toBeVisible();
  await second.close();
});
