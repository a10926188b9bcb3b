import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import { downloadText } from '@/shared/lib/files/download-text';
import { getFeatureFlags, type FeatureFlags } from '@/shared/lib/flags';
import { Button } from '@/shared/ui/button';
import { PageHeading } from '@/shared/ui/page-heading';
import { useDeviceMaintenance } from '../api/device-maintenance';
import { useReplicaDiagnostics } from '../queries/use-replica-diagnostics';
import { APP_VERSION, useDeviceEnvironment } from './debug/device-environment';
import { DeviceSection, FlagsSection } from './debug/device-section';
import { diagnosticsFileName, diagnosticsReport } from './debug/diagnostics-report';
import { ReplicaSection } from './debug/replica-section';
import { SyncSection } from './debug/sync-section';

function flagsOrNull(): FeatureFlags | null {
  try {
    return getFeatureFlags();
  } catch {
    // Start-up refuses invalid flags, so a page never renders with them; said, not thrown.
    return null;
  }
}

/**
 * /dev/debug: this device, client-only (it works offline): the replica, sync, the service worker,
 * storage and flags, a diagnostics file to attach to a report, and two repairs.
 */
export function DebugPage() {
  const replica = useReplicaDiagnostics();
  const maintenance = useDeviceMaintenance();
  const { environment, refresh } = useDeviceEnvironment();
  const online = useOnlineStatus();
  const flags = useMemo(() => flagsOrNull(), []);

  const download = () => {
    const generatedAt = new Date();
    const report = diagnosticsReport({
      generatedAt,
      appVersion: APP_VERSION,
      userAgent: navigator.userAgent,
      online,
      sync: maintenance?.sync ?? null,
      replica: replica ?? null,
      environment,
      flags,
    });
    downloadText(
      diagnosticsFileName(generatedAt),
      `${JSON.stringify(report, null, 2)}\n`,
      'application/json',
    );
  };

  return (
    <>
      <PageHeading title="Debug">
        <Button variant="outline" onClick={download}>
          <Download aria-hidden className="size-4" />
          Download diagnostics
        </Button>
      </PageHeading>
      <p className="mb-6 max-w-3xl text-sm text-muted-foreground">
        This device only. The diagnostics file holds counts, sync state, the service worker, storage
        and flags: no session token, no e-mail address and no lesson text.
      </p>
      <div className="grid max-w-6xl gap-10 lg:grid-cols-2">
        <SyncSection maintenance={maintenance} replica={replica} />
        <ReplicaSection replica={replica} maintenance={maintenance} />
        <DeviceSection appVersion={APP_VERSION} environment={environment} onRefresh={refresh} />
        <FlagsSection flags={flags} />
      </div>
    </>
  );
}
