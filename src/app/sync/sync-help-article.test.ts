import { describe, expect, it } from 'vitest';
import article from '@/features/help/articles/sync-indicator.md?raw';
import { INITIAL_SYNC_STATUS, type SyncStatus } from '@sync/engine/sync-status';
import { PHASE_LABELS, syncLine, syncLineText } from './sync-status-text';

/**
 * Help explains the indicator in its own words (src/features/help/articles/sync-indicator.md);
 * this keeps the article's words the indicator's when either changes.
 */
/** A row of the article's table whose first cell is `label` in bold (Prettier pads the cells). */
const tableRowNaming = (label: string) => new RegExp(`^\\| \\*\\*${label}\\*\\* +\\|`, 'm');

describe('the sync indicator article', () => {
  it.each(Object.values(PHASE_LABELS))('explains “%s”', (label) => {
    expect(article).toMatch(tableRowNaming(label));
  });

  it('explains the waiting label, the count and the last sync as the header writes them', () => {
    const status: SyncStatus = { ...INITIAL_SYNC_STATUS, pending: 2 };
    const line = syncLine('in-sync', status, 0);
    expect(article).toMatch(tableRowNaming(line.label));
    expect(article).toContain(`**${line.lastSynced}**`);
    expect(syncLineText(syncLine('offline', { ...status, phase: 'offline' }, 0))).toMatch(
      /^Offline · 2 unsynced · /,
    );
    expect(article).toContain('**Offline · 2 unsynced · last synced 3 min ago**');
  });

  it('names the details panel’s parts', () => {
    for (const words of ['Review sync problems', 'Sync now', 'Technical details', 'Last sync'])
      expect(article).toContain(words);
  });
});
