import type { Change, Row } from './change';
import { applyChange } from './merge-rules';

/**
 * The device's view of one row: the pulled server row with this device's not-yet-acknowledged
 * changes re-applied in seq order, so the UI never flickers back to an older value while a push
 * is in flight. Uses applyChange itself so the device and the server cannot disagree on fields.
 *
 * A change the server would reject (an edit to a row someone else deleted) is skipped here too:
 * the row shows as deleted and the change surfaces as rejected after the push. Conflicts are the
 * server's to record and are dropped.
 *
 * Tombstone time: the device has no server time for a pending delete. If the pulled row is
 * already a tombstone its time is used (the server's stamp beats the device's guess, and rebasing
 * a row that already contains the pending changes then returns it unchanged); otherwise the
 * device's own stamp from the delete change stands in until the next pull.
 */
export function rebasePending(pulled: Row | null, pending: readonly Change[]): Row | null {
  const ordered = [...pending].sort((a, b) => a.seq - b.seq);
  return ordered.reduce<Row | null>((row, change) => {
    // Upserts never read `now`.
    const now = change.op === 'delete' ? (pulled?.deleted_at ?? change.fields.deleted_at) : '';
    const outcome = applyChange(row, change, { now });
    return outcome.kind === 'applied' ? outcome.row : row;
  }, pulled);
}
