import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@sync': fileURLToPath(new URL('./sync', import.meta.url)),
};

// Two projects: pure modules run in Node (fast, no DOM to lean on by accident); components in jsdom.
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default on two cores is one worker; the database suites wait on I/O, so two halve
    // the run (130 s → 68 s measured).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // Database suites start PGlite (or PostgreSQL) and apply every migration in beforeAll:
          // ~11 s measured alone, longer on a loaded CI machine; Vitest's 10 s default cut them off.
          hookTimeout: 60_000,
          // Password hashing (auth app, auth schema) and PGlite round trips take ~2 s quiet; CI's
          // loaded two cores failed one such test at Vitest's 5 s default with no name in the log's
          // tail. Thirty seconds, as the dom project: a real hang still fails, just later.
          testTimeout: 30_000,
          include: [
            'src/**/*.test.ts',
            'sync/**/*.test.ts',
            'supabase/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/sync/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/install/**/*.test.ts',
          ],
        },
      },
      {
        resolve: {
          alias: {
            ...alias,
            'virtual:pwa-register/react': fileURLToPath(
              new URL('./src/test-support/pwa-register-double.ts', import.meta.url),
            ),
          },
        },
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Route tests load lazy pages in jsdom; beside a database suite on two cores one took
          // over Vitest's 5 s default. The longest interaction tests (the calendar editor, the
          // timetable grid, 120-row virtualization) take 4–6 s beside one other suite and passed
          // 15 s at load averages of 11–22 in the stress run (issue 11), so they get 30 s. A real
          // hang still fails, just later.
          testTimeout: 30_000,
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test-support/setup-dom.ts'],
        },
      },
    ],
  },
});
