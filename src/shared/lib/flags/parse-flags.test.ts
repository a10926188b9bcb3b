import { describe, expect, it } from 'vitest';
import { FLAG_DEFINITIONS, FLAG_NAMES, type FeatureFlags } from './flag-definitions.ts';
import { formatFlagErrors } from './format-flag-errors.ts';
import { parseFlags, type FlagEnv } from './parse-flags.ts';

function flagsOf(env: FlagEnv): FeatureFlags {
  const result = parseFlags(env);
  if (!result.ok) throw new Error(formatFlagErrors(result.errors));
  return result.flags;
}

function errorsOf(env: FlagEnv) {
  const result = parseFlags(env);
  if (result.ok) throw new Error('expected invalid flags');
  return result.errors;
}

// Spec §9, copied by hand rather than derived from the table, so a changed default fails here.
const PRODUCTION_DEFAULTS: readonly [
  env: string,
  key: keyof FeatureFlags,
  value: boolean | number,
][] = [
  ['VITE_FLAG_GUIDED_TOUR', 'guidedTour', true],
  ['VITE_FLAG_MOVE_LESSONS', 'moveLessons', false],
  ['VITE_FLAG_FEEDBACK', 'feedback', true],
  ['VITE_FLAG_BATCHED_LESSONS', 'batchedLessons', true],
  ['VITE_FLAG_GRID_MEMOIZATION', 'gridMemoization', true],
  ['VITE_FLAG_VIRTUALIZATION', 'virtualization', true],
  ['VITE_FLAG_VIRTUALIZATION_OVERSCAN_ROWS', 'virtualizationOverscanRows', 2],
  ['VITE_FLAG_VIRTUALIZATION_OVERSCAN_COLUMNS', 'virtualizationOverscanColumns', 1],
  ['VITE_FLAG_SCOPED_FETCHES', 'scopedFetches', true],
  ['VITE_FLAG_SHALLOW_WEEK_URL', 'shallowWeekUrl', true],
  ['VITE_FLAG_WEEK_CACHE', 'weekCache', true],
  ['VITE_FLAG_WEEK_CACHE_TTL_MS', 'weekCacheTtlMs', 300_000],
  ['VITE_FLAG_PERSIST_WEEK_CACHE', 'persistWeekCache', true],
  ['VITE_FLAG_PREFETCH_ADJACENT_WEEKS', 'prefetchAdjacentWeeks', true],
  ['VITE_FLAG_WEEK_FETCH_DEBOUNCE_MS', 'weekFetchDebounceMs', 100],
  ['VITE_FLAG_SYNC_WEEK_URL', 'syncWeekUrl', false],
  ['VITE_FLAG_RACE_LATEST', 'raceLatest', false],
  ['VITE_FLAG_HIDE_SKELETON', 'hideSkeleton', false],
];

const BOOLEAN_FLAGS = FLAG_NAMES.filter((name) => FLAG_DEFINITIONS[name].kind === 'boolean').map(
  (name) => FLAG_DEFINITIONS[name].env,
);
const NUMBER_FLAGS = FLAG_NAMES.filter((name) => FLAG_DEFINITIONS[name].kind === 'number').map(
  (name) => FLAG_DEFINITIONS[name].env,
);

// Turning the week cache off is only valid together with its dependants, so boolean rows that
// set WEEK_CACHE=false bring these along.
const WEEK_CACHE_DEPENDANTS_OFF = {
  VITE_FLAG_PERSIST_WEEK_CACHE: 'false',
  VITE_FLAG_HIDE_SKELETON: 'false',
};

describe('the flag table', () => {
  it('has exactly the flags of spec §9', () => {
    expect([...FLAG_NAMES].sort()).toEqual(PRODUCTION_DEFAULTS.map(([, key]) => key).sort());
  });

  it.each(FLAG_NAMES)('names %s VITE_FLAG_ plus its key in SCREAMING_SNAKE', (name) => {
    const snake = name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
    expect(FLAG_DEFINITIONS[name].env).toBe(`VITE_FLAG_${snake}`);
  });
});

describe('parseFlags defaults', () => {
  it.each(PRODUCTION_DEFAULTS)('unset %s gives %s = %s', (_env, key, value) => {
    expect(flagsOf({})[key]).toBe(value);
  });

  it.each(PRODUCTION_DEFAULTS)('%s is read from its env name into %s', (env, key, value) => {
    const flipped = typeof value === 'boolean' ? String(!value) : '7';
    const extra = env === 'VITE_FLAG_WEEK_CACHE' ? WEEK_CACHE_DEPENDANTS_OFF : {};
    expect(flagsOf({ [env]: flipped, ...extra })[key]).toBe(
      typeof value === 'boolean' ? !value : 7,
    );
  });

  it('ignores env entries that are not flags', () => {
    expect(parseFlags({ MODE: 'production', DEV: false, VITE_API_URL: 'x' }).ok).toBe(true);
  });
});

describe('boolean flags', () => {
  const accepted = BOOLEAN_FLAGS.flatMap((env) =>
    (['true', 'false'] as const).map((raw) => [env, raw] as const),
  );
  it.each(accepted)('%s accepts %s', (env, raw) => {
    const extra = env === 'VITE_FLAG_WEEK_CACHE' ? WEEK_CACHE_DEPENDANTS_OFF : {};
    expect(parseFlags({ [env]: raw, ...extra }).ok).toBe(true);
  });

  const rejected = BOOLEAN_FLAGS.flatMap((env) =>
    ['TRUE', '1', 'yes', '', 'False', ' true'].map((raw) => [env, raw] as const),
  );
  it.each(rejected)('%s rejects %j and says what it got', (env, raw) => {
    expect(errorsOf({ [env]: raw })).toContainEqual({
      flag: env,
      reason: `must be 'true' or 'false', got '${raw}'`,
    });
  });

  it('judges a real boolean by its text', () => {
    expect(flagsOf({ VITE_FLAG_MOVE_LESSONS: true }).moveLessons).toBe(true);
  });
});

describe('numeric flags', () => {
  const accepted = NUMBER_FLAGS.flatMap((env) =>
    (
      [
        ['0', 0],
        ['250', 250],
        ['1.5', 1.5],
        ['007', 7],
      ] as const
    ).map(([raw, value]) => [env, raw, value] as const),
  );
  it.each(accepted)('%s accepts %j as %s', (env, raw, value) => {
    const key = FLAG_NAMES.find((name) => FLAG_DEFINITIONS[name].env === env);
    if (key === undefined) throw new Error(`no flag for ${env}`);
    expect(flagsOf({ [env]: raw })[key]).toBe(value);
  });

  const rejected = NUMBER_FLAGS.flatMap((env) =>
    ['-1', 'abc', '', 'NaN', 'Infinity', ' 5', '5 ', '1e3', '0x10', '.5', '1,000', 'true'].map(
      (raw) => [env, raw] as const,
    ),
  );
  it.each(rejected)('%s rejects %j and says what it got', (env, raw) => {
    expect(errorsOf({ [env]: raw })).toContainEqual({
      flag: env,
      reason: `must be a non-negative decimal number such as '0', '250' or '1.5', got '${raw}'`,
    });
  });

  it('rejects a numeral too long to be finite', () => {
    expect(errorsOf({ VITE_FLAG_WEEK_CACHE_TTL_MS: '9'.repeat(400) })).toEqual([
      { flag: 'VITE_FLAG_WEEK_CACHE_TTL_MS', reason: 'is too large to be a finite number' },
    ]);
  });

  it('escapes and shortens what it got so the message stays one line', () => {
    const [error] = errorsOf({ VITE_FLAG_WEEK_CACHE_TTL_MS: `1\n${'x'.repeat(100)}` });
    expect(error?.reason).toMatch(/got '1\\nx{37}…'$/);
  });
});

describe('flags that require the week cache', () => {
  const dependants = [['VITE_FLAG_PERSIST_WEEK_CACHE'], ['VITE_FLAG_HIDE_SKELETON']] as const;

  it.each(dependants)(
    '%s=true with the week cache off is an error that says how to fix it',
    (env) => {
      const errors = errorsOf({
        ...WEEK_CACHE_DEPENDANTS_OFF,
        VITE_FLAG_WEEK_CACHE: 'false',
        [env]: 'true',
      });
      expect(errors).toEqual([
        {
          flag: env,
          reason: `is 'true' but requires VITE_FLAG_WEEK_CACHE=true; set ${env}=false or VITE_FLAG_WEEK_CACHE=true`,
        },
      ]);
    },
  );

  it.each(dependants)('%s=true with the week cache on is fine', (env) => {
    expect(parseFlags({ VITE_FLAG_WEEK_CACHE: 'true', [env]: 'true' }).ok).toBe(true);
  });

  it('allows the week cache off when its dependants are explicitly off', () => {
    const flags = flagsOf({ VITE_FLAG_WEEK_CACHE: 'false', ...WEEK_CACHE_DEPENDANTS_OFF });
    expect(flags).toMatchObject({ weekCache: false, persistWeekCache: false, hideSkeleton: false });
  });

  // Persisting defaults on (spec §9), so the week cache off alone breaks the rule; the message
  // must name the default so the developer knows which flag they did not set.
  it('rejects the week cache off alone, pointing at persisting being on by default', () => {
    expect(errorsOf({ VITE_FLAG_WEEK_CACHE: 'false' })).toEqual([
      {
        flag: 'VITE_FLAG_PERSIST_WEEK_CACHE',
        reason:
          'is on by default but requires VITE_FLAG_WEEK_CACHE=true; set VITE_FLAG_PERSIST_WEEK_CACHE=false or VITE_FLAG_WEEK_CACHE=true',
      },
    ]);
  });

  it('reports both rules at once', () => {
    const errors = errorsOf({ VITE_FLAG_WEEK_CACHE: 'false', VITE_FLAG_HIDE_SKELETON: 'true' });
    expect(errors.map((error) => error.flag)).toEqual([
      'VITE_FLAG_PERSIST_WEEK_CACHE',
      'VITE_FLAG_HIDE_SKELETON',
    ]);
  });

  it('does not judge the rule when the week cache itself is invalid', () => {
    expect(errorsOf({ VITE_FLAG_WEEK_CACHE: 'off' }).map((error) => error.flag)).toEqual([
      'VITE_FLAG_WEEK_CACHE',
    ]);
  });
});

describe('unknown flags', () => {
  it.each([
    ['VITE_FLAG_WEEK_CACHE_TTL', 'VITE_FLAG_WEEK_CACHE_TTL_MS'],
    ['VITE_FLAG_GUIDED_TOURS', 'VITE_FLAG_GUIDED_TOUR'],
    ['VITE_FLAG_guided_tour', 'VITE_FLAG_GUIDED_TOUR'],
    ['VITE_FLAG_PERSIST_WEEKCACHE', 'VITE_FLAG_PERSIST_WEEK_CACHE'],
  ])('%s suggests %s', (typo, suggestion) => {
    expect(errorsOf({ [typo]: 'true' })).toEqual([
      { flag: typo, reason: `unknown flag; did you mean ${suggestion}?` },
    ]);
  });

  it.each([['VITE_FLAG_DARK_MODE'], ['VITE_FLAG_'], ['VITE_FLAG_CACHE']])(
    '%s is listed as unknown without a guess',
    (name) => {
      expect(errorsOf({ [name]: 'true' })).toEqual([
        { flag: name, reason: 'unknown flag (not in flag-definitions.ts)' },
      ]);
    },
  );

  it('ignores a name whose value is undefined, as process.env may report', () => {
    expect(parseFlags({ VITE_FLAG_DARK_MODE: undefined }).ok).toBe(true);
  });
});

describe('several bad flags', () => {
  it('collects every error and formats them into one message', () => {
    const errors = errorsOf({
      VITE_FLAG_WEEK_CACHE: 'yes',
      VITE_FLAG_WEEK_CACHE_TTL_MS: '-1',
      VITE_FLAG_FEEDBACK: '1',
      VITE_FLAG_HIDE_SKELETON: 'true',
      VITE_FLAG_RACE_LATEST: 'false',
      VITE_FLAG_RACE_LATES: 'true',
    });
    expect(formatFlagErrors(errors)).toBe(
      [
        'Invalid feature flags:',
        "  - VITE_FLAG_FEEDBACK: must be 'true' or 'false', got '1'",
        "  - VITE_FLAG_WEEK_CACHE: must be 'true' or 'false', got 'yes'",
        "  - VITE_FLAG_WEEK_CACHE_TTL_MS: must be a non-negative decimal number such as '0', '250' or '1.5', got '-1'",
        '  - VITE_FLAG_RACE_LATES: unknown flag; did you mean VITE_FLAG_RACE_LATEST?',
      ].join('\n'),
    );
  });
});
