import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStoredTheme, resolveTheme, THEME_STORAGE_KEY } from './theme';

describe('theme', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    ['purple', 'system'],
    ['', 'system'],
  ])('stored %j parses to %s', (raw, expected) => {
    expect(parseStoredTheme(raw)).toBe(expected);
  });

  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
  ] as const)('%s with system dark=%s resolves to %s', (theme, prefersDark, expected) => {
    expect(resolveTheme(theme, prefersDark)).toBe(expected);
  });

  it('the pre-paint script reads the same storage key', () => {
    const script = readFileSync(
      new URL('../../../../public/theme-init.js', import.meta.url),
      'utf8',
    );
    expect(script).toContain(`'${THEME_STORAGE_KEY}'`);
  });
});
