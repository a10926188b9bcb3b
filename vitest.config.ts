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
          include: [
            'src/**/*.test.ts',
            'sync/**/*.test.ts',
            'supabase/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/sync/**/*.test.ts',
          ],
        },
      },
      {
        resolve: {
          alias: {
            ...alias,
            'virtual:pwa-register/react': fileURLToPath(
              new URL('./src/test/pwa-register-double.ts', import.meta.url),
            ),
          },
        },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test/setup-dom.ts'],
        },
      },
    ],
  },
});
