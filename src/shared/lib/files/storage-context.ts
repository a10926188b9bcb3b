import { createContext, use } from 'react';
import type { ResourceFiles } from './storage-files';

/** The ResourceFiles port (storage-files.ts), provided by the app once a replica is open. */
export const ResourceFilesContext = createContext<ResourceFiles | null>(null);

/** The port, or null while no replica is open (signed out, or still opening). */
export function useResourceFiles(): ResourceFiles | null {
  return use(ResourceFilesContext);
}
