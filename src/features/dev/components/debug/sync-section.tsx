import { useState } from 'react';
import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import { formatLocalDateTime } from '@/shared/lib/dates/iso-date';
import { actionErrorMessage } from '@/shared/lib/result';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import type { DeviceMaintenance } from '../../api/device-maintenance';
import type { ReplicaDiagnostics } from '../../queries/use-replica-diagnostics';
import { DevSection, Facts } from '../dev-section';

type PullState = 'idle' | 'pulling' | 'done' | 'waiting-for-network' | { failed: string };

const none = <span className="text-muted-foreground">none</span>;

/** The engine's state, the pull position, and "Force a full re-pull". */
export function SyncSection({
  maintenance,
  replica,
}: {
  maintenance: DeviceMaintenance | null;
  replica: ReplicaDiagnostics | undefined;
}) {
  const online = useOnlineStatus();
  const [pull, setPull] = useState<PullState>('idle');
  const sync = maintenance?.sync ?? null;
  const state = replica?.syncState;

  const forceFullPull = async () => {
    if (!maintenance) return;
    setPull('pulling');
    const outcome = await maintenance.forceFullPull();
    if (!outcome.ok) setPull({ failed: actionErrorMessage(outcome.error) });
    else setPull(online ? 'done' : 'waiting-for-network');
  };

  return (
    <DevSection
      title="Sync"
      description="The sync engine on this device and where its pull stands."
      actions={
        <Button
          variant="outline"
          disabled={!maintenance || pull === 'pulling'}
          onClick={() => void forceFullPull()}
        >
          Force a full re-pull
        </Button>
      }
    >
      <p role="status" className="text-sm">
        {pull === 'pulling' && 'Pulling everything again…'}
        {pull === 'done' &&
          'Full re-pull done: every row came again and rows no longer yours were removed.'}
        {pull === 'waiting-for-network' &&
          'This device is offline: the full re-pull runs as soon as it is back online.'}
      </p>
      {typeof pull === 'object' && <FormAlert>The re-pull did not start. {pull.failed}</FormAlert>}
      <Facts
        items={[
          ['State', sync ? stateWords(sync) : 'No sync engine reports yet.'],
          [
            'Failure',
            sync?.reason ? `${sync.reason}${sync.detail ? ` (${sync.detail})` : ''}` : none,
          ],
          [
            'Last synced',
            state?.lastSyncedAt ? formatLocalDateTime(state.lastSyncedAt) : 'Never on this device',
          ],
          ['Cursor', state?.cursor ?? none],
          ['Scope', state?.scope ?? none],
          ['Full pull owed', state ? (state.resync ? 'Yes' : 'No') : '…'],
          ['Client id', state?.clientId ?? none],
        ]}
      />
    </DevSection>
  );
}

/** "Offline: You are offline. …", but "Up to date." once, not "Up to date: Up to date.". */
function stateWords({ label, sentence }: { label: string; sentence: string }): string {
  return sentence.startsWith(label) ? sentence : `${label}: ${sentence}`;
}
