// Screenshots of the overview, class performance, lesson effectiveness and teaching methods pages:
//   npx tsx scripts/screenshots/analytics-a-shots.ts [outDir]   (default .local/shots)
// Serves analytics-a.html with Vite's dev server (the real routes and pages over a seeded replica
// in the browser's IndexedDB) with the browser's clock at Tuesday 24 Nov 2026 (Term 4 is the default
// range), at 1366×900 and 820×1180, light and dark; saves a screenshot of each scene once its
// numbers and charts are drawn and prints axe's serious and critical findings for it.
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
const LESSONS_PATH = '/analytics/lesson-effectiveness';
/** The showcase's term runs to Friday 20 Nov; the pages count with this as today. */
const NOW = new Date('2026-11-24T10:00:00');

type Scene = {
  readonly name: string;
  /** The app's path, with the filter in its query. */
  readonly path: string;
  readonly seed: 'showcase' | 'no-methods';
  /** A table caption or an exact text that shows the page is ready. */
  readonly marker: string;
  /** Charts to wait for. */
  readonly charts: number;
  /** The whole page, or the viewport (the lesson list runs to 100 rows: its top is what shows). */
  readonly fullPage: boolean;
};

const SCENES: readonly Scene[] = [
  {
    name: 'overview',
    path: '/analytics/overview',
    seed: 'showcase',
    marker: 'Look closer',
    charts: 0,
    fullPage: true,
  },
  {
    name: 'class-performance',
    path: '/analytics/class-performance',
    seed: 'showcase',
    marker: 'Syllabus coverage per class',
    charts: 2,
    fullPage: true,
  },
  {
    name: 'lesson-effectiveness',
    path: LESSONS_PATH,
    seed: 'showcase',
    marker: 'Rated lessons',
    charts: 1,
    fullPage: false,
  },
  {
    name: 'lesson-effectiveness-all',
    path: LESSONS_PATH,
    seed: 'showcase',
    marker: 'Rated lessons',
    charts: 1,
    fullPage: true,
  },
  {
    name: 'follow-ups',
    path: `${LESSONS_PATH}#follow-ups`,
    seed: 'showcase',
    marker: 'Rated lessons',
    charts: 1,
    fullPage: false,
  },
  {
    name: 'teaching-methods',
    path: '/analytics/teaching-methods',
    seed: 'showcase',
    marker: 'Teaching methods by subject',
    charts: 3,
    fullPage: true,
  },
  {
    name: 'teaching-methods-none',
    path: '/analytics/teaching-methods',
    seed: 'no-methods',
    marker: 'No teaching method recorded in this view.',
    charts: 0,
    fullPage: true,
  },
  {
    name: 'lesson-effectiveness-empty',
    path: `${LESSONS_PATH}?from=2025-01-01&to=2025-01-31`,
    seed: 'showcase',
    marker: 'No rated lessons in this view.',
    charts: 0,
    fullPage: true,
  },
];

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
const harness = ({ path, seed }: Scene) =>
  `${base}scripts/screenshots/analytics-a.html?path=${encodeURIComponent(path)}&seed=${seed}`;

/** The page's table (or empty state) shown and every chart drawn (two frames after the last). */
async function ready(page: Page, { marker, charts }: Scene) {
  await page
    .getByRole('table', { name: marker })
    .or(page.getByText(marker, { exact: true }))
    .first()
    .waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    (count) => document.querySelectorAll('canvas[role="img"]').length === count,
    charts,
    { timeout: 60_000 },
  );
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

async function axe(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  console.log(
    `axe ${label}: ${serious.length === 0 ? 'clean' : `${String(serious.length)} serious/critical`}`,
  );
  for (const violation of serious)
    console.log(
      `  ${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join('; ')})`,
    );
}

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  // Vite's first visit pre-bundles the app's packages and may reload the page.
  const [first] = SCENES;
  if (!first) throw new Error('no scenes');
  const warm = await browser.newPage();
  await warm.clock.install({ time: NOW });
  await warm.goto(harness(first));
  await ready(warm, first).catch(() => undefined);
  await warm.close();

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      const page = await context.newPage();
      await page.clock.install({ time: NOW });
      page.on('pageerror', (error) => console.error('page error:', error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') console.error('console error:', message.text());
      });
      for (const scene of SCENES) {
        await page.goto(harness(scene));
        await ready(page, scene);
        const shot = join(outDir, `analytics-a-${scene.name}-${viewport.width}-${theme}.png`);
        await page.screenshot({ path: shot, fullPage: scene.fullPage });
        console.log(`saved ${shot}`);
        await axe(page, `${scene.name} ${String(viewport.width)} ${theme}`);
      }
      await context.close();
    }
  }

  // What paper gets: the print stylesheet drops the app's chrome, the filter and the buttons.
  const context = await browser.newContext({ viewport: { width: 1123, height: 794 } });
  const page = await context.newPage();
  await page.clock.install({ time: NOW });
  await page.emulateMedia({ media: 'print' });
  for (const scene of SCENES.filter((s) => s.fullPage && s.charts > 0)) {
    await page.goto(harness(scene));
    await ready(page, scene);
    const shot = join(outDir, `analytics-a-${scene.name}-print.png`);
    await page.screenshot({ path: shot, fullPage: true });
    console.log(`saved ${shot}`);
  }
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
