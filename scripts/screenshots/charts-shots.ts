// Screenshots of the shared charts (src/shared/ui/charts):
//   npx tsx scripts/screenshots/charts-shots.ts [outDir]   (default .local/shots)
// Serves charts-harness.html with Vite's dev server (the real components and the lazy chart.js
// chunk) at 1366×900 and 820×1180, light and dark, and saves a full-page screenshot of each; then
// switches one light page to dark at run time (the charts must redraw in the new colours) and
// saves that too.
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from '../find-chromium';

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 820, height: 1180 },
];
const THEMES = ['light', 'dark'] as const;
/** The harness draws five charts (and one "No data to chart"). */
const CHART_COUNT = 5;

const executablePath = findChromium();
if (!executablePath) {
  console.error(CHROMIUM_MISSING_MESSAGE);
  process.exit(1);
}
const outDir = resolve(process.argv[2] ?? '.local/shots');
await mkdir(outDir, { recursive: true });

const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
await server.listen();
const base = server.resolvedUrls?.local[0];
if (!base) throw new Error('Vite gave no local URL');
const harness = (theme: string) => `${base}scripts/screenshots/charts-harness.html?theme=${theme}`;

/** Every chart's canvas present and chart.js done with its resize (two frames after the last). */
async function chartsDrawn(page: Page) {
  await page.waitForFunction(
    (count) => document.querySelectorAll('canvas[role="img"]').length === count,
    CHART_COUNT,
    { timeout: 60_000 },
  );
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** The grouped bar chart with the pointer over its fourth class: the tooltip in the theme. */
async function tooltipShot(page: Page, path: string) {
  const canvas = page.getByRole('img', { name: 'Coverage by class and term' });
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the grouped bar chart has no box');
  await page.mouse.move(box.x + box.width * 0.44, box.y + box.height * 0.6);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  await canvas.screenshot({ path });
  console.log(`saved ${path}`);
  await page.mouse.move(0, 0);
}

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  // Vite's first visit pre-bundles chart.js and may reload the page.
  const warm = await browser.newPage();
  await warm.goto(harness('light'));
  await chartsDrawn(warm).catch(() => undefined);
  await warm.close();

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') console.error('console error:', message.text());
      });
      await page.goto(harness(theme));
      await chartsDrawn(page);
      const shot = join(outDir, `charts-${viewport.width}-${theme}.png`);
      await page.screenshot({ path: shot, fullPage: true });
      console.log(`saved ${shot}`);
      await tooltipShot(page, join(outDir, `charts-${viewport.width}-${theme}-tooltip.png`));
      if (theme === 'light' && viewport.width === VIEWPORTS[0]?.width) {
        // The theme switch as the ThemeProvider makes it: the class on <html>, nothing else.
        await page.evaluate(() => {
          document.documentElement.classList.add('dark');
          document.documentElement.style.colorScheme = 'dark';
        });
        await chartsDrawn(page);
        const switched = join(outDir, `charts-${viewport.width}-switched-to-dark.png`);
        await page.screenshot({ path: switched, fullPage: true });
        console.log(`saved ${switched}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
