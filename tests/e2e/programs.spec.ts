import { expect, test, type Page } from '@playwright/test';
import { chooseOption } from './support/kit-select';
import { signInAs } from './support/session';

// Issue 15's programs flow against `npm start`'s stack, with the seeded school: the owner shares a
// program with the school, a colleague (the demo teacher) signs in in a second browser context,
// applies it to their class, sees the lessons in the planner, and Undo takes them off. Two sign-ins
// and the teacher's first sync of a term of demo lessons make it long; every wait is on a condition.
test.describe.configure({ timeout: 180_000 });

const CLASS = '8 Science';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Wed 25 Nov 2026' (the preview's date) → '2026-11-25'. */
function isoDate(label: string): string {
  const [, day, month, year] = label.trim().split(' ');
  const monthNumber = MONTHS.indexOf(month ?? '') + 1;
  return `${year}-${String(monthNumber).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

async function expectInSync(page: Page) {
  await expect(page.getByRole('banner').getByText('Up to date')).toBeVisible({ timeout: 30_000 });
}

/** Creates a program shared with the school, with two one-period items; answers its id. */
async function shareProgram(page: Page, name: string, items: readonly string[]) {
  await page.goto('/programs');
  await page.getByRole('button', { name: /^(New program|Create your first program)$/ }).click();
  const form = page.getByRole('dialog', { name: 'New program' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Stage' }).fill('Stage 4');
  await form.getByRole('radio', { name: /My school/ }).check();
  await form.getByRole('button', { name: 'Create program' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  for (const [index, title] of items.entries()) {
    await page
      .getByRole('button', { name: index === 0 ? 'Add the first item' : 'Add item' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'New item' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Objectives' }).fill(`Objectives of ${title}`);
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
  }
  return new URL(page.url()).searchParams.get('program')!;
}

test('share a program with the school; a colleague applies it to their class, sees the lessons in the planner, and undoes it', async ({
  page,
  browser,
}) => {
  const run = Date.now().toString(36);
  const name = `Forces ${run}`;
  const items = [`Pushes and pulls ${run}`, `Balanced forces ${run}`] as const;

  await page.goto('/programs');
  await expect(page).toHaveURL(/\/login/);
  await signInAs(page, 'owner');
  const programId = await shareProgram(page, name, items);
  await expectInSync(page);

  // The colleague, on their own device.
  const colleague = await browser.newContext();
  const programs = await colleague.newPage();
  await programs.goto(`/programs?program=${programId}`);
  await expect(programs).toHaveURL(/\/login/);
  await signInAs(programs, 'teacher');
  await programs.goto(`/programs?program=${programId}`);
  await expect(programs.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(programs.getByText(/Read-only: apply it to your classes/)).toBeVisible();
  await expect(programs.getByRole('button', { name: 'Edit details' })).toHaveCount(0);

  const panel = programs.getByRole('region', { name: 'Apply to a class' });
  await chooseOption(panel.getByRole('combobox', { name: 'Class' }), CLASS);
  // The demo seed plans the next few teaching days ahead: near a term's end too few unplanned
  // lessons remain for skipping, so the program replaces them (Undo restores them as they were).
  await panel.getByRole('radio', { name: 'Replace them with the program' }).check();
  await panel.getByRole('button', { name: 'Preview' }).click();
  const preview = panel.getByRole('table', {
    name: new RegExp(`^2 lessons of ${CLASS} will be planned`),
  });
  await expect(preview).toBeVisible();
  const firstDate = isoDate(
    (await preview.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '',
  );
  await panel.getByRole('button', { name: 'Apply to 2 lessons' }).click();
  const undo = programs.getByRole('button', { name: 'Undo' });
  // Hovering the toast keeps it open (sonner pauses its timer) while the planner is checked.
  await undo.hover();

  const planner = await colleague.newPage();
  await planner.goto(`/planner?week=${firstDate}`);
  await expect(planner.getByText(items[0]).first()).toBeVisible({ timeout: 20_000 });
  // The class says it follows the program, and how far through it is.
  const classes = await colleague.newPage();
  await classes.goto('/settings/classes');
  await expect(classes.getByRole('list', { name: `Programs ${CLASS} follows` })).toContainText(
    `${name}: 0 of 2 items taught, 2 planned`,
    { timeout: 20_000 },
  );
  await classes.close();

  await undo.click();
  await expect(programs.getByText(`${name} taken off the lessons of ${CLASS}`)).toBeVisible();
  await planner.reload();
  // The week's other lessons of the class are back before the absence is checked.
  await expect(planner.getByText(CLASS).first()).toBeVisible({ timeout: 20_000 });
  await expect(planner.getByText(items[0])).toHaveCount(0);
  await expectInSync(planner);
  await colleague.close();
});
