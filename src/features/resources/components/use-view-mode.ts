import { useCallback, useState } from 'react';

export type ViewMode = 'grid' | 'list';

/** Where the page remembers grid or list on this device (per browser, not per user: a habit). */
export const VIEW_MODE_STORAGE_KEY = 'lesson-planner.resources-view';

function storedMode(): ViewMode {
  try {
    return localStorage.getItem(VIEW_MODE_STORAGE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Grid or list, remembered across visits. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState(storedMode);
  const choose = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      localStorage.setItem(VIEW_MODE_STORAGE_KEY, next);
    } catch {
      // Storage refused (private mode, quota): the choice lasts for this visit only.
    }
  }, []);
  return [mode, choose];
}
