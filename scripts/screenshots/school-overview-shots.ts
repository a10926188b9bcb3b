// Screenshots of the school overview section (issue 14) in Chromium:
//   npx tsx scripts/screenshots/school-overview-shots.ts [outDir]   (default .local/shots)
// Serves school-overview.html with Vite's dev server (the real main layout and section, a fake
// server) and saves a full-page screenshot of each state at 1366×900 and 820×1180, light and dark.
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from '../find-chromium';

const STATES = ['fresh', 'offline', 'refused', 'empty'] as const;
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
const outDir = resolve(process.argv[2] ?? '.local/shots');
await mkdir(outDir, { recursive: true });

const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
await server.listen();
const base = server.resolvedUrls?.local[0];
if (!base) throw new Error('Vite gave no local URL');

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  // Vite's first visit may pre-bundle dependencies and reload the page.
  const warm = await browser.newPage();
  await warm.goto(`${base}scripts/screenshots/school-overview.html`);
  await warm
    .getByRole('table')
    .waitFor({ timeout: 120_000 })
    .catch(() => undefined);
  await warm.close();

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      for (const state of STATES) {
        await page.goto(`${base}scripts/screenshots/school-overview.html?state=${state}`);
        const ready =
          state === 'empty'
            ? page.getByText(/No classes in the school yet/)
            : page.getByRole('table');
        await ready.waitFor({ timeout: 30_000 });
        if (state === 'refused') await page.getByRole('alert').waitFor();
        const shot = join(outDir, `school-overview-${state}-${viewport.width}-${theme}.png`);
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
