import { Button } from '@/shared/ui/button';
import type { FeatureFlags } from '@/shared/lib/flags';
import { DevSection, Facts } from '../dev-section';
import type { DeviceEnvironment } from './device-environment';
import { formatUsage } from '../format-dev';

const yesNo = (value: boolean | null) => (value === null ? 'Unknown' : value ? 'Yes' : 'No');

/** The build, its service worker and the browser's storage for this origin. */
export function DeviceSection({
  appVersion,
  environment,
  onRefresh,
}: {
  appVersion: string;
  environment: DeviceEnvironment | null;
  onRefresh: () => void;
}) {
  const worker = environment?.serviceWorker;
  const storage = environment?.storage;
  return (
    <DevSection
      title="App and storage"
      description="The build this page runs, the service worker serving it, and the space this site uses."
      actions={
        <Button variant="ghost" size="sm" onClick={onRefresh}>
          Read again
        </Button>
      }
    >
      {environment === null ? (
        <p className="text-sm text-muted-foreground">Asking the browser…</p>
      ) : (
        <Facts
          items={[
            ['App version', appVersion],
            [
              'Service worker',
              worker?.supported
                ? `${worker.state ?? 'none active'}${worker.controlled ? ', controls this page' : ', not controlling this page'}`
                : 'Not available in this browser',
            ],
            ['Precached build', worker?.precacheRevision ?? '—'],
            ['Update waiting', yesNo(worker?.waiting ?? null)],
            ['Worker script', worker?.scriptUrl ?? '—'],
            ['Storage used', formatUsage(storage?.usageBytes ?? null, storage?.quotaBytes ?? null)],
            ['Kept under storage pressure', yesNo(storage?.persisted ?? null)],
          ]}
        />
      )}
    </DevSection>
  );
}

/** The feature flags this build was made with (spec §9 defaults unless set at build time). */
export function FlagsSection({ flags }: { flags: FeatureFlags | null }) {
  return (
    <DevSection title="Feature flags" description="Set at build time from VITE_FLAG_* variables.">
      {flags === null ? (
        <p className="text-sm text-muted-foreground">The flags of this build are not valid.</p>
      ) : (
        <Facts items={Object.entries(flags).map(([name, value]) => [name, String(value)])} />
      )}
    </DevSection>
  );
}
