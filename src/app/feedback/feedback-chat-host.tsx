import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  FeedbackChatContext,
  type FeedbackChatControl,
} from '@/shared/lib/assistance/assistance-context';
import { getFeatureFlags } from '@/shared/lib/flags';
import { useSession } from '@/shared/lib/session/session-context';
import type { FeedbackCornerProps } from './feedback-corner';

/**
 * Every page's initial JS is charged with the layouts, and several routes sit at the budget: only
 * the context and the open state are here. The button (and, through it, the chat) is a chunk of
 * its own, loaded right after the layout, as the user menu's trigger is.
 */
const loadCorner = () => import('./feedback-corner');

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
  const available = enabled && session.status === 'signed-in';
  const [open, setOpen] = useState(false);
  const [Corner, setCorner] = useState<ComponentType<FeedbackCornerProps> | null>(null);

  // Loads the corner after the layout has rendered, and again on an open if that failed
  // (offline before the service worker had cached it).
  useEffect(() => {
    if (Corner || (!available && !open)) return;
    let live = true;
    loadCorner().then(
      (module) => {
        if (live) setCorner(() => module.FeedbackCorner);
      },
      (error: unknown) => console.error('The feedback button could not load', error),
    );
    return () => {
      live = false;
    };
  }, [Corner, available, open]);

  const openChat = useCallback(() => setOpen(true), []);
  const control = useMemo<FeedbackChatControl>(
    () => ({ available, open: openChat }),
    [available, openChat],
  );

  return (
    <FeedbackChatContext value={control}>
      {children}
      {Corner ? (
        <Corner available={available} enabled={enabled} open={open} onOpenChange={setOpen} />
      ) : null}
    </FeedbackChatContext>
  );
}
