import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { FeedbackChat } from './feedback-chat';

export const FEEDBACK_CHAT_TITLE = 'Feedback chat';

export type FeedbackChatDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The `feedback` flag. */
  enabled: boolean;
  appVersion: string;
  pagePath: string;
};

/**
 * The feedback chat (spec §4) in a Radix dialog: focus stays inside, Escape closes, and the
 * conversation lives in the dialog's content, so closing it resets the chat. Anchored at the
 * bottom right above the Feedback button; on a phone it takes the width of the screen.
 * A lazy chunk (the layouts load it on the first open, or when the button is hovered or focused).
 */
export function FeedbackChatDialog({
  open,
  onOpenChange,
  enabled,
  appVersion,
  pagePath,
}: FeedbackChatDialogProps) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            // Straight to the message box: the chat is typed into, and Enter sends.
            event.preventDefault();
            inputRef.current?.focus();
          }}
          className="fixed right-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-50 flex h-[min(38rem,calc(100dvh-2rem))] w-[min(28rem,calc(100vw-2rem))] flex-col rounded-lg border border-border bg-background shadow-lg"
        >
          <div className="flex items-start gap-3 border-b border-border px-4 py-3">
            <div className="min-w-0 flex-1 space-y-0.5">
              <Dialog.Title className="text-base font-semibold">{FEEDBACK_CHAT_TITLE}</Dialog.Title>
              <Dialog.Description className="text-xs text-muted-foreground">
                Tell the team about a bug or an idea. The report names this page, the app version
                and the kind of device, nothing more about you.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          </div>
          <FeedbackChat
            enabled={enabled}
            appVersion={appVersion}
            pagePath={pagePath}
            inputRef={inputRef}
            onSent={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
