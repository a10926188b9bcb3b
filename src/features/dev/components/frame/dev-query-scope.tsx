import type { ReactNode } from 'react';
import { QueryLayerProvider } from '@/shared/lib/query/query-layer-provider';
import { useSession } from '@/shared/lib/session/session-context';

/**
 * The query layer for a developer page that reads from the server. Each such page wraps itself,
 * so TanStack Query loads with those pages only, never with the layout every route is charged
 * with (README, bundle budget); the client behind it is one per user, so answers survive moving
 * between pages.
 */
export function DevQueryScope({ children }: { children: ReactNode }) {
  const session = useSession();
  // The access guard lets only signed-in developers in; nothing to read for anyone else.
  if (session.status !== 'signed-in') return null;
  return <QueryLayerProvider userId={session.user.id}>{children}</QueryLayerProvider>;
}
