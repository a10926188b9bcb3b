// Screenshots of the dashboard:
//   npx tsx scripts/screenshots/dashboard-shots.ts [outDir]   (default .local/shots)
// Serves dashboard-harness.html with Vite's dev server (the real routes, layout and page over a
// seeded replica in the browser), with the clock pinned to Tuesday 24 November 2026 10:00, at
// 1366×900 and 820×1180 in light and dark, and saves a full-page screenshot of the full
// dashboard, a half-done first-run checklist and an empty account's. Each scene is also run
// through axe, and every violation is printed (serious and critical ones fail the run).
import AxeBuilder from '@axe-core/playwright';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from '../find-chromium';

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 820, height: 1180 },
];
const THEMES = ['light', 'dark'] as const;
/** The seeds the harness knows, with the role each is shown as and what marks it drawn. */
const SCENES = [
  { seed: 'full', role: 'TEACHER', ready: 'Recent activity' },
  { seed: 'partial', role: 'OWNER', ready: '2 of 4 done' },
  { seed: 'empty', role: 'TEACHER', ready: '0 of 4 done' },
] as const;
/** The dashboard tests' "now": Tuesday 24 November 2026, 10:00 local. */
const PINNED_NOW = new Date(2026, 10, 24, 10, 0);

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
const harness = (seed: string, role: string) =>
  `${base}scripts/screenshots/dashboard-harness.html?seed=${seed}&role=${role}`;

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  // Vite's first visit may pre-bundle dependencies and reload the page.
  const warm = await browser.newPage();
  await warm.goto(harness('full', 'TEACHER'));
  await warm
    .getByRole('heading', { name: 'Recent activity' })
    .waitFor({ timeout: 120_000 })
    .catch(() => undefined);
  await warm.close();

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      const page = await context.newPage();
      await page.clock.setFixedTime(PINNED_NOW);
      page.on('pageerror', (error) => console.error('page error:', error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') console.error('console error:', message.text());
      });
      for (const scene of SCENES) {
        await page.goto(harness(scene.seed, scene.role));
        await page.getByText(scene.ready).first().waitFor({ timeout: 60_000 });
        const shot = join(outDir, `dashboard-${scene.seed}-${viewport.width}-${theme}.png`);
        await page.screenshot({ path: shot, fullPage: true });
        console.log(`saved ${shot}`);
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations) {
          if (v.impact === 'serious' || v.impact === 'critical') process.exitCode = 1;
          console.log(`  axe ${v.impact}: ${v.id} ${v.help} (${v.nodes.length})`);
          for (const node of v.nodes.slice(0, 3)) console.log(`    ${node.target.join(' ')}`);
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
