// Screenshots of the guided tour (issue 17 item 2):
//   npx tsx scripts/screenshots/guided-tour-shots.ts [outDir]   (default .local/shots/guided-tour)
// Serves guided-tour.html with Vite's dev server (the real routes, layouts and tour, a new
// account's replica) at 1366×900 and 820×1180 in light and dark, one shot per step of the 17, and
// checks each with axe (serious and critical violations are printed).
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from '../find-chromium';

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 820, height: 1180 },
];
const THEMES = ['light', 'dark'] as const;
const STEPS = 17;

const executablePath = findChromium();
if (!executablePath) {
  console.error(CHROMIUM_MISSING_MESSAGE);
  process.exit(1);
}
const outDir = resolve(process.argv[2] ?? '.local/shots/guided-tour');
await mkdir(outDir, { recursive: true });

const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
await server.listen();
const base = server.resolvedUrls?.local[0];
if (!base) throw new Error('Vite gave no local URL');

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error('page error:', error.message));
      // One walk per size and theme: the harness presses Next until the step asked for shows.
      for (let step = 1; step <= STEPS; step += 1) {
        await page.goto(`${base}scripts/screenshots/guided-tour.html?step=${String(step)}`);
        await page.waitForFunction((n) => document.title === `step ${String(n)}`, step, {
          timeout: 60_000,
        });
        const shot = join(
          outDir,
          `tour-${String(step).padStart(2, '0')}-${viewport.width}-${theme}.png`,
        );
        await page.screenshot({ path: shot });
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
          console.error(`axe step ${step} ${theme} ${viewport.width}: ${v.id} (${v.nodes.length})`);
        console.log(`saved ${shot}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
