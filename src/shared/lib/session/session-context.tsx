import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionSource, SessionState } from './session-source';

const SessionContext = createContext<SessionSource | null>(null);

export function SessionProvider({
  source,
  children,
}: {
  source: SessionSource;
  children: ReactNode;
}) {
  return <SessionContext value={source}>{children}</SessionContext>;
}

export function useSessionSource(): SessionSource {
  const source = use(SessionContext);
  if (!source) throw new Error('useSession must be used inside SessionProvider');
  return source;
}

export function useSession(): SessionState {
  const source = useSessionSource();
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}
