import type { LocalReplica } from './ports';

/**
 * Forgets the pull position: the next run pulls everything from the start and then drops every
 * row the server no longer gives (what a changed scope does, asked for by hand: the developer
 * area's "Force a full re-pull"). Pending changes are untouched; they are re-applied on top of
 * what arrives, as on every pull. A replica that never pulled has no scope and no cursor: its next
 * pull is a full one already.
 */
export async function markFullPull(local: LocalReplica): Promise<void> {
  const state = await local.readPullState();
  if (state.scope !== null) await local.requestResync(state.scope);
}
