import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('../../src', import.meta.url)),
  '@sync': fileURLToPath(new URL('../../sync', import.meta.url)),
};

/**
 * `npm run test:abuse` (issue 12): every attack of the adversarial probe, replayed against one
 * running product stack (`npm start`'s code in its own process, on a fresh PGlite data directory,
 * or on ABUSE_DATABASE_URL). Files run one after another: several attacks measure what the stack
 * does to OTHER users' requests while they run, which a second file beside them would disturb.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: { alias },
  test: {
    name: 'abuse',
    environment: 'node',
    include: ['tests/abuse/**/*.test.ts'],
    globalSetup: ['tests/abuse/support/global-stack.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    // An attack may hold a request up to the server's own limits (statement timeout, watchdog);
    // the test limit sits well above them so the server's answer is what the test sees.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
