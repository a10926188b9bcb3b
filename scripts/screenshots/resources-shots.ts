// Screenshots of the resources page (issue 15):
//   npx tsx scripts/screenshots/resources-shots.ts [outDir]   (default .local/shots/resources)
// Serves resources.html with Vite's dev server (the real routes and page, a replica in the
// browser's IndexedDB) at 1366×900 and 820×1180 in light and dark: the grid, the list, a search
// that finds a note, nothing matching, a note's detail, the new-resource form refusing a
// javascript: link, and the empty state.
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { chooseOption } from '../../tests/e2e/support/kit-select';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from '../find-chromium';

const NOTE_ID = 'd0000000-0000-4000-8000-000000000001';
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
const outDir = resolve(process.argv[2] ?? '.local/shots/resources');
await mkdir(outDir, { recursive: true });

const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
await server.listen();
const base = server.resolvedUrls?.local[0];
if (!base) throw new Error('Vite gave no local URL');
const harness = (path: string, extra = '') =>
  `${base}scripts/screenshots/resources.html?path=${encodeURIComponent(path)}${extra}`;

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const cards = (page: Page) => page.getByRole('list', { name: 'Resources' }).waitFor();

const scenes: [string, string, string, (page: Page) => Promise<void>][] = [
  ['grid', '/resources', '', cards],
  ['list', '/resources', '&view=list', (page) => page.getByRole('table').waitFor()],
  ['search', '/resources?q=gogles', '', cards],
  [
    'nothing',
    '/resources?q=volcano',
    '',
    (page) => page.getByRole('heading', { name: 'Nothing matches' }).waitFor(),
  ],
  [
    'note',
    `/resources?resource=${NOTE_ID}`,
    '',
    async (page) => {
      await page.locator('[data-testid=markdown] ul').waitFor();
      const panel = page.getByRole('region', { name: 'Link to a lesson' });
      await chooseOption(panel.getByRole('combobox', { name: 'Class' }), '8 Science');
    },
  ],
  [
    'new-invalid',
    '/resources',
    '',
    async (page) => {
      await page.getByRole('button', { name: 'New resource' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Title' }).fill('Suspicious link');
      await dialog.getByRole('textbox', { name: 'Link address' }).fill('javascript:alert(1)');
      await dialog.getByRole('button', { name: 'Create resource' }).click();
      await dialog.getByText('must start with http://').waitFor();
    },
  ],
  [
    'empty',
    '/resources',
    '&empty=1',
    (page) => page.getByRole('heading', { name: 'No resources yet' }).waitFor(),
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
        const shot = join(outDir, `resources-${name}-${viewport.width}-${theme}.png`);
        await page.screenshot({ path: shot, fullPage: true });
        console.log(`saved ${shot}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
