import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';

// Reordering a program's items by dragging a row's handle with the mouse (dnd-kit's pointer
// sensor needs a real layout, so this is a browser test; the Move up/down buttons, the keyboard
// way, are covered by the programs page tests). A private program of the demo owner's.
test.describe.configure({ timeout: 90_000 });

const titles = (page: Page) =>
  page
    .getByRole('heading', { level: 3 })
    .evaluateAll((headings) => headings.map((heading) => heading.textContent ?? ''));

test("drag a program item's handle onto the first row: it moves there, and the order survives a reload", async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const items = [`Speed ${run}`, `Velocity ${run}`, `Acceleration ${run}`];
  await signInAs(page, 'owner');
  await page.goto('/programs');
  await page.getByRole('button', { name: /^(New program|Create your first program)$/ }).click();
  const form = page.getByRole('dialog', { name: 'New program' });
  await form.getByRole('textbox', { name: 'Name' }).fill(`Motion ${run}`);
  await form.getByRole('button', { name: 'Create program' }).click();
  await expect(page.getByRole('heading', { name: `Motion ${run}`, level: 1 })).toBeVisible();
  for (const [index, title] of items.entries()) {
    await page
      .getByRole('button', { name: index === 0 ? 'Add the first item' : 'Add item' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'New item' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
  }
  await expect.poll(() => titles(page)).toEqual(items);

  // The handle loads after the first paint (dnd-kit is its own chunk).
  const handle = page.getByRole('button', { name: `Drag ${items[2]}` });
  const target = page.getByRole('heading', { name: items[0], level: 3 });
  await expect(handle).toBeVisible();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the 6 px activation distance first, then onto the first row in steps.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(to.x + 10, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();

  const moved = [items[2], items[0], items[1]];
  await expect.poll(() => titles(page)).toEqual(moved);
  await page.reload();
  await expect(page.getByRole('heading', { name: items[0], level: 3 })).toBeVisible();
  await expect.poll(() => titles(page)).toEqual(moved);
});
