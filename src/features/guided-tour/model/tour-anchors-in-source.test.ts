import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { targetsOfStep, TOUR_STEPS } from './tour-steps';

const SRC = fileURLToPath(new URL('../../../', import.meta.url));

/** The app's components (tests and this feature aside), as text. */
function componentSources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'guided-tour' || entry.name === 'test-support'
        ? []
        : componentSources(path);
    }
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.')
      ? [readFileSync(path, 'utf8')]
      : [];
  });
}

describe('the tour’s anchors', () => {
  // A renamed or removed data-tour would only show as a step passed over in the browser.
  it('each step’s element (and fallback) is marked in a component', () => {
    const sources = componentSources().join('\n');
    const settingsGroups = readFileSync(
      join(SRC, 'features/settings/model/settings-sections.ts'),
      'utf8',
    );
    const marked = (anchor: string) => {
      if (sources.includes(`data-tour="${anchor}"`) || sources.includes(`tour="${anchor}"`))
        return true;
      // The settings groups are marked `settings-${group.id}`.
      const group = /^settings-(\w+)$/.exec(anchor)?.[1];
      return (
        group !== undefined &&
        sources.includes('data-tour={`settings-${group.id}`}') &&
        settingsGroups.includes(`id: '${group}'`)
      );
    };
    const anchors = TOUR_STEPS.flatMap((step) => targetsOfStep(step).map((t) => t.anchor));
    expect(anchors.filter((anchor) => !marked(anchor))).toEqual([]);
  });
});
