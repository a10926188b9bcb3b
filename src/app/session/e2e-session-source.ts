import { z } from 'zod';
import { createMemorySessionSource, type MemorySessionSource } from './memory-session-source';

/**
 * Only in builds made with VITE_E2E_FAKE_SESSION=true (the e2e build): Playwright puts a session in
 * sessionStorage so shell tests can reach protected layouts before real auth exists (issue 5 replaces
 * this with real sign-in). Production builds never include this module: the import is behind a
 * compile-time constant and tree-shaken, which a build check verifies.
 */
export const E2E_SESSION_KEY = 'lesson-planner.e2e-session';

const e2eSessionSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed-out') }),
  z.object({ status: z.literal('loading') }),
  z.object({ status: z.literal('error'), reason: z.string() }),
  z.object({
    status: z.literal('signed-in'),
    user: z.object({
      id: z.string(),
      email: z.string(),
      isDeveloper: z.boolean(),
      role: z.enum(['OWNER', 'ADMIN', 'TEACHER', 'VIEWER']).nullable(),
    }),
  }),
]);

export function createE2eSessionSource(): MemorySessionSource {
  const raw = sessionStorage.getItem(E2E_SESSION_KEY);
  const parsed = raw ? e2eSessionSchema.safeParse(JSON.parse(raw)) : null;
  const source = createMemorySessionSource(
    parsed?.success ? parsed.data : { status: 'signed-out' },
  );
  const signOut = source.signOut;
  source.signOut = async () => {
    sessionStorage.removeItem(E2E_SESSION_KEY);
    await signOut();
  };
  return source;
}
