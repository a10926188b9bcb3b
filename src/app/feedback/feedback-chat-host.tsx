import { useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { FeedbackButton } from '@/features/feedback/components/feedback-button';
import type { FeedbackChatDialogProps } from '@/features/feedback/components/feedback-chat-dialog';
import {
  FeedbackChatContext,
  type FeedbackChatControl,
} from '@/shared/lib/assistance/assistance-context';
import { getFeatureFlags } from '@/shared/lib/flags';
import { useSession } from '@/shared/lib/session/session-context';
import { APP_VERSION } from './app-version';

/**
 * The chat (Radix Dialog, the reducer, its texts) is a chunk of its own: every page's initial JS
 * carries the layouts, so only the button is here. It loads on the first open, or as soon as a
 * pointer or focus reaches the button, so it usually opens at once.
 */
const loadDialog = () => import('@/features/feedback/components/feedback-chat-dialog');

export const CHAT_LOAD_FAILED_TEXT =
  'The feedback chat could not load. Check the connection and try again.';

/**
 * Issue 17 item 1: the floating Feedback button on every signed-in page (the main and developer
 * layouts wrap their content in this) and the chat it opens. Provides FeedbackChatContext, so a
 * page (Help) can open the chat without importing the feature. `enabled` is the `feedback` flag:
 * off, there is no button and `available` is false; a chat opened anyway says feedback is disabled.
 */
export function FeedbackChatHost({
  enabled = getFeatureFlags().feedback,
  children,
}: {
  enabled?: boolean;
  children: ReactNode;
}) {
  const session = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<FeedbackChatDialogProps> | null>(null);
  const available = enabled && session.status === 'signed-in';

  const openChat = useCallback(() => {
    setOpen(true);
    // Loaded by hand rather than React.lazy: a failed load (offline before the service worker
    // cached the chunk) is then a toast and a retry on the next click, not a page error.
    loadDialog().then(
      (module) => setDialog(() => module.FeedbackChatDialog),
      (error: unknown) => {
        console.error(error);
        setOpen(false);
        toast.error(CHAT_LOAD_FAILED_TEXT);
      },
    );
  }, []);
  const control = useMemo<FeedbackChatControl>(
    () => ({ available, open: openChat }),
    [available, openChat],
  );

  return (
    <FeedbackChatContext value={control}>
      {children}
      {available ? (
        <FeedbackButton expanded={open} onOpen={openChat} onWarm={() => void warm()} />
      ) : null}
      {Dialog ? (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          enabled={enabled}
          appVersion={APP_VERSION}
          pagePath={pathname}
        />
      ) : null}
    </FeedbackChatContext>
  );
}

/** Starts the chunk's download early; a failure here is reported on the click that needs it. */
const warm = () => loadDialog().catch(() => undefined);
