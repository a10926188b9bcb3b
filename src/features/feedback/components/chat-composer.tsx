import { SendHorizontal } from 'lucide-react';
import { useId, useState, type RefObject } from 'react';
import { Button } from '@/shared/ui/button';
import { FEEDBACK_MESSAGE_MAX_CHARS } from '../model/chat-rules';

/**
 * The message box: Enter sends, Shift+Enter starts a new line, and focus stays in the box after
 * sending. Send is disabled while the message is blank or no one is signed in (spec §5).
 */
export function ChatComposer({
  inputRef,
  signedIn,
  canSend,
  onSend,
}: {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  signedIn: boolean;
  canSend: (text: string) => boolean;
  onSend: (text: string) => boolean;
}) {
  const [text, setText] = useState('');
  const hintId = useId();
  const send = () => {
    if (onSend(text)) setText('');
    inputRef.current?.focus();
  };

  return (
    <form
      className="space-y-1"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="flex items-end gap-2">
        <textarea
          ref={inputRef}
          aria-label="Message"
          aria-describedby={hintId}
          rows={2}
          maxLength={FEEDBACK_MESSAGE_MAX_CHARS}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Not while an input method composes a word: its Enter picks the word.
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            send();
          }}
          className="min-h-10 flex-1 resize-none rounded-md border border-border bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <Button type="submit" disabled={!canSend(text)}>
          <SendHorizontal aria-hidden className="size-4" />
          Send
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {signedIn ? 'Enter sends; Shift+Enter starts a new line.' : 'Sign in to send feedback.'}
      </p>
    </form>
  );
}
