import { useState } from 'react';
import { actionErrorMessage } from '@/shared/lib/result';
import { FormAlert } from '@/shared/ui/form-alert';
import { ConfirmButton } from '../frame/confirm-button';
import type { ClearReplicaOutcome, DeviceMaintenance } from '../../api/device-maintenance';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Why nothing was cleared, in words that say what to do. */
export function refusalText(outcome: Exclude<ClearReplicaOutcome, { ok: true }>): string {
  switch (outcome.reason) {
    case 'offline':
      return 'Nothing was cleared: this device is offline. Clearing downloads everything again from the server right after, so it needs a connection.';
    case 'unsynced': {
      const waiting = [
        outcome.changes > 0 && plural(outcome.changes, 'change', 'changes'),
        outcome.feedback > 0 && plural(outcome.feedback, 'feedback report', 'feedback reports'),
      ]
        .filter(Boolean)
        .join(' and ');
      return `Nothing was cleared: ${waiting} could not be sent to the server and would be lost. Connect to the internet and try again, or deal with refused changes in Settings › Sync.`;
    }
    case 'failed':
      return `Nothing was cleared. ${actionErrorMessage(outcome.error)}`;
  }
}

/** "Clear this device's replica": asks first, sends the outbox, refuses when anything would be lost. */
export function ClearReplicaButton({ maintenance }: { maintenance: DeviceMaintenance | null }) {
  const [clearing, setClearing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const clear = async () => {
    if (!maintenance) return;
    setRefusal(null);
    setClearing(true);
    const outcome = await maintenance.clearReplica();
    setClearing(false);
    // On success the app starts again (the page goes); nothing to show.
    if (!outcome.ok) setRefusal(refusalText(outcome));
  };

  return (
    <div className="space-y-2">
      <ConfirmButton
        variant="outline"
        className="border-destructive text-destructive"
        disabled={!maintenance || clearing}
        dialogTitle="Clear this device’s replica?"
        description="Changes not yet on the server are sent first; if any cannot be sent, nothing is cleared. Then this device's copy of your data is deleted, and the app reloads and downloads it again from the server."
        confirmLabel="Send changes and clear"
        destructive
        onConfirm={() => void clear()}
      >
        {clearing ? 'Sending changes…' : 'Clear this device’s replica…'}
      </ConfirmButton>
      {refusal && <FormAlert>{refusal}</FormAlert>}
    </div>
  );
}
