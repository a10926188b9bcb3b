// Proves the architecture rules in eslint.config.js fire (and stay quiet on allowed imports).
// It lints snippets under virtual paths of a miniature tree (tests/lint/fixtures) with the real
// `createConfig` factory, so deleting a rule from eslint.config.js fails a row here.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const FIXTURE_ROOT = fileURLToPath(new URL('./fixtures', import.meta.url));
const CONFIG_PATH = `${REPO_ROOT}/eslint.config.js`;

type ConfigModule = {
  createConfig: (options: { root: string; typeAware: boolean }) => Linter.Config[];
};

type Violation = { name: string; file: string; code: string; rule: string; message: string };
type Allowed = { name: string; file: string; code: string };

const FEATURES_APART = 'Features never import each other';
const SHARED_RULES_TO_DOMAIN = 'move rules two features share to src/domain';
const DB_LAYERS = 'Only commands/ and queries/ of a feature import src/db';
const FEATURE_APP = 'Features never import src/app';
const SHARED = 'src/shared is domain-free';
const SHARED_SYNC = 'src/shared never imports the sync engine';
const DOMAIN = 'src/domain holds pure rules: it imports only src/shared/lib';
const SYNC_DB = 'sync/ never imports src/db (only the reverse)';
const TEST_SUPPORT = 'Product code never imports a test-support file';
const DB = 'src/db never imports src/features or src/app';
const SYNC_UI = 'sync/ never imports src/app, src/features or src/shared/ui';
const SYNC_REACT = 'sync/ never imports react or react-dom';
const DEXIE = 'Only src/db imports dexie';
const SUPABASE = 'Only sync/remote and src/app';
const TIME = 'Sync core never reads the clock or schedules timers';
const NETWORK = 'Sync core never touches the network';
const ENUM = 'No TypeScript enum';
const HTML = 'Only src/shared/ui/safe-html* may set dangerouslySetInnerHTML';

const BOUNDARY = 'boundaries/dependencies';
const SYNTAX = 'no-restricted-syntax';

const PLANNER_COMPONENT = 'src/features/planner/components/week-view.tsx';
const PLANNER_MODEL = 'src/features/planner/model/week-rules.ts';
const PLANNER_COMMAND = 'src/features/planner/commands/bump-lessons.ts';
const PLANNER_QUERY = 'src/features/planner/queries/use-day-lessons.ts';
const PLANNER_TEST = 'src/features/planner/components/week-view.test.tsx';
const DOMAIN_RULE = 'src/domain/calendar/cycle-day.ts';
const DOMAIN_TEST = 'src/domain/calendar/cycle-day.test.ts';
const SYNC_CORE = 'sync/push.ts';
const SYNC_REMOTE = 'sync/remote/supabase-store.ts';

const violations: Violation[] = [
  // 2. Features never import each other, whatever the import form.
  {
    name: 'feature -> other feature (alias)',
    file: PLANNER_COMPONENT,
    code: "import { classRules } from '@/features/classes';\nexport const x = classRules;",
    rule: BOUNDARY,
    message: FEATURES_APART,
  },
  {
    name: 'feature -> other feature (relative path)',
    file: PLANNER_MODEL,
    code: "import { classRules } from '../../classes/model/class-rules';\nexport const x = classRules;",
    rule: BOUNDARY,
    message: FEATURES_APART,
  },
  {
    name: 'feature -> other feature (type-only import)',
    file: PLANNER_MODEL,
    code: "import type { classRules } from '@/features/classes';\nexport type X = typeof classRules;",
    rule: BOUNDARY,
    message: FEATURES_APART,
  },
  {
    name: 'feature -> other feature (re-export)',
    file: 'src/features/planner/index.ts',
    code: "export { classRules } from '@/features/classes/model/class-rules';",
    rule: BOUNDARY,
    message: FEATURES_APART,
  },
  {
    name: 'feature -> other feature (dynamic import)',
    file: PLANNER_COMMAND,
    code: "export const load = () => import('@/features/classes');",
    rule: BOUNDARY,
    message: FEATURES_APART,
  },
  {
    name: 'feature component -> src/db',
    file: PLANNER_COMPONENT,
    code: "import { db } from '@/db';\nexport const x = db;",
    rule: BOUNDARY,
    message: DB_LAYERS,
  },
  {
    name: 'feature model -> src/db (relative path)',
    file: PLANNER_MODEL,
    code: "import { db } from '../../../db';\nexport const x = db;",
    rule: BOUNDARY,
    message: DB_LAYERS,
  },
  {
    name: 'feature -> src/app',
    file: PLANNER_COMMAND,
    code: "import { router } from '@/app/router';\nexport const x = router;",
    rule: BOUNDARY,
    message: FEATURE_APP,
  },
  // 3. Only src/db imports dexie.
  {
    name: 'feature query -> dexie-react-hooks',
    file: PLANNER_QUERY,
    code: "import { useLiveQuery } from 'dexie-react-hooks';\nexport const x = useLiveQuery;",
    rule: BOUNDARY,
    message: DEXIE,
  },
  {
    name: 'feature command -> dexie',
    file: PLANNER_COMMAND,
    code: "import Dexie from 'dexie';\nexport const x = Dexie;",
    rule: BOUNDARY,
    message: DEXIE,
  },
  {
    name: 'src/app -> dexie',
    file: 'src/app/providers.tsx',
    code: "import Dexie from 'dexie';\nexport const x = Dexie;",
    rule: BOUNDARY,
    message: DEXIE,
  },
  {
    name: 'sync core -> dexie',
    file: SYNC_CORE,
    code: "import Dexie from 'dexie';\nexport const x = Dexie;",
    rule: BOUNDARY,
    message: DEXIE,
  },
  {
    name: 'file outside any layer (src/main.tsx) -> dexie',
    file: 'src/main.tsx',
    code: "import Dexie from 'dexie';\nexport const x = Dexie;",
    rule: BOUNDARY,
    message: DEXIE,
  },
  // 4. Only sync/remote, src/app and Node-side code import supabase-js.
  {
    name: 'feature -> supabase-js',
    file: PLANNER_COMMAND,
    code: "import { createClient } from '@supabase/supabase-js';\nexport const x = createClient;",
    rule: BOUNDARY,
    message: SUPABASE,
  },
  {
    name: 'sync core -> supabase-js',
    file: SYNC_CORE,
    code: "import { createClient } from '@supabase/supabase-js';\nexport const x = createClient;",
    rule: BOUNDARY,
    message: SUPABASE,
  },
  {
    name: 'src/db -> supabase-js',
    file: 'src/db/outbox.ts',
    code: "import { createClient } from '@supabase/supabase-js';\nexport const x = createClient;",
    rule: BOUNDARY,
    message: SUPABASE,
  },
  {
    name: 'src/shared -> supabase-js',
    file: 'src/shared/lib/client.ts',
    code: "import type { SupabaseClient } from '@supabase/supabase-js';\nexport type X = SupabaseClient;",
    rule: BOUNDARY,
    message: SUPABASE,
  },
  // 5. sync/ is plain TypeScript and receives time and network.
  {
    name: 'sync core -> react',
    file: SYNC_CORE,
    code: "import { useState } from 'react';\nexport const x = useState;",
    rule: BOUNDARY,
    message: SYNC_REACT,
  },
  {
    name: 'sync/remote -> react-dom/client',
    file: SYNC_REMOTE,
    code: "import { createRoot } from 'react-dom/client';\nexport const x = createRoot;",
    rule: BOUNDARY,
    message: SYNC_REACT,
  },
  {
    name: 'sync -> src/app',
    file: SYNC_CORE,
    code: "import { router } from '@/app/router';\nexport const x = router;",
    rule: BOUNDARY,
    message: SYNC_UI,
  },
  {
    name: 'sync -> a feature',
    file: SYNC_REMOTE,
    code: "import { planLesson } from '@/features/planner';\nexport const x = planLesson;",
    rule: BOUNDARY,
    message: SYNC_UI,
  },
  {
    name: 'sync -> src/shared/ui (relative path)',
    file: SYNC_CORE,
    code: "import { Button } from '../src/shared/ui/button';\nexport const x = Button;",
    rule: BOUNDARY,
    message: SYNC_UI,
  },
  ...(['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] as const).map((timer) => ({
    name: `sync core uses ${timer}`,
    file: SYNC_CORE,
    code: `export const x = ${timer};`,
    rule: 'no-restricted-globals',
    message: TIME,
  })),
  {
    name: 'sync core uses globalThis.setTimeout',
    file: SYNC_CORE,
    code: 'export const x = globalThis.setTimeout;',
    rule: 'no-restricted-properties',
    message: TIME,
  },
  {
    name: 'sync core uses Date.now',
    file: SYNC_CORE,
    code: 'export const now = () => Date.now();',
    rule: 'no-restricted-properties',
    message: TIME,
  },
  {
    name: 'sync core uses fetch',
    file: SYNC_CORE,
    code: "export const go = () => fetch('/rest/v1/lessons');",
    rule: 'no-restricted-globals',
    message: NETWORK,
  },
  {
    name: 'sync core test still may not use Date.now',
    file: 'sync/push.test.ts',
    code: 'export const now = Date.now();',
    rule: 'no-restricted-properties',
    message: TIME,
  },
  {
    name: 'sync core test still may not use fetch',
    file: 'sync/push.test.ts',
    code: "export const go = () => fetch('/');",
    rule: 'no-restricted-globals',
    message: NETWORK,
  },
  // 6. src/shared is domain-free.
  {
    name: 'shared/ui -> feature',
    file: 'src/shared/ui/card.tsx',
    code: "import { planLesson } from '@/features/planner';\nexport const x = planLesson;",
    rule: BOUNDARY,
    message: SHARED,
  },
  {
    name: 'shared/lib -> src/app',
    file: 'src/shared/lib/flags.ts',
    code: "import { router } from '@/app/router';\nexport const x = router;",
    rule: BOUNDARY,
    message: SHARED,
  },
  {
    name: 'shared/hooks -> src/db',
    file: 'src/shared/hooks/use-thing.ts',
    code: "import { db } from '../../db';\nexport const x = db;",
    rule: BOUNDARY,
    message: SHARED,
  },
  // 7. src/db never imports features or app.
  {
    name: 'db -> feature',
    file: 'src/db/schema.ts',
    code: "import { lessonRules } from '@/features/planner/model/lesson-rules';\nexport const x = lessonRules;",
    rule: BOUNDARY,
    message: DB,
  },
  {
    name: 'db -> src/app',
    file: 'src/db/schema.ts',
    code: "import { router } from '../app/router';\nexport const x = router;",
    rule: BOUNDARY,
    message: DB,
  },
  // 8. enum and dangerouslySetInnerHTML.
  {
    name: 'enum in src',
    file: 'src/shared/lib/phase.ts',
    code: 'export enum Phase {\n  Offline = "offline",\n}',
    rule: SYNTAX,
    message: ENUM,
  },
  {
    name: 'const enum in sync',
    file: SYNC_CORE,
    code: 'export const enum Op {\n  Upsert,\n}',
    rule: SYNTAX,
    message: ENUM,
  },
  {
    name: 'enum in tests',
    file: 'tests/integration/devices.test.ts',
    code: 'export enum Device {\n  A,\n}',
    rule: SYNTAX,
    message: ENUM,
  },
  {
    name: 'dangerouslySetInnerHTML in a feature component',
    file: PLANNER_COMPONENT,
    code: 'export const X = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;',
    rule: SYNTAX,
    message: HTML,
  },
  {
    name: 'dangerouslySetInnerHTML in another shared/ui file',
    file: 'src/shared/ui/rich-text.tsx',
    code: "import { createElement } from 'react';\nexport const X = (html: string) => createElement('div', { dangerouslySetInnerHTML: { __html: html } });",
    rule: SYNTAX,
    message: HTML,
  },
  // 9. src/domain: features share rules through it; it imports only src/shared/lib.
  {
    name: 'feature -> other feature: the message points at src/domain',
    file: PLANNER_MODEL,
    code: "import { classRules } from '@/features/classes';\nexport const x = classRules;",
    rule: BOUNDARY,
    message: SHARED_RULES_TO_DOMAIN,
  },
  {
    name: 'domain -> a feature (alias)',
    file: DOMAIN_RULE,
    code: "import { planLesson } from '@/features/planner';\nexport const x = planLesson;",
    rule: BOUNDARY,
    message: DOMAIN,
  },
  {
    name: 'domain -> a feature (relative path)',
    file: DOMAIN_RULE,
    code: "import { classRules } from '../../features/classes/model/class-rules';\nexport const x = classRules;",
    rule: BOUNDARY,
    message: DOMAIN,
  },
  {
    name: 'domain -> src/app',
    file: DOMAIN_RULE,
    code: "import { router } from '@/app/router';\nexport const x = router;",
    rule: BOUNDARY,
    message: DOMAIN,
  },
  {
    name: 'domain -> src/db (type-only import)',
    file: 'src/domain/lessons/lesson-record.ts',
    code: "import type { db } from '@/db';\nexport type X = typeof db;",
    rule: BOUNDARY,
    message: DOMAIN,
  },
  {
    name: 'domain -> src/shared/ui',
    file: DOMAIN_RULE,
    code: "import { Button } from '@/shared/ui/button';\nexport const x = Button;",
    rule: BOUNDARY,
    message: DOMAIN,
  },
  {
    name: 'domain -> src/shared/hooks (relative path)',
    file: DOMAIN_RULE,
    code: "import { useMediaQuery } from '../../shared/hooks/use-media-query';\nexport const x = useMediaQuery;",
    rule: BOUNDARY,
    message: DOMAIN,
  },
  {
    name: 'domain -> the sync engine',
    file: DOMAIN_RULE,
    code: "import { engine } from '@sync/engine';\nexport const x = engine;",
    rule: BOUNDARY,
    message: DOMAIN,
  },
  ...(
    [
      ['react', "import { useState } from 'react';\nexport const x = useState;"],
      ['dexie', "import Dexie from 'dexie';\nexport const x = Dexie;"],
      [
        'supabase-js',
        "import { createClient } from '@supabase/supabase-js';\nexport const x = createClient;",
      ],
      ['any other package', "import { addDays } from 'date-fns';\nexport const x = addDays;"],
      [
        'a Node built-in',
        "import { readFile } from 'node:fs/promises';\nexport const x = readFile;",
      ],
    ] as const
  ).map(([what, code]) => ({
    name: `domain -> ${what}`,
    file: DOMAIN_RULE,
    code,
    rule: BOUNDARY,
    message: DOMAIN,
  })),
  {
    name: 'domain test-support -> a feature (tests get no exemption from the layering)',
    file: 'src/domain/test-support/lessons.ts',
    code: "import { planLesson } from '@/features/planner';\nexport const x = planLesson;",
    rule: BOUNDARY,
    message: DOMAIN,
  },
  {
    name: 'shared/lib -> src/domain',
    file: 'src/shared/lib/dates.ts',
    code: "import { cycleDayOf } from '@/domain/calendar';\nexport const x = cycleDayOf;",
    rule: BOUNDARY,
    message: SHARED,
  },
  // 10. src/shared never imports the sync engine.
  {
    name: 'shared/lib -> sync (alias)',
    file: 'src/shared/lib/status.ts',
    code: "import { engine } from '@sync/engine';\nexport const x = engine;",
    rule: BOUNDARY,
    message: SHARED_SYNC,
  },
  {
    name: 'shared/ui -> sync (relative path, type-only)',
    file: 'src/shared/ui/sync-badge.tsx',
    code: "import type { engine } from '../../../sync/engine';\nexport type X = typeof engine;",
    rule: BOUNDARY,
    message: SHARED_SYNC,
  },
  {
    name: 'shared/hooks -> sync/remote',
    file: 'src/shared/hooks/use-remote.ts',
    code: "import { remote } from '@sync/remote/supabase-remote';\nexport const x = remote;",
    rule: BOUNDARY,
    message: SHARED_SYNC,
  },
  // 11. sync/ never imports src/db (only the reverse).
  {
    name: 'sync core -> src/db (alias)',
    file: SYNC_CORE,
    code: "import { db } from '@/db';\nexport const x = db;",
    rule: BOUNDARY,
    message: SYNC_DB,
  },
  {
    name: 'sync/remote -> src/db (relative path, type-only)',
    file: SYNC_REMOTE,
    code: "import type { db } from '../../src/db';\nexport type X = typeof db;",
    rule: BOUNDARY,
    message: SYNC_DB,
  },
  {
    name: 'sync core test -> src/db test-support',
    file: 'sync/push.test.ts',
    code: "import { pulledSchool } from '../src/db/test-support/pulled-rows';\nexport const x = pulledSchool;",
    rule: BOUNDARY,
    message: SYNC_DB,
  },
  // 12. Product code never imports a test-support file.
  {
    name: 'feature component -> its own test-support',
    file: PLANNER_COMPONENT,
    code: "import { renderPlanner } from '../test-support/planner-page';\nexport const x = renderPlanner;",
    rule: BOUNDARY,
    message: TEST_SUPPORT,
  },
  {
    name: 'feature command -> src/db test-support',
    file: PLANNER_COMMAND,
    code: "import { pulledSchool } from '@/db/test-support/pulled-rows';\nexport const x = pulledSchool;",
    rule: BOUNDARY,
    message: TEST_SUPPORT,
  },
  {
    name: 'feature model -> src/domain test-support',
    file: PLANNER_MODEL,
    code: "import { makeCalendar } from '@/domain/test-support/calendars';\nexport const x = makeCalendar;",
    rule: BOUNDARY,
    message: TEST_SUPPORT,
  },
  {
    name: 'domain rule -> its test-support (relative path)',
    file: DOMAIN_RULE,
    code: "import { makeCalendar } from '../test-support/calendars';\nexport const x = makeCalendar;",
    rule: BOUNDARY,
    message: TEST_SUPPORT,
  },
  {
    name: 'src/app -> src/test-support',
    file: 'src/app/providers.tsx',
    code: "import { openTestReplica } from '@/test-support/test-replica';\nexport const x = openTestReplica;",
    rule: BOUNDARY,
    message: TEST_SUPPORT,
  },
  {
    name: 'src/shared -> src/test-support (dynamic import)',
    file: 'src/shared/lib/flags.ts',
    code: "export const load = () => import('@/test-support/test-replica');",
    rule: BOUNDARY,
    message: TEST_SUPPORT,
  },
  {
    name: 'sync core -> sync test-support',
    file: SYNC_CORE,
    code: "import { memoryRemote } from './test-support/memory-remote';\nexport const x = memoryRemote;",
    rule: BOUNDARY,
    message: TEST_SUPPORT,
  },
  {
    name: 'file outside any layer (src/main.tsx) -> test-support',
    file: 'src/main.tsx',
    code: "import { openTestReplica } from './test-support/test-replica';\nexport const x = openTestReplica;",
    rule: BOUNDARY,
    message: TEST_SUPPORT,
  },
  {
    name: 'feature component test -> src/db itself (only its test-support is open to tests)',
    file: PLANNER_TEST,
    code: "import { db } from '@/db';\nexport const x = db;",
    rule: BOUNDARY,
    message: DB_LAYERS,
  },
  // 1. Language rules.
  {
    name: 'explicit any',
    file: 'src/shared/lib/parse.ts',
    code: 'export const parse = (value: any) => value;',
    rule: '@typescript-eslint/no-explicit-any',
    message: 'Unexpected any',
  },
  {
    name: 'conditional hook call',
    file: PLANNER_COMPONENT,
    code: "import { useState } from 'react';\nexport function X({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}",
    rule: 'react-hooks/rules-of-hooks',
    message: 'called conditionally',
  },
  {
    name: 'missing effect dependency is an error, not a warning',
    file: 'src/features/planner/queries/use-tick.ts',
    code: "import { useEffect } from 'react';\nexport function useTick(id: string) {\n  useEffect(() => {\n    console.info(id);\n  }, []);\n}",
    rule: 'react-hooks/exhaustive-deps',
    message: 'missing dependency',
  },
  {
    name: 'import cycle (relative)',
    file: 'src/shared/lib/cycle-a.ts',
    code: "import { b } from './cycle-b';\nexport const a = b;",
    rule: 'import-x/no-cycle',
    message: 'Dependency cycle',
  },
  {
    name: 'import cycle (through the @/ alias)',
    file: 'src/shared/lib/cycle-a.ts',
    code: "import { b } from '@/shared/lib/cycle-b';\nexport const a = b;",
    rule: 'import-x/no-cycle',
    message: 'Dependency cycle',
  },
];

const allowed: Allowed[] = [
  {
    name: 'feature component -> its own commands and queries',
    file: PLANNER_COMPONENT,
    code: "import { planLesson } from '../commands/plan-lesson';\nimport { useWeekLessons } from '@/features/planner/queries/use-week-lessons';\nexport const x = [planLesson, useWeekLessons];",
  },
  {
    name: 'feature model -> its own model',
    file: PLANNER_MODEL,
    code: "import { lessonRules } from './lesson-rules';\nexport const x = lessonRules;",
  },
  {
    name: 'feature command and query -> src/db',
    file: PLANNER_COMMAND,
    code: "import { db } from '@/db';\nexport const x = db;",
  },
  {
    name: 'feature query -> src/db (relative path)',
    file: PLANNER_QUERY,
    code: "import { db } from '../../../db';\nexport const x = db;",
  },
  {
    name: 'feature -> src/shared',
    file: PLANNER_COMPONENT,
    code: "import { Button } from '@/shared/ui/button';\nimport { ok } from '@/shared/lib/result';\nexport const x = [Button, ok];",
  },
  {
    name: 'src/app -> features, db, sync and supabase-js',
    file: 'src/app/providers.tsx',
    code: "import { createClient } from '@supabase/supabase-js';\nimport { db } from '@/db';\nimport { planLesson } from '@/features/planner';\nimport { classRules } from '@/features/classes';\nimport { engine } from '@sync/engine';\nexport const x = [createClient, db, planLesson, classRules, engine];\nexport const lazy = () => import('@/features/planner');",
  },
  {
    name: 'src/db -> dexie, dexie-react-hooks and shared/lib',
    file: 'src/db/schema.ts',
    code: "import Dexie from 'dexie';\nimport { useLiveQuery } from 'dexie-react-hooks';\nimport { ok } from '@/shared/lib/result';\nexport const x = [Dexie, useLiveQuery, ok];",
  },
  {
    name: 'shared/ui -> shared/lib',
    file: 'src/shared/ui/card.tsx',
    code: "import { ok } from '../lib/result';\nexport const x = ok;",
  },
  {
    name: 'sync/remote -> supabase-js and the sync core',
    file: SYNC_REMOTE,
    code: "import { createClient } from '@supabase/supabase-js';\nimport { engine } from '@sync/engine';\nexport const x = [createClient, engine];",
  },
  {
    name: 'sync/remote may use timers, fetch and Date.now',
    file: SYNC_REMOTE,
    code: "export const x = [setTimeout, clearTimeout, Date.now()];\nexport const go = () => fetch('/');",
  },
  {
    name: 'sync core -> shared/lib and its own modules',
    file: SYNC_CORE,
    code: "import { ok } from '@/shared/lib/result';\nimport { engine } from './engine';\nexport const x = [ok, engine];",
  },
  {
    name: 'sync core test may drive timers',
    file: 'sync/push.test.ts',
    code: 'export const x = [setTimeout, setInterval, clearTimeout, clearInterval];',
  },
  {
    name: 'sync core may construct dates from injected millis',
    file: SYNC_CORE,
    code: 'export const toIso = (ms: number) => new Date(ms).toISOString();',
  },
  {
    name: 'Node-side scripts, tests and supabase -> supabase-js',
    file: 'scripts/seed-demo.mjs',
    code: "import { createClient } from '@supabase/supabase-js';\nexport const x = createClient;\nprocess.exitCode = 0;",
  },
  {
    name: 'integration tests -> supabase-js',
    file: 'tests/integration/devices.test.ts',
    code: "import { createClient } from '@supabase/supabase-js';\nexport const x = createClient;",
  },
  {
    name: 'local gateway -> supabase-js',
    file: 'supabase/local/gateway.ts',
    code: "import { createClient } from '@supabase/supabase-js';\nexport const x = createClient;",
  },
  {
    name: 'safe-html may set dangerouslySetInnerHTML',
    file: 'src/shared/ui/safe-html.tsx',
    code: 'export const SafeHtml = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;',
  },
  {
    // Element patterns are anchored at the root: a feature folder named sync/ is not the engine.
    name: 'a feature folder named sync/ may import react',
    file: 'src/features/planner/components/sync/sync-badge.tsx',
    code: "import { useState } from 'react';\nexport const x = useState;",
  },
  {
    name: 'features -> src/domain (alias and relative path)',
    file: PLANNER_COMPONENT,
    code: "import { cycleDayOf } from '@/domain/calendar';\nimport { blankLesson } from '../../../domain/lessons';\nexport const x = [cycleDayOf, blankLesson];",
  },
  {
    name: 'feature model and command -> src/domain',
    file: PLANNER_MODEL,
    code: "import { cycleDayOf } from '@/domain/calendar';\nexport const x = cycleDayOf;\nexport const load = () => import('@/domain/lessons');",
  },
  {
    name: 'domain -> src/shared/lib and its own modules',
    file: DOMAIN_RULE,
    code: "import { ok } from '@/shared/lib/result';\nimport { blankLesson } from '../lessons';\nimport { cycleDayOf } from './index';\nexport const x = [ok, blankLesson, cycleDayOf];",
  },
  {
    name: 'domain tests -> vitest, fast-check and test-support',
    file: DOMAIN_TEST,
    code: "import fc from 'fast-check';\nimport { expect } from 'vitest';\nimport { makeCalendar } from '../test-support/calendars';\nexport const x = [fc, expect, makeCalendar];",
  },
  {
    name: 'src/db (its test-support too) -> src/domain and the sync engine',
    file: 'src/db/test-support/test-rows.ts',
    code: "import { blankLesson } from '@/domain/lessons';\nimport { engine } from '@sync/engine';\nexport const x = [blankLesson, engine];",
  },
  {
    name: 'feature tests -> every test-support (own, src/db, src/domain, src/test-support)',
    file: PLANNER_TEST,
    code: "import { renderPlanner } from '../test-support/planner-page';\nimport { pulledSchool } from '@/db/test-support/pulled-rows';\nimport { makeCalendar } from '@/domain/test-support/calendars';\nimport { openTestReplica } from '@/test-support/test-replica';\nexport const x = [renderPlanner, pulledSchool, makeCalendar, openTestReplica];",
  },
  {
    name: 'a property test -> test-support',
    file: 'src/features/planner/model/week-rules.property.test.ts',
    code: "import { makeCalendar } from '@/domain/test-support/calendars';\nexport const x = makeCalendar;",
  },
  {
    name: 'feature test-support -> src/db, other test-support and its feature',
    file: 'src/features/planner/test-support/lesson-commands.ts',
    code: "import { db } from '@/db';\nimport { pulledSchool } from '@/db/test-support/pulled-rows';\nimport { openTestReplica } from '@/test-support/test-replica';\nimport { planLesson } from '../commands/plan-lesson';\nexport const x = [db, pulledSchool, openTestReplica, planLesson];",
  },
  {
    name: 'sync core test -> sync test-support',
    file: 'sync/push.test.ts',
    code: "import { memoryRemote } from './test-support/memory-remote';\nexport const x = memoryRemote;",
  },
  {
    name: 'tests/ and scripts/ -> test-support',
    file: 'tests/sync/harness/run-session.ts',
    code: "import { pulledSchool } from '../../../src/db/test-support/pulled-rows';\nexport const x = pulledSchool;",
  },
  {
    name: 'scripts/ -> test-support',
    file: 'scripts/bench-seed.ts',
    code: "import { pulledSchool } from '../src/db/test-support/pulled-rows';\nexport const x = pulledSchool;",
  },
  {
    name: 'string unions instead of enum',
    file: 'src/shared/lib/phase.ts',
    code: "export const PHASES = ['offline', 'pushing'] as const;\nexport type Phase = (typeof PHASES)[number];",
  },
];

let eslint: ESLint;

beforeAll(async () => {
  const { createConfig } = (await import(pathToFileURL(CONFIG_PATH).href)) as ConfigModule;
  eslint = new ESLint({
    cwd: FIXTURE_ROOT,
    overrideConfigFile: true,
    overrideConfig: createConfig({ root: FIXTURE_ROOT, typeAware: false }),
  });
});

async function lint(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  if (!result) throw new Error(`no lint result for ${file}`);
  return result.messages;
}

describe('eslint.config.js architecture rules', () => {
  it.each(violations)('reports $name', async ({ file, code, rule, message }) => {
    const messages = await lint(file, code);
    expect(messages.filter((m) => m.fatal)).toEqual([]);
    expect(messages).toContainEqual(
      expect.objectContaining({
        ruleId: rule,
        severity: 2,
        message: expect.stringContaining(message),
      }),
    );
  });

  it.each(allowed)('allows $name', async ({ file, code }) => {
    expect(await lint(file, code)).toEqual([]);
  });
});

describe('the repository config', () => {
  // The default export must be the same factory applied to the repo root, not a stale copy.
  const repo = new ESLint({ cwd: REPO_ROOT });
  const severity = (rule: Linter.RuleEntry | undefined) => (Array.isArray(rule) ? rule[0] : rule);

  it('classifies the repository tree, not the fixtures', async () => {
    const config = (await repo.calculateConfigForFile(
      'src/features/planner/index.ts',
    )) as Linter.Config;
    expect(config.settings?.['boundaries/root-path']).toBe(REPO_ROOT);
    expect(severity(config.rules?.['boundaries/dependencies'])).toBe(2);
    expect(severity(config.rules?.['import-x/no-cycle'])).toBe(2);
    expect(severity(config.rules?.['@typescript-eslint/no-floating-promises'])).toBe(2);
  });

  it('bans timers in sync core only', async () => {
    const core = (await repo.calculateConfigForFile('sync/push.ts')) as Linter.Config;
    const remote = (await repo.calculateConfigForFile('sync/remote/store.ts')) as Linter.Config;
    expect(JSON.stringify(core.rules?.['no-restricted-globals'])).toContain('setTimeout');
    expect(remote.rules?.['no-restricted-globals']).toBeUndefined();
  });

  it('ignores build output', async () => {
    expect(await repo.isPathIgnored('dist/assets/index.js')).toBe(true);
    expect(await repo.isPathIgnored('dev-dist/sw.js')).toBe(true);
  });
});
