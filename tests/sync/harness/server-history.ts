import type { Change, Row } from '../../../sync/merge/change';
import { applyChange } from '../../../sync/merge/merge-rules';
import type { PushAnswer } from './faulty-fetch';

/**
 * The server's true history, rebuilt from every sync_push answer it sent (faults hide answers from
 * devices, never from this log), and a model of what the server must hold: the pure merge rules
 * applied to exactly the changes the server said it applied, in the order it applied them.
 */
export class ServerHistory {
  /** `${client_id}:${seq}` → how the server first answered it. */
  readonly outcomes = new Map<string, { status: string; code?: string }>();
  readonly model = new Map<string, Row>();
  /** Conflicts the merge rules predict, as `row|field|kept|overwritten` keys (a multiset). */
  readonly expectedConflicts: string[] = [];
  readonly violations: string[] = [];
  appliedTwice = 0;

  record({ body, answer }: PushAnswer): void {
    const bySeq = new Map(body.changes.map((change) => [change.seq, change]));
    for (const result of answer.results) {
      const key = `${body.client_id}:${result.seq}`;
      const first = this.outcomes.get(key);
      if (result.status === 'duplicate') {
        if (!first) this.violations.push(`${key}: duplicate of a change never answered before`);
        continue;
      }
      if (first) {
        // A replay must come back as duplicate (or as its original rejection), never applied again.
        if (result.status === 'applied') this.appliedTwice += 1;
        else if (first.status !== 'rejected' || first.code !== result.code) {
          this.violations.push(`${key}: answered ${first.status} then ${result.status}`);
        }
        continue;
      }
      this.outcomes.set(key, { status: result.status, code: result.code });
      const wire = bySeq.get(result.seq);
      if (!wire) {
        this.violations.push(`${key}: answered but not sent`);
        continue;
      }
      this.applyToModel({ ...wire, client_id: body.client_id } as unknown as Change, result, key);
    }
  }

  private applyToModel(change: Change, result: { status: string; code?: string }, key: string) {
    const rowKey = `${change.table}:${change.id}`;
    const outcome = applyChange(this.model.get(rowKey) ?? null, change, { now: 'deleted' });
    if (outcome.kind === 'rejected') {
      if (result.status !== 'rejected' || result.code !== outcome.reason) {
        this.violations.push(
          `${key}: merge rules reject (${outcome.reason}), server ${result.status}`,
        );
      }
      return;
    }
    if (result.status !== 'applied') {
      this.violations.push(`${key}: merge rules apply, server rejected ${result.code}`);
      return;
    }
    this.model.set(rowKey, outcome.row);
    for (const conflict of outcome.conflicts) {
      this.expectedConflicts.push(
        conflictKey(conflict.id, conflict.field, conflict.kept, conflict.overwritten),
      );
    }
  }
}

export function conflictKey(rowId: string, field: string, kept: unknown, overwritten: unknown) {
  return `${rowId}|${field}|${JSON.stringify(kept)}|${JSON.stringify(overwritten)}`;
}
