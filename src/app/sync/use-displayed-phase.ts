import { useEffect, useState } from 'react';
import type { SyncPhase } from '@sync/engine/sync-status';

/**
 * A push or pull shorter than this is not shown. The engine pulls every 30 s; a header that
 * flickers "Updating" twice a minute (and a live region announcing it) is noise, while a sync
 * that takes a while still shows.
 */
export const BUSY_PHASE_REVEAL_DELAY_MS = 600;

const isBusy = (phase: SyncPhase) => phase === 'pushing' || phase === 'pulling';

/** The phase to show: calm phases at once, busy ones after BUSY_PHASE_REVEAL_DELAY_MS. */
export function useDisplayedPhase(phase: SyncPhase): SyncPhase {
  const busy = isBusy(phase);
  const [calm, setCalm] = useState<SyncPhase>(busy ? 'in-sync' : phase);
  const [revealed, setRevealed] = useState<SyncPhase | null>(null);
  // Derived state, adjusted while rendering (React's recommended pattern over an effect).
  if (!busy && calm !== phase) setCalm(phase);
  if (!busy && revealed !== null) setRevealed(null);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setRevealed(phase), BUSY_PHASE_REVEAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy, phase]);

  if (!busy) return phase;
  return revealed !== null ? phase : calm;
}
