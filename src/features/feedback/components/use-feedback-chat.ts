import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import { useSession } from '@/shared/lib/session/session-context';
import { useFeedbackActions } from '../api/feedback-actions';
import { useQueueFeedback } from '../commands/use-queue-feedback';
import {
  canSend,
  canSubmit,
  chatReducer,
  outcomeText,
  startChat,
  type SubmitOutcome,
} from '../model/chat-rules';
import { deliverReport } from '../model/deliver-report';
import { deviceKindOf, describeReportContext } from '../model/report-context';
import { buildFeedbackReport } from '../model/report-rules';

export type FeedbackChatOptions = {
  /** The `feedback` flag: off, Submit says feedback is disabled. */
  enabled: boolean;
  appVersion: string;
  /** The page the chat was opened on (the report names its path). */
  pagePath: string;
  /** Called once the server took the report: the dialog closes (spec §4). */
  onSent: () => void;
};

const now = () => new Date().toISOString();

function currentDeviceKind() {
  const coarsePointer =
    typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return deviceKindOf({ coarsePointer, widthPx: window.innerWidth, heightPx: window.innerHeight });
}

/**
 * One conversation: the reducer of spec §4 plus its two effects, sending and queueing. The state
 * lives as long as the dialog's content, so closing the dialog starts the next one afresh.
 */
export function useFeedbackChat({ enabled, appVersion, pagePath, onSent }: FeedbackChatOptions) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const online = useOnlineStatus();
  const actions = useFeedbackActions();
  const queue = useQueueFeedback();
  const [state, dispatch] = useReducer(chatReducer, undefined, () => startChat(now()));
  // A submit may end after the dialog closed: its outcome is then no one's to show.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const say = useCallback(
    (text: string): boolean => {
      if (!canSend(state, text, signedIn)) return false;
      dispatch({ type: 'said', text, at: now() });
      return true;
    },
    [state, signedIn],
  );

  /** Resolves with what came of it; null when the chat was not ready to submit. */
  const submit = useCallback(async (): Promise<SubmitOutcome | null> => {
    const context = describeReportContext({
      page: pagePath,
      appVersion,
      device: currentDeviceKind(),
      online,
    });
    const report = buildFeedbackReport(state, context);
    dispatch({ type: 'submit', at: now() });
    if (!report) return null;
    const outcome = await deliverReport(report, {
      enabled,
      signedIn,
      online,
      send: actions ? (ready) => actions.submit(ready) : null,
      queue,
    });
    if (outcome.kind === 'sent') toast.success(outcomeText(outcome));
    if (!mounted.current) {
      // Closed while it was on its way: the chat that would say how it went is gone.
      if (outcome.kind !== 'sent') toast.message(outcomeText(outcome));
      return outcome;
    }
    dispatch({ type: 'submitted', outcome, at: now() });
    if (outcome.kind === 'sent') onSent();
    return outcome;
  }, [state, pagePath, appVersion, online, enabled, signedIn, actions, queue, onSent]);

  return {
    state,
    signedIn,
    online,
    say,
    submit,
    canSend: (text: string) => canSend(state, text, signedIn),
    canSubmit: canSubmit(state),
  };
}

export type FeedbackChatModel = ReturnType<typeof useFeedbackChat>;
