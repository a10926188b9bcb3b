// `npm run bench:analytics`: analytics and the dashboard, computed on the device (issue 14), in
// Debian's Chromium against the real local stack, nothing mocked:
//   1. builds the app with VITE_BENCH_HOOKS (the page exposes its replica for the raw-read figure);
//   2. starts the stack on a temp directory and gives the demo teacher the planner bench's 25,000
//      lessons over five school years, in five classes following the AC9 Mathematics catalogue,
//      every past lesson COMPLETED (a few MISSED) with a reflection, a teaching method and one
//      syllabus point; signs in through the UI and waits until sync has brought them all;
//   3. times, from the navigation to the frame painted after the figures are in the DOM (the
//      frame's data-analytics-ready marker, then two rAFs):
//      - the overview's first paint, default range (the current term) and all five years, and the
//        dashboard's: Back from the planner, so every run mounts the page; once with nothing
//        written meanwhile (the kept analytics source is reused) and once after a lesson was
//        written on the planner (the written row is read again and patched in);
//      - a filter change on the overview (a class toggled on, then off);
//      - app starts (a full page load each run, nothing kept in memory): the dashboard, and the
//        overview for the default range and for all five years, each twice: with the figures
//        kept on the device from the last start current (nothing written since they were
//        counted), and with a lesson written on the planner before each start (the kept
//        figures show as updating, no ready marker, until the live count). Each is timed from
//        the page's heading to the frame painted after figures marked ready (kept and current,
//        or live), and the heading's own time after the navigation started (the boot) is
//        printed beside it, with how many starts painted kept figures; for the overview, also
//        when its figures count every row (a first paint from the range's lessons follows);
//   4. beside each, the floor: the raw Dexie read of the same rows (lessons, links, statuses and
//      classes by their owner index), timed in the same page; for the overview's start on the
//      default range, the raw read of that range's rows (lessons by date, links by lesson).
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  buildBenchApp,
  DEMO_TEACHER,
  ms,
  newBenchPage,
  percentile,
  requireChromium,
  signIn,
  startBenchStack,
  userIdOf,
  waitForReplica,
  type BenchSql,
} from './browser-bench';

const LESSONS = 25_000;
const RUNS = 15;
const DIST = '.bench/analytics';
const TARGETS = { defaultRange: 150, fiveYears: 400, filterChange: 100, dashboard: 150 };
/** BENCH_ANALYTICS_ONLY=starts: only the app starts (a quicker look while profiling them). */
const ONLY_STARTS = process.env.BENCH_ANALYTICS_ONLY === 'starts';
/**
 * BENCH_ANALYTICS_PROFILE=<path>: after the timed dashboard starts, one more start after a write
 * recorded as a CPU profile (<path>.cpuprofile) from an unminified build, so its function names
 * say where the time between the heading and the figures went.
 */
const PROFILE_PATH = process.env.BENCH_ANALYTICS_PROFILE;

const executablePath = requireChromium();

/**
 * The planner bench's spread (lesson n on weekday (n / 6) mod 1,304 of 2022–2026, class n mod 5),
 * with what analytics count: past lessons COMPLETED (every 20th MISSED) with ratings that differ
 * by class and drift, one of the ten built-in methods, a follow-up every 17th; one AC9 point of
 * the class's year linked to each taught lesson; a few class statuses.
 */
async function seedLessons(sql: BenchSql) {
  const userId = await userIdOf(sql, DEMO_TEACHER.email);
  const syllabus = await sql.query<{ id: string }>(
    `select id from public.syllabuses where subject = 'Mathematics' and school_id is null
      order by created_at limit 1`,
  );
  const syllabusId = syllabus.rows[0]?.id;
  if (!syllabusId) throw new Error('the demo seed has no published mathematics syllabus');
  await sql.query(
    `insert into public.classes (owner_id, name, subject, year, colour, syllabus_id)
     select $1, 'Bench ' || n, 'Mathematics', 5 + n, '#2563eb', $2 from generate_series(1, 5) n`,
    [userId, syllabusId],
  );
  const batch = 1000;
  for (let from = 0; from < LESSONS; from += batch) {
    await sql.query(
      `with weekdays as (
         select d::date as day, row_number() over (order by d) - 1 as i
           from generate_series(date '2022-01-03', date '2026-12-31', interval '1 day') d
          where extract(isodow from d) < 6),
       bench_classes as (
         select id, row_number() over (order by name) - 1 as k
           from public.classes where owner_id = $1 and name like 'Bench %'),
       spread as (
         select n, w.day, c.id as class_id, c.k, w.day < current_date as past
           from generate_series($2::int, $3::int) n
           join weekdays w on w.i = n / 6 % (select count(*) from weekdays)
           join bench_classes c on c.k = n % 5)
       insert into public.lessons (owner_id, class_id, date, period_id, start_time, end_time,
         title, objectives, status, effectiveness_rating, teacher_satisfaction_score,
         teacher_effectiveness_rating, teaching_method_id, follow_up_required, follow_up_notes)
       select $1, class_id, day, 'P' || (1 + n % 6),
              time '08:50' + (n % 6) * interval '55 minutes',
              time '09:40' + (n % 6) * interval '55 minutes',
              'Lesson ' || n, 'Objectives of lesson ' || n,
              case when not past then 'PLANNED' when n % 20 = 0 then 'MISSED' else 'COMPLETED' end,
              case when past and n % 20 <> 0 then 1 + (k + n / 7 + n / 4000) % 5 end,
              case when past and n % 20 <> 0 then 1 + (k + n / 11) % 5 end,
              case when past and n % 20 <> 0 then 1 + (k * 2 + n / 13) % 5 end,
              case when past and n % 20 <> 0
                then ('00000000-0000-4000-a000-00000000f00' || to_hex(1 + n % 10))::uuid end,
              past and n % 17 = 0,
              case when past and n % 17 = 0 then 'Revisit lesson ' || n end
         from spread`,
      [userId, from, Math.min(from + batch - 1, LESSONS - 1)],
    );
  }
  // One class at a time: one statement over all 20,000 taught lessons outlasts the stack's
  // stalled-session guard on a loaded machine.
  const classes = await sql.query<{ id: string }>(
    `select id from public.classes where owner_id = $1 and name like 'Bench %'`,
    [userId],
  );
  for (const { id } of classes.rows) {
    await sql.query(
      `with points as (
         select sp.id, row_number() over (order by sp.sort_order) as rn, count(*) over () as total
           from public.syllabus_points sp
           join public.classes c on c.id = $2
          where sp.syllabus_id = c.syllabus_id and sp.year = c.year and sp.retired_at is null)
       insert into public.lesson_syllabus_points (owner_id, lesson_id, syllabus_point_id)
       select l.owner_id, l.id, p.id
         from public.lessons l
         join points p on p.rn = 1 + abs(hashtext(l.id::text)) % p.total
        where l.owner_id = $1 and l.class_id = $2 and l.status = 'COMPLETED'`,
      [userId, id],
    );
  }
  await sql.query(
    `insert into public.class_syllabus_status (owner_id, class_id, syllabus_point_id,
       mastery_level, priority_level)
     select c.owner_id, c.id, sp.id, 1 + sp.sort_order % 5,
            (array['LOW','MEDIUM','HIGH','CRITICAL'])[1 + sp.sort_order % 4]
       from public.classes c
       join public.syllabus_points sp on sp.syllabus_id = c.syllabus_id and sp.year = c.year
      where c.owner_id = $1 and c.name like 'Bench %' and sp.sort_order % 3 = 0`,
    [userId],
  );
  return userId;
}

type BenchDb = {
  table(name: string): {
    count(): Promise<number>;
    where(index: string): {
      equals(value: unknown): { toArray(): Promise<unknown[]> };
      between(a: unknown, b: unknown, c: boolean, d: boolean): { toArray(): Promise<unknown[]> };
    };
  };
  transaction<T>(mode: 'r', table: unknown, scope: () => Promise<T>): Promise<T>;
};

/**
 * Runs `act` in the page and times it to the frame painted after `selector` matches (a marker
 * that appears in the same commit as the figures). `act` is page code given as a string.
 */
function timeTo(page: Page, act: string, selector: string): Promise<number> {
  return page.evaluate(
    async ({ act: action, selector: target }) => {
      const painted = () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        );
      const started = performance.now();
      new Function(action)();
      await new Promise<void>((resolve) => {
        if (document.querySelector(target)) return resolve();
        const observer = new MutationObserver(() => {
          if (!document.querySelector(target)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      await painted();
      return performance.now() - started;
    },
    { act, selector },
  );
}

const clickNav = (label: string) =>
  `[...document.querySelectorAll('nav a')].find((a) => a.textContent.trim() === ${JSON.stringify(label)}).click();`;

/** Writes one lesson back unchanged: a write the analytics source must not ignore. */
const TOUCH_A_LESSON = async () => {
  const table = (
    globalThis as {
      __plannerBench?: {
        db: {
          table(name: string): {
            toCollection(): { first(): Promise<unknown> };
            put(row: unknown): Promise<unknown>;
          };
        };
      };
    }
  ).__plannerBench!.db.table('lessons');
  await table.put(await table.toCollection().first());
};

/**
 * Before an app start "after a write": a lesson written from the planner, where nothing counts
 * analytics. Written on the page about to be reloaded, the write was sometimes counted live
 * there and its figures kept at the new write mark before the reload (current, rightly), so
 * the start timed kept figures, not a start after a write nobody had counted.
 */
async function writeALessonFromThePlanner(page: Page) {
  await page.evaluate(clickNav('Planner'));
  await page.waitForSelector('[data-week-ready]', { timeout: 60_000 });
  await page.evaluate(TOUCH_A_LESSON);
}

/**
 * Opens `path`, leaves for the planner, then times Back to the page's figures, RUNS times. With
 * `afterAWrite`, a lesson is written while on the planner (as a reflection would be), so every
 * run patches the kept source; without, nothing changed and the kept source is reused.
 */
async function timeFirstPaint(
  page: Page,
  url: string,
  path: string,
  ready: string,
  afterAWrite: boolean,
) {
  await page.goto(`${url}${path}`);
  await page.waitForSelector(ready, { timeout: 60_000 });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    await page.evaluate(clickNav('Planner'));
    await page.waitForSelector('[data-week-ready]', { timeout: 60_000 });
    if (afterAWrite) await page.evaluate(TOUCH_A_LESSON);
    times.push(await timeTo(page, 'history.back();', ready));
  }
  return times;
}

/**
 * The pages an app start is timed on: the heading's text, the figures' marker and, for the
 * overview, the marker once the figures count every row (a first paint from a window of dates is
 * followed by the full read).
 */
const STARTS = {
  '/dashboard': {
    heading: 'Dashboard',
    ready: '[data-dashboard-ready]',
    kind: 'data-dashboard-figures',
    updating: '[data-dashboard-figures=kept][aria-busy=true]',
    all: null,
  },
  '/analytics/overview': {
    heading: 'Overview',
    ready: '[data-analytics-page="Overview"] [data-analytics-ready]',
    kind: 'data-analytics-figures',
    updating: '[data-analytics-page="Overview"] [data-analytics-figures=kept][aria-busy=true]',
    all: '[data-analytics-page="Overview"] [data-analytics-ready][data-analytics-covers=all]',
  },
} as const;
type StartPath = keyof typeof STARTS;

/**
 * Installed on every navigation: on a page of STARTS, notes when the page's heading is first in
 * the DOM, when kept figures marked updating are, when the frame after the ready marker (live
 * figures, or kept ones that are current) is painted and which figures it marked, and when the
 * figures count every row, all from the navigation's start (performance.now() counts from it).
 */
const WATCH_APP_START = `
  {
    const watched = ${JSON.stringify(STARTS)}[location.pathname];
    if (watched) {
      const times = (globalThis.__appStart = {});
      const observer = new MutationObserver(() => {
        if (times.heading === undefined && document.querySelector('h1')?.textContent === watched.heading)
          times.heading = performance.now();
        if (times.updating === undefined && document.querySelector(watched.updating))
          times.updating = performance.now();
        const marker = document.querySelector(watched.ready);
        if (times.marked === undefined && marker) {
          times.marked = performance.now();
          times.kind = marker.getAttribute(watched.kind);
          requestAnimationFrame(() => requestAnimationFrame(() => { times.painted = performance.now(); }));
        }
        if (watched.all && times.all === undefined && document.querySelector(watched.all))
          times.all = performance.now();
        if (times.marked !== undefined && (!watched.all || times.all !== undefined))
          observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    }
  }`;

/**
 * An app start on `path` (a full reload, as the installed app opens), RUNS times: how long after
 * the page's heading the figures are painted, and the heading's own time after the navigation
 * started. `before` runs in the page before each reload; `settled` is waited for after each
 * start, so the work the start set off (the dashboard's live count, the overview's full read
 * behind a first window) lands first and keeps its figures: a teacher does not start the app
 * again within the second, and a read still running in the closed page's IndexedDB would hold
 * up the next start's reads. With `warmUp`, one start runs first untimed, so the figures kept
 * for the page were counted at the current write mark (a write since the last visit moved it).
 */
async function timeAppStart(
  page: Page,
  url: string,
  path: StartPath,
  search: string,
  settled: string,
  before?: (page: Page) => Promise<void>,
  warmUp = false,
) {
  const afterHeading: number[] = [];
  const heading: number[] = [];
  const everyRow: number[] = [];
  const updatingAfterHeading: number[] = [];
  const measures = new Map<string, { took: number[]; endAfterHeading: number[] }>();
  let keptPainted = 0;
  if (warmUp) {
    await page.goto(`${url}${path}${search}`);
    await page.waitForSelector(settled, { timeout: 60_000 });
  }
  for (let i = 0; i < RUNS; i += 1) {
    if (before) await before(page);
    await page.goto(`${url}${path}${search}`);
    const times = await page.waitForFunction(
      () => {
        const start = (globalThis as { __appStart?: Record<string, number> }).__appStart;
        return start?.painted !== undefined && start.heading !== undefined ? start : null;
      },
      undefined,
      { timeout: 60_000 },
    );
    const {
      heading: at,
      painted,
      kind,
    } = (await times.jsonValue()) as Record<string, number> & {
      kind: string | null;
    };
    heading.push(at!);
    afterHeading.push(painted! - at!);
    if (kind === 'kept') keptPainted += 1;
    await page.waitForSelector(settled, { timeout: 60_000 });
    const { all, updating } = await page.evaluate(
      () => (globalThis as { __appStart?: Record<string, number> }).__appStart ?? {},
    );
    if (all !== undefined) everyRow.push(all);
    if (updating !== undefined) updatingAfterHeading.push(updating - at!);
    // The app's own measures of its reads (bench builds: src/db/bench-timing.ts), first of each.
    const marks = await page.evaluate(() =>
      performance
        .getEntriesByType('measure')
        .filter((entry) => entry.name.startsWith('analytics:'))
        .map((entry) => ({ name: entry.name, start: entry.startTime, took: entry.duration })),
    );
    const seen = new Set<string>();
    for (const mark of marks) {
      if (seen.has(mark.name)) continue;
      seen.add(mark.name);
      const known = measures.get(mark.name) ?? { took: [], endAfterHeading: [] };
      known.took.push(mark.took);
      known.endAfterHeading.push(mark.start + mark.took - at!);
      measures.set(mark.name, known);
    }
  }
  return { afterHeading, heading, everyRow, updatingAfterHeading, keptPainted, measures };
}

/** One more dashboard start after a write, recorded as a CPU profile (BENCH_ANALYTICS_PROFILE). */
async function profileDashboardStart(page: Page, url: string, path: string) {
  await writeALessonFromThePlanner(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${url}/dashboard`);
  await page.waitForSelector('[data-dashboard-figures=live]', { timeout: 60_000 });
  const { profile } = await cdp.send('Profiler.stop');
  await writeFile(`${path}.cpuprofile`, JSON.stringify(profile));
  await cdp.detach();
  const times = await page.evaluate(
    () => (globalThis as { __appStart?: Record<string, number> }).__appStart ?? {},
  );
  console.log(
    `  profiled dashboard start after a write: heading at ${ms(times.heading ?? NaN)}, figures painted ${ms((times.painted ?? NaN) - (times.heading ?? NaN))} after it; ${path}.cpuprofile`,
  );
}

/** On the overview: toggles class filters on and off, timed to the new figures. */
async function timeFilterChanges(page: Page, url: string) {
  await page.goto(`${url}/analytics/overview`);
  const ready = '[data-analytics-page="Overview"] [data-analytics-ready]';
  await page.waitForSelector(ready, { timeout: 60_000 });
  const times: number[] = [];
  for (let i = 0; i < RUNS * 2; i += 1) {
    const before = await page.getAttribute(ready, 'data-analytics-ready');
    const name = `Bench ${String(1 + (Math.floor(i / 2) % 5))}`;
    const press = `[...document.querySelectorAll('[role=group][aria-label=Classes] button')].find((b) => b.textContent.trim() === ${JSON.stringify(name)}).click();`;
    const changed = `[data-analytics-page="Overview"] [data-analytics-ready]:not([data-analytics-ready=${JSON.stringify(before)}])`;
    times.push(await timeTo(page, press, changed));
  }
  return times;
}

/**
 * The floor: the same rows read straight from Dexie by their owner indexes. With `dates`, only
 * that range's lessons (by [owner_id+date]) and their links (by lesson_id, a request per lesson
 * in one transaction, as the app reads them: Dexie's anyOf jumps its cursor key by key, a round
 * trip each, and took 2.2 s for a term), beside the statuses and classes.
 */
async function rawReads(page: Page, userId: string, dates?: { start: string; end: string }) {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const result = await page.evaluate(
      async ({ owner, range }) => {
        const db = (globalThis as { __plannerBench?: { db: BenchDb } }).__plannerBench!.db;
        const started = performance.now();
        const lessonsAndLinks = async () => {
          const lessons = await db
            .table('lessons')
            .where('[owner_id+date]')
            .between([owner, range?.start ?? ''], [owner, range?.end ?? '\uffff'], true, true)
            .toArray();
          const table = db.table('lesson_syllabus_points');
          const links = range
            ? await db.transaction('r', table, async () =>
                (
                  await Promise.all(
                    lessons.map((lesson) =>
                      table
                        .where('lesson_id')
                        .equals((lesson as { id: string }).id)
                        .toArray(),
                    ),
                  )
                ).flat(),
              )
            : await table.where('owner_id').equals(owner).toArray();
          return [...lessons, ...links];
        };
        const read = await Promise.all([
          lessonsAndLinks(),
          db.table('class_syllabus_status').where('owner_id').equals(owner).toArray(),
          db.table('classes').where('owner_id').equals(owner).toArray(),
        ]);
        return {
          ms: performance.now() - started,
          rows: read.reduce((n, list) => n + list.length, 0),
        };
      },
      { owner: userId, range: dates ?? null },
    );
    times.push(result.ms);
    rows = result.rows;
  }
  return { times, rows };
}

/**
 * The lesson dates the overview counts under `filter` (its data-analytics-ready JSON): the
 * filter's range and the trend cards' previous window of the same length just before it.
 */
function overviewDates(filterJson: string): { start: string; end: string } {
  const { dateRange } = JSON.parse(filterJson) as { dateRange: { start: string; end: string } };
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  const length = day(dateRange.end) - day(dateRange.start) + 1;
  const start = new Date((day(dateRange.start) - length) * 86_400_000).toISOString().slice(0, 10);
  return { start, end: dateRange.end };
}

async function main() {
  console.log(
    `bench:analytics: ${LESSONS} lessons over the weekdays of 2022–2026 (the planner bench's spread), reflected, linked to AC9 points; ${RUNS} runs each, Debian Chromium 1366×900`,
  );
  buildBenchApp(DIST, PROFILE_PATH ? ['--minify', 'false'] : []);
  const { stack, browser, stop } = await startBenchStack({
    name: 'analytics',
    distDir: DIST,
    executablePath,
  });
  try {
    const userId = await seedLessons(stack.database.sql);
    const total = await stack.database.sql.query<{ n: number }>(
      `select count(*)::int n from public.lessons where owner_id = $1`,
      [userId],
    );
    const page = await newBenchPage(browser);
    await signIn(page, stack.url);
    await waitForReplica(page, 'lessons', total.rows[0]!.n);

    const overview = '[data-analytics-page="Overview"] [data-analytics-ready]';
    console.log(`\n${total.rows[0]!.n} lessons in the replica`);
    const raw = await rawReads(page, userId);
    const rawP50 = percentile(raw.times, 0.5);
    console.log(
      `  floor: raw Dexie read of the same ${raw.rows} rows: p50 ${ms(rawP50)}, p75 ${ms(percentile(raw.times, 0.75))}`,
    );
    const report = (label: string, times: number[], target: number, floor = rawP50) => {
      const p75 = percentile(times, 0.75);
      const p50 = percentile(times, 0.5);
      console.log(
        `  ${label}: p50 ${ms(p50)}, p75 ${ms(p75)} (target ≤ ${target} ms p75, ` +
          `${p75 <= target ? 'within target' : 'OVER target'}; ${(p50 / floor).toFixed(2)}× the floor)`,
      );
    };
    const printBoot = (heading: number[]) =>
      console.log(
        `    (the heading itself: p50 ${ms(percentile(heading, 0.5))}, p75 ${ms(percentile(heading, 0.75))} after the navigation started)`,
      );
    /** Which figures the ready marker first marked, and when updating ones showed before it. */
    const printKept = (start: {
      keptPainted: number;
      updatingAfterHeading: number[];
      measures: Map<string, { took: number[]; endAfterHeading: number[] }>;
    }) => {
      for (const [name, { took, endAfterHeading }] of start.measures)
        console.log(
          `    ${name}: took p50 ${ms(percentile(took, 0.5))}, ended p50 ${ms(percentile(endAfterHeading, 0.5))} after the heading (${took.length} starts)`,
        );
      console.log(
        `    (${start.keptPainted} of ${RUNS} starts painted kept figures as current` +
          (start.updatingAfterHeading.length === 0
            ? ')'
            : `; ${start.updatingAfterHeading.length} showed kept figures marked "Updating your figures…" first, p50 ${ms(percentile(start.updatingAfterHeading, 0.5))}, p75 ${ms(percentile(start.updatingAfterHeading, 0.75))} after the heading)`),
      );
    };
    for (const afterAWrite of ONLY_STARTS ? [] : [false, true]) {
      const when = afterAWrite ? 'after a lesson write (patched in)' : 'nothing written since';
      report(
        `overview first paint, default range (current term), ${when}`,
        await timeFirstPaint(page, stack.url, '/analytics/overview', overview, afterAWrite),
        TARGETS.defaultRange,
      );
      report(
        `overview first paint, all five years, ${when}`,
        await timeFirstPaint(
          page,
          stack.url,
          '/analytics/overview?dates=all',
          overview,
          afterAWrite,
        ),
        TARGETS.fiveYears,
      );
      report(
        `dashboard first paint, ${when}`,
        await timeFirstPaint(page, stack.url, '/dashboard', '[data-dashboard-ready]', afterAWrite),
        TARGETS.dashboard,
      );
    }
    await page.addInitScript({ content: WATCH_APP_START });
    for (const afterAWrite of [false, true]) {
      const start = await timeAppStart(
        page,
        stack.url,
        '/dashboard',
        '',
        '[data-dashboard-figures=live]',
        afterAWrite ? writeALessonFromThePlanner : undefined,
      );
      const when = afterAWrite
        ? 'a lesson written on the planner before each start (the kept figures are not current: counted again)'
        : 'nothing written since the last start (the kept figures are current)';
      report(
        `dashboard on an app start, figures painted after the heading, ${when}`,
        start.afterHeading,
        TARGETS.dashboard,
      );
      printBoot(start.heading);
      printKept(start);
    }
    if (PROFILE_PATH) await profileDashboardStart(page, stack.url, PROFILE_PATH);
    for (const [search, what, target] of [
      ['', 'default range (current term)', TARGETS.defaultRange],
      ['?dates=all', 'all five years', TARGETS.fiveYears],
    ] as const) {
      const starts = [];
      for (const afterAWrite of [false, true])
        starts.push({
          afterAWrite,
          ...(await timeAppStart(
            page,
            stack.url,
            '/analytics/overview',
            search,
            STARTS['/analytics/overview'].all,
            afterAWrite ? writeALessonFromThePlanner : undefined,
            !afterAWrite,
          )),
        });
      const filter =
        search === '' ? await page.getAttribute(overview, 'data-analytics-ready') : null;
      const dates = filter ? overviewDates(filter) : undefined;
      const floor = await rawReads(page, userId, dates);
      const floorP50 = percentile(floor.times, 0.5);
      console.log(
        `  floor: raw Dexie read of the ${floor.rows} rows ${dates ? `of ${dates.start} – ${dates.end} (the range and the trends' previous window)` : 'of all five years'}: p50 ${ms(floorP50)}, p75 ${ms(percentile(floor.times, 0.75))}`,
      );
      for (const start of starts) {
        const when = start.afterAWrite
          ? 'after a write (a lesson written on the planner before each start: the kept figures show as updating until the live count)'
          : 'kept figures current (nothing written between the counted visit and the reload)';
        report(
          `overview on an app start, ${what}, ${when}, figures painted after the heading`,
          start.afterHeading,
          target,
          floorP50,
        );
        printBoot(start.heading);
        printKept(start);
        const total = start.afterHeading.map((after, i) => after + start.heading[i]!);
        console.log(
          `    (figures after the navigation started: p50 ${ms(percentile(total, 0.5))}, p75 ${ms(percentile(total, 0.75))}; ` +
            `counting every row: p50 ${ms(percentile(start.everyRow, 0.5))}, p75 ${ms(percentile(start.everyRow, 0.75))})`,
        );
      }
    }
    if (!ONLY_STARTS)
      report(
        'overview filter change (a class on / off)',
        await timeFilterChanges(page, stack.url),
        TARGETS.filterChange,
      );
  } finally {
    await stop();
  }
}

await main();
