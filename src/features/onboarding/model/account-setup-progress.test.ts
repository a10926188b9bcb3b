import { describe, expect, it } from 'vitest';
import {
  initialProgress,
  overallProgress,
  type AccountSetupProgress,
} from './account-setup-progress';

describe('overallProgress (spec §4: the mean percentage of the steps)', () => {
  it.each<[string, Partial<AccountSetupProgress>, number]>([
    ['nothing started', {}, 0],
    ['first step under way', { 'sync-membership': 'loading' }, 13],
    ['first step done', { 'sync-membership': 'completed' }, 25],
    [
      'two done, third loading',
      { 'sync-membership': 'completed', 'load-profile': 'completed', 'load-school': 'loading' },
      63,
    ],
    [
      'all done',
      {
        'sync-membership': 'completed',
        'load-profile': 'completed',
        'load-school': 'completed',
        finalize: 'completed',
      },
      100,
    ],
    [
      'a failed step counts nothing',
      { 'sync-membership': 'completed', 'load-profile': 'error' },
      25,
    ],
  ])('%s → %i%%', (_, steps, expected) => {
    expect(overallProgress({ ...initialProgress(), ...steps })).toBe(expected);
  });
});
