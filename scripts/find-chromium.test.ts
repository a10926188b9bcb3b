import { describe, expect, it } from 'vitest';
import { CHROMIUM_MISSING_MESSAGE, findChromium } from './find-chromium';

describe('findChromium', () => {
  it('uses CHROMIUM_PATH when it points at an executable', () => {
    expect(findChromium({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
  });

  it('finds nothing when CHROMIUM_PATH is wrong, and never falls back to a download', () => {
    expect(findChromium({ CHROMIUM_PATH: '/nonexistent/chromium' })).toBeNull();
  });

  it('the message says how to install Debian’s Chromium', () => {
    expect(CHROMIUM_MISSING_MESSAGE).toContain('apt-get install -y chromium');
    expect(CHROMIUM_MISSING_MESSAGE).toContain('CHROMIUM_PATH');
  });
});
