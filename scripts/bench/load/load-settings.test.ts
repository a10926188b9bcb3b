import { describe, expect, it } from 'vitest';
import { DEFAULT_DEVICE_COUNTS, DEFAULT_SECONDS, loadSettingsFrom } from './load-settings';

describe('loadSettingsFrom', () => {
  it('defaults to both databases, 20 and 100 devices, 60 s, report only', () => {
    const settings = loadSettingsFrom({});
    expect(settings.databases).toEqual(['pglite', 'postgres']);
    expect(settings.deviceCounts).toEqual(DEFAULT_DEVICE_COUNTS);
    expect(settings.seconds).toBe(DEFAULT_SECONDS);
    expect(settings.enforce).toBe(false);
  });

  it('reads lists, a think range and flags', () => {
    const settings = loadSettingsFrom({
      LOAD_DATABASES: 'postgres',
      LOAD_DEVICES: '5, 10',
      LOAD_SECONDS: '10',
      LOAD_THINK_MS: '200-400',
      LOAD_ENFORCE: 'true',
      LOAD_SEED: '7',
    });
    expect(settings).toMatchObject({
      databases: ['postgres'],
      deviceCounts: [5, 10],
      seconds: 10,
      thinkMs: { min: 200, max: 400 },
      enforce: true,
      seed: 7,
    });
  });

  it('names the variable and what it accepts when a value is bad', () => {
    expect(() => loadSettingsFrom({ LOAD_DATABASES: 'mysql' })).toThrow(
      "LOAD_DATABASES must list pglite and/or postgres, comma-separated; 'mysql' is neither.",
    );
    expect(() => loadSettingsFrom({ LOAD_DEVICES: '0' })).toThrow(
      "LOAD_DEVICES must be a whole number from 1 to 1000, got '0'.",
    );
    expect(() => loadSettingsFrom({ LOAD_SECONDS: '1.5' })).toThrow(/LOAD_SECONDS must be a whole/);
    expect(() => loadSettingsFrom({ LOAD_THINK_MS: '400-200' })).toThrow(/LOAD_THINK_MS/);
    expect(() => loadSettingsFrom({ LOAD_ENFORCE: 'yes' })).toThrow(
      "LOAD_ENFORCE must be true or false, got 'yes'.",
    );
  });
});
