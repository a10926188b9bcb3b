import { MessageSquare } from 'lucide-react';

export const FEEDBACK_BUTTON_LABEL = 'Feedback';

/**
 * The floating button that opens the feedback chat, at the bottom right of every signed-in page,
 * clear of the device's safe areas. It sits under every dialog's overlay (z-40), so it never
 * covers a dialog's controls (the planner's lesson panel); the layouts keep room under their last
 * row so it covers none of the page's own. `onWarm` starts loading the chat before a click.
 */
export function FeedbackButton({
  expanded,
  onOpen,
  onWarm,
}: {
  expanded: boolean;
  onOpen: () => void;
  onWarm: () => void;
}) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onOpen}
      onPointerEnter={onWarm}
      onFocus={onWarm}
      data-print="hide"
      data-slot="feedback-button"
      className="fixed right-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 inline-flex h-11 items-center gap-2 rounded-full bg-primary px-4 text-sm font-medium text-primary-foreground shadow-lg hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring print:hidden"
    >
      <MessageSquare aria-hidden className="size-4" />
      {FEEDBACK_BUTTON_LABEL}
    </button>
  );
}
