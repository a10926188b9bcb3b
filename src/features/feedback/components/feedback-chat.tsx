import { type RefObject } from 'react';
import { Button } from '@/shared/ui/button';
import { ChatComposer } from './chat-composer';
import { ChatLog } from './chat-log';
import { QuickReplies } from './quick-replies';
import { useFeedbackChat, type FeedbackChatOptions } from './use-feedback-chat';

/** The conversation, its quick replies, Submit when ready, and the message box. */
export function FeedbackChat({
  inputRef,
  ...options
}: FeedbackChatOptions & { inputRef: RefObject<HTMLTextAreaElement | null> }) {
  const chat = useFeedbackChat(options);
  const { state } = chat;
  const focusInput = () => inputRef.current?.focus();
  const ready = state.step === 'ready';

  return (
    <>
      <ChatLog messages={state.messages} />
      <div className="space-y-3 border-t border-border px-4 py-3">
        <QuickReplies
          step={state.step}
          disabled={!chat.signedIn || state.status !== 'open'}
          onReply={(text) => {
            chat.say(text);
            // The replies go with their step: keep the keyboard in the chat.
            focusInput();
          }}
        />
        {ready && state.status !== 'queued' ? (
          <Button
            className="w-full aria-disabled:opacity-50"
            // aria-disabled, not disabled: a disabled button drops the keyboard focus while
            // the report is on its way, and a failed submit should leave it on Submit.
            aria-disabled={!chat.canSubmit}
            onClick={() => {
              if (!chat.canSubmit) return;
              void chat.submit().then((outcome) => {
                // Queued, the button goes: keep the keyboard in the chat.
                if (outcome?.kind === 'queued') focusInput();
              });
            }}
          >
            {state.status === 'submitting' ? 'Submitting…' : 'Submit feedback'}
          </Button>
        ) : null}
        {!chat.online ? (
          <p className="text-xs text-muted-foreground">
            You&apos;re offline: a submitted report is kept on this device and sent when it is back
            online.
          </p>
        ) : null}
        <ChatComposer
          inputRef={inputRef}
          signedIn={chat.signedIn}
          canSend={chat.canSend}
          onSend={chat.say}
        />
      </div>
    </>
  );
}
