import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '@/shared/ui/button';
import { applyUpdate } from './apply-update';
import { useUpdateBlocker } from './update-blocker';

export const UPDATE_AVAILABLE_TEXT = 'A new version is available';

/** registerType 'prompt': a new service worker waits until the user chooses to reload. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  const blocker = useUpdateBlocker();
  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border border-border bg-background p-3 shadow-lg"
    >
      <div className="flex-1 text-sm">
        <p className="font-medium">{UPDATE_AVAILABLE_TEXT}</p>
        {blocker.blocked ? <p className="text-muted-foreground">{blocker.reason}</p> : null}
      </div>
      <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
        Later
      </Button>
      <Button
        size="sm"
        disabled={blocker.blocked}
        onClick={() => void applyUpdate(() => updateServiceWorker(true))}
      >
        Reload
      </Button>
    </div>
  );
}
