import { describe, expect, it } from 'vitest';
import { themeToApply } from './synced-theme-rules';

describe('themeToApply', () => {
  it('leaves the first value read alone: it is what this device already had', () => {
    expect(themeToApply(undefined, { userId: 'a', theme: 'dark' })).toBeNull();
  });

  it('applies a value that changes, or arrives after the row was missing', () => {
    expect(themeToApply({ userId: 'a', theme: 'light' }, { userId: 'a', theme: 'dark' })).toBe(
      'dark',
    );
    expect(themeToApply({ userId: 'a', theme: null }, { userId: 'a', theme: 'system' })).toBe(
      'system',
    );
  });

  it('ignores an unchanged value, a row that went missing, and another user', () => {
    expect(themeToApply({ userId: 'a', theme: 'dark' }, { userId: 'a', theme: 'dark' })).toBeNull();
    expect(themeToApply({ userId: 'a', theme: 'dark' }, { userId: 'a', theme: null })).toBeNull();
    expect(
      themeToApply({ userId: 'a', theme: 'light' }, { userId: 'b', theme: 'dark' }),
    ).toBeNull();
  });
});
