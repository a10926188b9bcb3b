import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, use, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

/** Whose answers the layer keeps (kept-answers.ts); null: nothing is kept. */
const KeptAnswersUserContext = createContext<string | null>(null);

export function useKeptAnswersUser(): string | null {
  return use(KeptAnswersUserContext);
}

/**
 * One client for the signed-in user, shared by every page that mounts the provider, so moving
 * between developer pages keeps their answers (spec §9 cache times). Another user gets a new
 * client and the previous one's answers are dropped from memory.
 */
let current: { userId: string; client: QueryClient } | null = null;

function clientOf(userId: string): QueryClient {
  if (current?.userId !== userId) {
    current?.client.clear();
    current = { userId, client: createQueryClient() };
  }
  return current.client;
}

/**
 * The query layer for the pages that read online-only data. It loads with those pages, never with
 * the entry or a layout (README, bundle budget). Tests pass their own `client`.
 */
export function QueryLayerProvider({
  userId,
  client,
  children,
}: {
  userId: string;
  client?: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client ?? clientOf(userId)}>
      <KeptAnswersUserContext value={userId}>{children}</KeptAnswersUserContext>
    </QueryClientProvider>
  );
}
