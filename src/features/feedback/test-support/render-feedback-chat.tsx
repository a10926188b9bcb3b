import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { ReplicaContext, type ReplicaHandle } from '@/db/replica-hooks';
import { SessionProvider } from '@/shared/lib/session/session-context';
import type { SessionState } from '@/shared/lib/session/session-source';
import { createMemorySessionSource } from '@/shared/lib/session/test-support/memory-session-source';
import { FeedbackActionsContext, type FeedbackActions } from '../api/feedback-actions';
import { FeedbackChatDialog } from '../components/feedback-chat-dialog';

export const TEST_APP_VERSION = '9.9.9-test';

export const SIGNED_IN: SessionState = {
  status: 'signed-in',
  user: {
    id: 'u1',
    email: 'teacher@example.com',
    isDeveloper: false,
    role: 'TEACHER',
    schoolId: 's1',
    schoolName: 'Demo School',
    fullName: 'Terry Teacher',
    account: 'ready',
  },
};

/** The dialog opened from a plain button, as the layouts open it; closing unmounts the chat. */
function Harness(props: { enabled: boolean; pagePath: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open chat
      </button>
      <FeedbackChatDialog
        open={open}
        onOpenChange={setOpen}
        appVersion={TEST_APP_VERSION}
        {...props}
      />
    </>
  );
}

/** The feedback chat, open, with the providers the app gives it (and a toaster). */
export function renderFeedbackChat({
  actions = null,
  replica = null,
  session = SIGNED_IN,
  enabled = true,
  pagePath = '/planner',
}: {
  actions?: FeedbackActions | null;
  replica?: ReplicaHandle | null;
  session?: SessionState;
  enabled?: boolean;
  pagePath?: string;
} = {}) {
  const source = createMemorySessionSource(session);
  const user = userEvent.setup();
  const result = render(
    <SessionProvider source={source}>
      <ReplicaContext value={replica}>
        <FeedbackActionsContext value={actions}>
          <Harness enabled={enabled} pagePath={pagePath} />
        </FeedbackActionsContext>
      </ReplicaContext>
      <Toaster />
    </SessionProvider>,
  );
  return { ...result, user, setSession: (state: SessionState) => act(() => source.set(state)) };
}

/** navigator.onLine and its event, as the browser changes them. */
export function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** Back to jsdom's own navigator.onLine. */
export function resetOnline() {
  Reflect.deleteProperty(navigator, 'onLine');
}
