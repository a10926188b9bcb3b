import type { SaveState } from './use-autosave';

/** What the autosave did last, announced politely; offline saves say where they are. */
export function SaveStatus({ state, online }: { state: SaveState; online: boolean }) {
  const text =
    state.kind === 'saving'
      ? 'Saving…'
      : state.kind === 'saved'
        ? online
          ? 'Saved'
          : 'Saved on this device'
        : state.kind === 'failed'
          ? state.message
          : '';
  return (
    <p
      role="status"
      aria-live="polite"
      className={
        state.kind === 'failed' ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'
      }
    >
      {text}
    </p>
  );
}
