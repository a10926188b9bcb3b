import { useEffect, useState } from 'react';
import type { HelpLibrary } from '../model/help-library';

export type HelpLibraryState =
  { status: 'loading' } | { status: 'ready'; library: HelpLibrary } | { status: 'failed' };

let loading: Promise<HelpLibrary> | null = null;

/**
 * The articles and their search index: a chunk of their own, loaded after the page's first paint
 * (the list of articles shows at once from the catalogue), so the route's initial JS carries
 * neither the text nor MiniSearch. Loaded once per page life; a failed load is tried again on the
 * next visit of the page.
 */
function loadHelpLibrary(): Promise<HelpLibrary> {
  loading ??= import('../model/help-library').then(
    (module) => module.helpLibrary,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function useHelpLibrary(): HelpLibraryState {
  const [state, setState] = useState<HelpLibraryState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadHelpLibrary().then(
      (library) => current && setState({ status: 'ready', library }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
