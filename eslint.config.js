// @ts-check
// The architecture lives here (STYLE habit 1): a wrong import fails `npm run lint`.
// `createConfig(root)` exists so tests/lint can run this exact config against a fixture tree;
// the default export is the same factory applied to the repository root.
import path from 'node:path';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];
const CODE_FILES = ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'];
const SYNC_CORE_FILES = ['sync/**/*.{js,mjs,ts,mts}'];
const SYNC_CORE_IGNORES = ['sync/remote/**'];
const SYNC_TEST_FILES = ['sync/**/*.test.{ts,tsx}'];

/** Boundary messages: each says the rule in words and what to do instead. */
const MESSAGES = {
  featureToFeature:
    'Features never import each other: move rules two features share to src/domain (pure, no React or Dexie), domain-free code to src/shared (entity schemas to src/db), or compose the features in src/app. ({{from.element.captured.feature}} -> {{to.element.captured.feature}})',
  featureToDb:
    'Only commands/ and queries/ of a feature import src/db: components read through queries and write through commands; model/ holds pure rules.',
  featureToApp:
    'Features never import src/app: the app composes features, never the other way round.',
  sharedToDomain:
    'src/shared is domain-free: it never imports src/features, src/domain, src/app or src/db.',
  sharedToSync:
    'src/shared never imports the sync engine (sync/, @sync/*): shared code is what every layer may use, and the engine is wired by src/app.',
  domainImports:
    'src/domain holds pure rules: it imports only src/shared/lib (no src/shared/ui or hooks, features, src/app, src/db, sync/, React, Dexie, supabase-js or any other package). Declare row shapes structurally instead of importing them, and keep anything with I/O or UI in a feature.',
  dbToUi: 'src/db never imports src/features or src/app: the replica knows nothing of the UI.',
  syncToUi:
    'The sync engine is plain TypeScript: sync/ never imports src/app, src/features or src/shared/ui (the app wires the engine, not the reverse).',
  syncToReact: 'The sync engine is plain TypeScript: sync/ never imports react or react-dom.',
  syncToDb:
    'sync/ never imports src/db (only the reverse): the engine reaches the replica through its LocalReplica port, which src/db implements; a test device built on Dexie belongs in tests/.',
  testSupport:
    'Product code never imports a test-support file: test doubles and fixtures are for tests (*.test.ts(x), other test-support files, tests/, scripts/). Inject the dependency instead, or move what product code needs out of test-support.',
  dexie:
    'Only src/db imports dexie / dexie-react-hooks: features read through their queries/ and write through their commands/.',
  supabase:
    'Only sync/remote and src/app (and Node-side supabase/, tests/, scripts/) import @supabase/supabase-js: the rest of the app reaches the server through the sync engine.',
  injectTime:
    'Sync core never reads the clock or schedules timers itself: take the injected clock/timers from the engine options so tests are deterministic (sync/remote is exempt).',
  injectNetwork:
    'Sync core never touches the network itself: go through the RemoteStore port (implemented in sync/remote).',
  enum: 'No TypeScript enum: use a string union (`type Phase = "offline" | "pushing"`) with an `as const` array if you need the values.',
  dangerousHtml:
    'Only src/shared/ui/safe-html* may set dangerouslySetInnerHTML: render rich text through the SafeHtml component, which sanitizes it.',
};

/**
 * Where each architectural element lives. `partialMatch: false` anchors patterns at the project
 * root: the plugin's default matches any path suffix, which would make a feature's own `sync/`
 * folder (or tests/lint/fixtures/src/...) count as the engine. Order matters: first match wins.
 */
const ELEMENTS = [
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'domain', pattern: 'src/domain', partialMatch: false },
  { type: 'db', pattern: 'src/db', partialMatch: false },
  { type: 'shared-ui', pattern: 'src/shared/ui', partialMatch: false },
  { type: 'shared-lib', pattern: 'src/shared/lib', partialMatch: false },
  { type: 'shared', pattern: 'src/shared', partialMatch: false },
  { type: 'sync-remote', pattern: 'sync/remote', partialMatch: false },
  { type: 'sync', pattern: 'sync', partialMatch: false },
  { type: 'supabase', pattern: 'supabase', partialMatch: false },
  { type: 'tests', pattern: 'tests', partialMatch: false },
  { type: 'scripts', pattern: 'scripts', partialMatch: false },
];

/**
 * File categories, beside the element a file belongs to. A file collects every category whose
 * pattern matches: `source` is the catch-all (the plugin skips files it cannot classify, so
 * without it the dexie / supabase-js policies would miss src/main.tsx, vite.config.ts ...).
 * Test-support files are the test doubles and fixtures of a folder (`<folder>/test-support/`);
 * tests and scripts are what may use them.
 */
const FILES = [
  { pattern: '**', category: 'source' },
  { pattern: '**/test-support/**', category: 'test-support' },
  { pattern: '**/*.test.{ts,tsx}', category: 'test' },
  { pattern: ['tests/**', 'scripts/**'], category: 'test', partialMatch: false },
];
const TEST_CATEGORIES = ['test', 'test-support'];

const SYNC_TYPES = ['sync', 'sync-remote'];
const SHARED_TYPES = ['shared', 'shared-ui', 'shared-lib'];
/** Everything src/domain may not import: all local elements but itself and src/shared/lib. */
const NOT_FOR_DOMAIN = [
  'app',
  'feature',
  'db',
  'shared-ui',
  'shared',
  ...SYNC_TYPES,
  'supabase',
  'tests',
  'scripts',
];
const SUPABASE_JS_ALLOWED = ['sync-remote', 'app', 'supabase', 'tests', 'scripts'];

/**
 * One ordered policy list; the last matching policy decides. `default: 'allow'` plus explicit
 * disallows keeps each error tied to one sentence. Imports inside one element (same feature,
 * same layer) are internal and never checked.
 */
const BOUNDARY_POLICIES = [
  // No `from`: these apply to every file, including files outside any element (see the
  // catch-all `boundaries/files` setting).
  {
    disallow: { to: { module: { origin: 'external', source: ['dexie', 'dexie-react-hooks'] } } },
    message: MESSAGES.dexie,
  },
  {
    from: { element: { type: 'db' } },
    allow: { to: { module: { origin: 'external', source: ['dexie', 'dexie-react-hooks'] } } },
  },
  {
    disallow: { to: { module: { origin: 'external', source: '@supabase/supabase-js' } } },
    message: MESSAGES.supabase,
  },
  {
    from: { element: { type: SUPABASE_JS_ALLOWED } },
    allow: { to: { module: { origin: 'external', source: '@supabase/supabase-js' } } },
  },
  {
    // Imports inside one feature are checked too (for the test-support rule), so only a feature
    // other than the importer's own is refused.
    from: { element: { type: 'feature' } },
    disallow: {
      to: {
        element: {
          type: 'feature',
          captured: { feature: '!{{from.element.captured.feature}}' },
        },
      },
    },
    message: MESSAGES.featureToFeature,
  },
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'app' } } },
    message: MESSAGES.featureToApp,
  },
  {
    // A feature's test-support seeds replicas, like its commands and queries.
    from: { element: { type: 'feature', fileInternalPath: '!{commands,queries,test-support}/**' } },
    disallow: { to: { element: { type: 'db' } } },
    message: MESSAGES.featureToDb,
  },
  {
    // Any feature test may seed a replica with src/db's row builders (src/db/test-support).
    from: { element: { type: 'feature' }, file: { categories: 'test' } },
    allow: { to: { element: { type: 'db' }, file: { categories: 'test-support' } } },
  },
  {
    from: { element: { type: SHARED_TYPES } },
    disallow: { to: { element: { type: ['feature', 'domain', 'app', 'db'] } } },
    message: MESSAGES.sharedToDomain,
  },
  {
    from: { element: { type: SHARED_TYPES } },
    disallow: { to: { element: { type: SYNC_TYPES } } },
    message: MESSAGES.sharedToSync,
  },
  {
    from: { element: { type: 'domain' } },
    disallow: { to: { element: { type: NOT_FOR_DOMAIN } } },
    message: MESSAGES.domainImports,
  },
  {
    // Its tests and test-support may use vitest and fast-check.
    from: { element: { type: 'domain' }, file: { categories: { noneOf: TEST_CATEGORIES } } },
    disallow: { to: { module: { origin: ['external', 'core'] } } },
    message: MESSAGES.domainImports,
  },
  {
    from: { element: { type: 'db' } },
    disallow: { to: { element: { type: ['feature', 'app'] } } },
    message: MESSAGES.dbToUi,
  },
  {
    from: { element: { type: SYNC_TYPES } },
    disallow: { to: { element: { type: ['app', 'feature', 'shared-ui'] } } },
    message: MESSAGES.syncToUi,
  },
  {
    from: { element: { type: SYNC_TYPES } },
    disallow: { to: { module: { origin: 'external', source: ['react', 'react-dom'] } } },
    message: MESSAGES.syncToReact,
  },
  {
    from: { element: { type: SYNC_TYPES } },
    disallow: { to: { element: { type: 'db' } } },
    message: MESSAGES.syncToDb,
  },
  // Last, so no allow above can lift it: only tests, test-support and scripts use test-support.
  {
    from: { file: { categories: { noneOf: TEST_CATEGORIES } } },
    disallow: { to: { file: { categories: 'test-support' } } },
    message: MESSAGES.testSupport,
  },
];

const SYNC_TIMER_GLOBALS = ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'];
const SYNC_NETWORK_GLOBALS = ['fetch', 'XMLHttpRequest', 'WebSocket'];
const GLOBAL_OBJECTS = ['globalThis', 'window', 'self'];

/** @param {string[]} names @param {string} message */
const restrictedGlobals = (names, message) => names.map((name) => ({ name, message }));
/** The same globals reached through globalThis/window/self. @param {string[]} names @param {string} message */
const restrictedGlobalProperties = (names, message) =>
  GLOBAL_OBJECTS.flatMap((object) => names.map((property) => ({ object, property, message })));

const ENUM_SELECTOR = { selector: 'TSEnumDeclaration', message: MESSAGES.enum };
const DANGEROUS_HTML_SELECTORS = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: MESSAGES.dangerousHtml,
  },
  // createElement('div', { dangerouslySetInnerHTML }) and spread objects.
  { selector: "Property[key.name='dangerouslySetInnerHTML']", message: MESSAGES.dangerousHtml },
];

/**
 * @param {{ root?: string, typeAware?: boolean }} [options]
 *   root: the project root that globs, element patterns, tsconfig paths and type information are
 *   relative to (tests pass a fixture tree).
 *   typeAware: the type-checked rules need every linted file on disk and in a tsconfig, which
 *   the virtual files of tests/lint are not; the repository always runs them.
 */
export function createConfig({ root = import.meta.dirname, typeAware = true } = {}) {
  const tsconfig = path.join(root, 'tsconfig.json');

  return defineConfig(
    globalIgnores(
      [
        'dist/',
        'dist-e2e/',
        '.bench/',
        'dev-dist/',
        'node_modules/',
        '.local/',
        'coverage/',
        'test-results/',
        'playwright-report/',
      ],
      'project/ignores',
    ),

    {
      name: 'project/linter-options',
      linterOptions: { reportUnusedDisableDirectives: 'error' },
    },

    { ...js.configs.recommended, name: 'eslint/recommended', files: CODE_FILES },
    ...tseslint.configs.recommended,

    typeAware
      ? {
          // Type-aware rules, limited to promise misuse: a floating promise inside a Dexie
          // transaction lets the transaction commit early, and a lost rejection is a lost write.
          name: 'project/type-aware',
          files: TS_FILES,
          languageOptions: {
            parserOptions: { projectService: true, tsconfigRootDir: root },
          },
          rules: {
            '@typescript-eslint/no-floating-promises': 'error',
            // JSX handlers may return a promise (React ignores it; react-router's navigate
            // returns one); floating promises inside handler bodies are still reported.
            '@typescript-eslint/no-misused-promises': [
              'error',
              { checksVoidReturn: { attributes: false } },
            ],
            '@typescript-eslint/await-thenable': 'error',
          },
        }
      : [],

    {
      name: 'project/typescript',
      files: CODE_FILES,
      rules: {
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
        ],
        'no-restricted-syntax': ['error', ENUM_SELECTOR, ...DANGEROUS_HTML_SELECTORS],
      },
    },
    {
      name: 'project/safe-html-exception',
      files: ['src/shared/ui/safe-html*', 'src/shared/ui/safe-html*/**'],
      rules: { 'no-restricted-syntax': ['error', ENUM_SELECTOR] },
    },

    {
      // Hooks live in .ts files too (queries/use-week-lessons.ts), so .ts is included.
      // The preset's warnings become errors: the lint script allows zero warnings.
      name: 'project/react-hooks',
      files: ['src/**/*.{ts,tsx}'],
      plugins: reactHooks.configs.flat.recommended.plugins,
      rules: Object.fromEntries(
        Object.keys(reactHooks.configs.flat.recommended.rules ?? {}).map((rule) => [rule, 'error']),
      ),
    },

    {
      name: 'project/import-cycles',
      files: CODE_FILES,
      plugins: { 'import-x': importX },
      settings: {
        'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
        'import-x/resolver-next': [
          createTypeScriptImportResolver({ project: tsconfig, alwaysTryTypes: true }),
        ],
      },
      rules: {
        // Type-only imports are ignored: they vanish at runtime.
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-self-import': 'error',
      },
    },

    {
      name: 'project/boundaries',
      files: CODE_FILES,
      plugins: { boundaries },
      settings: {
        'boundaries/root-path': root,
        'boundaries/elements': ELEMENTS,
        'boundaries/files': FILES,
        'import/resolver': { typescript: { project: tsconfig, alwaysTryTypes: true } },
      },
      rules: {
        'boundaries/dependencies': [
          'error',
          {
            default: 'allow',
            checkAllOrigins: true,
            // Imports inside one element are checked as well: a product file importing its own
            // folder's test-support is still refused.
            checkInternals: true,
            policies: BOUNDARY_POLICIES,
          },
        ],
      },
    },

    {
      name: 'project/sync-core-injected-effects',
      files: SYNC_CORE_FILES,
      ignores: SYNC_CORE_IGNORES,
      rules: {
        'no-restricted-globals': [
          'error',
          ...restrictedGlobals(SYNC_TIMER_GLOBALS, MESSAGES.injectTime),
          ...restrictedGlobals(SYNC_NETWORK_GLOBALS, MESSAGES.injectNetwork),
        ],
        'no-restricted-properties': [
          'error',
          { object: 'Date', property: 'now', message: MESSAGES.injectTime },
          ...restrictedGlobalProperties(SYNC_TIMER_GLOBALS, MESSAGES.injectTime),
          ...restrictedGlobalProperties(SYNC_NETWORK_GLOBALS, MESSAGES.injectNetwork),
        ],
      },
    },
    {
      // Tests drive fake timers, so only the timer ban is lifted; clock and network stay banned.
      name: 'project/sync-core-tests',
      files: SYNC_TEST_FILES,
      ignores: SYNC_CORE_IGNORES,
      rules: {
        'no-restricted-globals': [
          'error',
          ...restrictedGlobals(SYNC_NETWORK_GLOBALS, MESSAGES.injectNetwork),
        ],
        'no-restricted-properties': [
          'error',
          { object: 'Date', property: 'now', message: MESSAGES.injectTime },
          ...restrictedGlobalProperties(SYNC_NETWORK_GLOBALS, MESSAGES.injectNetwork),
        ],
      },
    },

    {
      name: 'project/globals-browser',
      files: ['src/**'],
      languageOptions: { globals: globals.browser },
    },
    {
      // Classic scripts served as-is before the bundle runs (theme-init.js).
      name: 'project/public-scripts',
      files: ['public/**/*.js'],
      languageOptions: { sourceType: 'script', globals: globals.browser },
    },
    {
      name: 'project/globals-shared',
      files: ['sync/**', 'supabase/functions/**'],
      languageOptions: { globals: globals['shared-node-browser'] },
    },
    {
      name: 'project/globals-node',
      files: ['scripts/**', 'supabase/local/**', 'supabase/seed/**', 'tests/**', '**/*.config.*'],
      languageOptions: { globals: globals.node },
    },
  );
}

export default createConfig();
