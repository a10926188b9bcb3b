import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { FeedbackButton } from '@/features/feedback/components/feedback-button';
import type { FeedbackChatDialogProps } from '@/features/feedback/components/feedback-chat-dialog';
import { APP_VERSION } from './app-version';

/**
 * The chat itself (Radix Dialog, the reducer, its texts) is one more chunk: it loads on the first
 * open, or as soon as a pointer or focus reaches the button, so it usually opens at once.
 */
const loadDialog = () => import('@/features/feedback/components/feedback-chat-dialog');

/** Starts the chunk's download early; a failure here is reported on the open that needs it. */
const warm = () => loadDialog().catch(() => undefined);

export const CHAT_LOAD_FAILED_TEXT =
  'The feedback chat could not load. Check the connection and try again.';

export type FeedbackCornerProps = {
  /** A signed-in user and the flag on: the button shows. */
  available: boolean;
  /** The `feedback` flag. */
  enabled: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The Feedback button at the bottom right and the chat it opens. A chunk the layouts load right
 * after themselves (FeedbackChatHost), so the button costs no page its initial JavaScript.
 */
export function FeedbackCorner({ available, enabled, open, onOpenChange }: FeedbackCornerProps) {
  const { pathname } = useLocation();
  const [Dialog, setDialog] = useState<ComponentType<FeedbackChatDialogProps> | null>(null);

  // Loaded by hand rather than React.lazy: a failed load (offline before the service worker
  // cached the chunk) is then a toast and a retry on the next open, not a page error.
  useEffect(() => {
    if (!open || Dialog) return;
    let live = true;
    loadDialog().then(
      (module) => {
        if (live) setDialog(() => module.FeedbackChatDialog);
      },
      (error: unknown) => {
        if (!live) return;
        console.error(error);
        toast.error(CHAT_LOAD_FAILED_TEXT);
        onOpenChange(false);
      },
    );
    return () => {
      live = false;
    };
  }, [open, Dialog, onOpenChange]);

  const openChat = useCallback(() => onOpenChange(true), [onOpenChange]);
  return (
    <>
      {available ? (
        <FeedbackButton expanded={open} onOpen={openChat} onWarm={() => void warm()} />
      ) : null}
      {Dialog ? (
        <Dialog
          open={open}
          onOpenChange={onOpenChange}
          enabled={enabled}
          appVersion={APP_VERSION}
          pagePath={pathname}
        />
      ) : null}
    </>
  );
}
