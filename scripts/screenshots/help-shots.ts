// Screenshots of Help (issue 17 item 3):
//   npx tsx scripts/screenshots/help-shots.ts [outDir]   (default .local/shots/help)
// Serves help.html with Vite's dev server (the real routes, layout and page) at 1366×900 and
// 820×1180 in light and dark: the overview, an article, the sync indicator article (a table),
// search results with marked words, and a search that finds nothing. Each scene is checked with
// axe (serious and critical violations are printed).
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from '../find-chromium';

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
const outDir = resolve(process.argv[2] ?? '.local/shots/help');
await mkdir(outDir, { recursive: true });

const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
await server.listen();
const base = server.resolvedUrls?.local[0];
if (!base) throw new Error('Vite gave no local URL');
const harness = (path: string) =>
  `${base}scripts/screenshots/help.html?path=${encodeURIComponent(path)}`;

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const article = (page: Page) => page.getByRole('article').locator('h3').first().waitFor();

const scenes: [string, string, (page: Page) => Promise<void>][] = [
  ['overview', '/help', (page) => page.getByRole('list', { name: 'All help articles' }).waitFor()],
  ['article', '/help/timetable-cycles', article],
  [
    'sync-indicator',
    '/help/sync-indicator',
    (page) => page.getByRole('article').locator('table').waitFor(),
  ],
  [
    'search',
    '/help?q=week',
    (page) =>
      page.getByRole('list', { name: 'Matching articles' }).locator('mark').first().waitFor(),
  ],
  ['nothing', '/help?q=volcano', (page) => page.getByText('Try fewer or shorter words').waitFor()],
];

try {
  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      for (const [name, path, arrange] of scenes) {
        await page.goto(harness(path));
        await arrange(page);
        const shot = join(outDir, `help-${name}-${viewport.width}-${theme}.png`);
        await page.screenshot({ path: shot, fullPage: true });
        const { violations } = await new AxeBuilder({ page }).analyze();
        const blocking = violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        );
        for (const v of blocking)
          console.error(`axe ${name} ${theme} ${viewport.width}: ${v.id} (${v.nodes.length})`);
        console.log(`saved ${shot}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
