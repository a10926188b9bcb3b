// Screenshots of the programs page (issue 15):
//   npx tsx scripts/screenshots/programs-shots.ts [outDir]   (default .local/shots/programs)
// Serves programs.html with Vite's dev server (the real routes and page, a replica in the
// browser's IndexedDB) at 1366×900 and 820×1180 in light and dark: the list, one program with an
// apply preview, the new-program form refusing a blank name, the empty state, the item editor
// (with its syllabus point picker open) and a colleague's shared program, read-only.
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { chooseOption } from '../../tests/e2e/support/kit-select';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from '../find-chromium';

const PROGRAM_ID = 'b0000000-0000-4000-8000-000000000001';
const SHARED_ID = 'b0000000-0000-4000-8000-000000000002';
const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 820, height: 1180 },
];
const THEMES = ['light', 'dark'] as const;

const executablePath = findChromium();
if (!executablePath) {
  console.error(CHROMIUM_MISSING_MESSAGE);
  process.exit(1);
}
const outDir = resolve(process.argv[2] ?? '.local/shots/programs');
await mkdir(outDir, { recursive: true });

const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
await server.listen();
const base = server.resolvedUrls?.local[0];
if (!base) throw new Error('Vite gave no local URL');
const harness = (path: string, extra = '') =>
  `${base}scripts/screenshots/programs.html?path=${encodeURIComponent(path)}${extra}`;

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });

const scenes: [string, string, string, (page: Page) => Promise<void>][] = [
  ['list', '/programs', '', (page) => page.getByRole('list', { name: 'Your programs' }).waitFor()],
  [
    'detail',
    `/programs?program=${PROGRAM_ID}`,
    '',
    async (page) => {
      const panel = page.getByRole('region', { name: 'Apply to a class' });
      await chooseOption(panel.getByRole('combobox', { name: 'Class' }), '8 Science');
      await panel.getByRole('button', { name: 'Preview' }).click();
      await panel.getByRole('table').waitFor();
    },
  ],
  [
    'new-invalid',
    '/programs',
    '',
    async (page) => {
      await page.getByRole('button', { name: 'New program' }).click();
      await page.getByRole('button', { name: 'Create program' }).click();
      await page.getByText('Enter a name for the program').waitFor();
    },
  ],
  [
    'item-editor',
    `/programs?program=${PROGRAM_ID}`,
    '',
    async (page) => {
      await page.getByRole('button', { name: 'Edit Balanced and unbalanced forces' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Add a syllabus point' }).click();
      await page.getByRole('combobox', { name: 'Search syllabus points' }).fill('forces point');
      await page.getByRole('option').first().waitFor();
    },
  ],
  [
    'item-editor-resources',
    `/programs?program=${PROGRAM_ID}`,
    '',
    async (page) => {
      await page.getByRole('button', { name: 'Edit Balanced and unbalanced forces' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Add a resource' }).click();
      await page.getByRole('option').first().waitFor();
    },
  ],
  [
    'shared-readonly',
    `/programs?program=${SHARED_ID}`,
    '',
    (page) => page.getByText(/Read-only: apply it/).waitFor(),
  ],
  [
    'empty',
    '/programs',
    '&empty=1',
    (page) => page.getByRole('heading', { name: 'No programs yet' }).waitFor(),
  ],
];

try {
  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      for (const [name, path, extra, arrange] of scenes) {
        await page.goto(harness(path, extra));
        await arrange(page);
        const shot = join(outDir, `programs-${name}-${viewport.width}-${theme}.png`);
        // A dialog covers the viewport only: the page behind it is not what the shot shows.
        const dialogOpen = (await page.getByRole('dialog').count()) > 0;
        // A click lower down scrolled the window; a full-page shot from there draws the sticky
        // header and sidebar half way down.
        if (!dialogOpen) await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: shot, fullPage: !dialogOpen });
        console.log(`saved ${shot}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
