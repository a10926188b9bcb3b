import {
  isFreeTextField,
  type Change,
  type Conflict,
  type MergeOutcome,
  type Row,
  type UpsertChange,
} from './change';
import { isBlank, sameValue } from './same-value';

export interface MergeOptions {
  /** The tombstone time for a delete (the server's transaction time); merge never reads a clock. */
  now: string;
}

/**
 * Applies one change to the current row (DESIGN §6 merge). Pure: the same inputs always give the
 * same outcome, and neither the row nor the change is mutated. The server applies changes in the
 * order they reach it; this function is that single step.
 */
export function applyChange(
  current: Row | null,
  change: Change,
  options: MergeOptions,
): MergeOutcome {
  return change.op === 'delete' ? applyDelete(current, options.now) : applyUpsert(current, change);
}

function applyDelete(current: Row | null, now: string): MergeOutcome {
  if (current === null) return { kind: 'rejected', reason: 'missing' };
  // A second delete keeps the first tombstone's time, so replays and concurrent deletes agree.
  // Other fields stay: the tombstone keeps the text so a restore brings it back.
  const row = current.deleted_at === null ? { ...current, deleted_at: now } : current;
  return { kind: 'applied', row, conflicts: [] };
}

function applyUpsert(current: Row | null, change: UpsertChange): MergeOutcome {
  if (Object.hasOwn(change.fields, 'id') && change.fields.id !== change.id) {
    return { kind: 'rejected', reason: 'invalid' };
  }
  const restores = Object.hasOwn(change.fields, 'deleted_at');
  if (restores && change.fields.deleted_at !== null) return { kind: 'rejected', reason: 'invalid' };

  if (current === null) {
    return {
      kind: 'applied',
      row: { ...change.fields, id: change.id, deleted_at: null },
      conflicts: [],
    };
  }
  // An edit made while (or before) someone else deleted the row must not bring it back unseen;
  // only a change that says deleted_at: null — the user pressed restore — may.
  if (current.deleted_at !== null && !restores) return { kind: 'rejected', reason: 'deleted' };

  const conflicts = Object.entries(change.fields).flatMap(([field, kept]) => {
    const conflict = freeTextConflict(current, change, field, kept);
    return conflict === null ? [] : [conflict];
  });
  return { kind: 'applied', row: { ...current, ...change.fields, id: change.id }, conflicts };
}

/**
 * A conflict is recorded only when text would be lost: the field is free text, someone else
 * changed it since this device looked (current differs from base, or the device had no row),
 * and the value being replaced is neither blank nor identical to the incoming one.
 */
function freeTextConflict(
  current: Row,
  change: UpsertChange,
  field: string,
  kept: unknown,
): Conflict | null {
  if (!isFreeTextField(change.table, field)) return null;
  const overwritten = current[field];
  if (isBlank(overwritten) || sameValue(overwritten, kept)) return null;
  const sawIt = Object.hasOwn(change.base, field) && sameValue(change.base[field], overwritten);
  if (sawIt) return null;
  return {
    table: change.table,
    id: change.id,
    field,
    overwritten,
    kept,
    client_id: change.client_id,
    seq: change.seq,
  };
}
