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
    'Features never import each other: move shared code to src/shared (entity schemas to src/db) or compose the features in src/app. ({{from.element.captured.feature}} -> {{to.element.captured.feature}})',
  featureToDb:
    'Only commands/ and queries/ of a feature import src/db: components read through queries and write through commands; model/ holds pure rules.',
  featureToApp:
    'Features never import src/app: the app composes features, never the other way round.',
  sharedToDomain: 'src/shared is domain-free: it never imports src/features, src/app or src/db.',
  dbToUi: 'src/db never imports src/features or src/app: the replica knows nothing of the UI.',
  syncToUi:
    'The sync engine is plain TypeScript: sync/ never imports src/app, src/features or src/shared/ui (the app wires the engine, not the reverse).',
  syncToReact: 'The sync engine is plain TypeScript: sync/ never imports react or react-dom.',
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
  { type: 'db', pattern: 'src/db', partialMatch: false },
  { type: 'shared-ui', pattern: 'src/shared/ui', partialMatch: false },
  { type: 'shared', pattern: 'src/shared', partialMatch: false },
  { type: 'sync-remote', pattern: 'sync/remote', partialMatch: false },
  { type: 'sync', pattern: 'sync', partialMatch: false },
  { type: 'supabase', pattern: 'supabase', partialMatch: false },
  { type: 'tests', pattern: 'tests', partialMatch: false },
  { type: 'scripts', pattern: 'scripts', partialMatch: false },
];

const SYNC_TYPES = ['sync', 'sync-remote'];
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
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'feature' } } },
    message: MESSAGES.featureToFeature,
  },
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'app' } } },
    message: MESSAGES.featureToApp,
  },
  {
    from: { element: { type: 'feature', fileInternalPath: '!{commands,queries}/**' } },
    disallow: { to: { element: { type: 'db' } } },
    message: MESSAGES.featureToDb,
  },
  {
    from: { element: { type: ['shared', 'shared-ui'] } },
    disallow: { to: { element: { type: ['feature', 'app', 'db'] } } },
    message: MESSAGES.sharedToDomain,
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
        // A catch-all file category makes every file known to the plugin (it skips unknown
        // files), so the dexie / supabase-js policies also cover src/main.tsx, vite.config.ts ...
        'boundaries/files': [{ pattern: '**', category: 'source' }],
        'import/resolver': { typescript: { project: tsconfig, alwaysTryTypes: true } },
      },
      rules: {
        'boundaries/dependencies': [
          'error',
          { default: 'allow', checkAllOrigins: true, policies: BOUNDARY_POLICIES },
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
