import { checkAttachments, parseAttachments } from './attachment-rules';
import { detectCategory, type FeedbackCategory } from './category-rules';
import {
  ALREADY_HAVE_TEXT,
  ALREADY_QUEUED_TEXT,
  attachmentsAgainText,
  CATEGORY_AGAIN_TEXT,
  CATEGORY_QUESTION_TEXT,
  DISABLED_TEXT,
  GREETING_TEXT,
  INCOMPLETE_TEXT,
  NOT_SIGNED_IN_TEXT,
  QUEUED_TEXT,
  READY_TEXT,
  SENT_TEXT,
  SEVERITY_AGAIN_TEXT,
  severityQuestionText,
  stepQuestionText,
  submitFailedText,
  TOO_LARGE_TEXT,
} from './chat-text';
import { readSeverity, type FeedbackSeverity } from './severity-rules';

/** Spec §4, in order. */
export const CHAT_STEPS = [
  'idle',
  'category',
  'severity',
  'expected',
  'actual',
  'reproduction',
  'impact',
  'attachments',
  'ready',
] as const;
export type ChatStep = (typeof CHAT_STEPS)[number];

/**
 * The longest message kept (the message box stops there too). Four long answers, each twice in a
 * report (the conversation and metadata), stay well inside submit-feedback's 16 KB.
 */
export const FEEDBACK_MESSAGE_MAX_CHARS = 1000;

export type ChatMessage = {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  /**
   * Whether the message goes into the report's conversation: the questions and the answers the
   * report is made of. Answers the chat could not use (and its asking again), what is said once
   * the report is ready and the outcome of a submit are shown but not sent.
   */
  inReport: boolean;
};

export type ChatAnswers = {
  category: FeedbackCategory | null;
  severity: FeedbackSeverity | null;
  expectedBehavior: string | null;
  actualBehavior: string | null;
  reproductionSteps: string | null;
  impact: string | null;
  attachments: string[] | null;
};

/**
 * open: talking; submitting: a submit is on its way; queued: the report is kept on this device
 * for later, so it is done (a second Submit would queue it twice).
 */
export type ChatStatus = 'open' | 'submitting' | 'queued';

export type ChatState = {
  step: ChatStep;
  status: ChatStatus;
  answers: ChatAnswers;
  messages: readonly ChatMessage[];
};

/** What a submit came to (the chat's words for each are in chat-text). */
export type SubmitOutcome =
  | { kind: 'sent' }
  | { kind: 'queued' }
  | { kind: 'failed'; reason: string }
  | { kind: 'disabled' }
  | { kind: 'not-signed-in' }
  | { kind: 'too-large' };

export type ChatEvent =
  | { type: 'said'; text: string; at: string }
  | { type: 'submit'; at: string }
  | { type: 'submitted'; outcome: SubmitOutcome; at: string };

const NO_ANSWERS: ChatAnswers = {
  category: null,
  severity: null,
  expectedBehavior: null,
  actualBehavior: null,
  reproductionSteps: null,
  impact: null,
  attachments: null,
};

/** A new conversation: the greeting, waiting in idle. */
export function startChat(at: string): ChatState {
  return {
    step: 'idle',
    status: 'open',
    answers: NO_ANSWERS,
    messages: [{ id: 1, role: 'assistant', content: GREETING_TEXT, timestamp: at, inReport: true }],
  };
}

/** Spec §5: a blank message is never sent, nor anything without a signed-in session. */
export function canSend(state: ChatState, text: string, signedIn: boolean): boolean {
  return signedIn && text.trim() !== '' && state.status !== 'submitting';
}

/** Spec §4: only in ready, with a category and a severity, and once. */
export function canSubmit(state: ChatState): boolean {
  return (
    state.step === 'ready' &&
    state.status === 'open' &&
    state.answers.category !== null &&
    state.answers.severity !== null
  );
}

/** The state machine of spec §4 as one pure function; every transition is in its table test. */
export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'said':
      return said(state, event.text.trim().slice(0, FEEDBACK_MESSAGE_MAX_CHARS), event.at);
    case 'submit':
      if (canSubmit(state)) return { ...state, status: 'submitting' };
      if (state.status === 'submitting') return state;
      return reply(
        state,
        state.status === 'queued' ? ALREADY_QUEUED_TEXT : INCOMPLETE_TEXT,
        event.at,
      );
    case 'submitted':
      return submitted(state, event.outcome, event.at);
  }
}

type Turn = { step: ChatStep; answers?: Partial<ChatAnswers>; question: string };

function said(state: ChatState, text: string, at: string): ChatState {
  if (text === '' || state.status === 'submitting') return state;
  if (state.status === 'queued') return converse(state, text, ALREADY_QUEUED_TEXT, at);
  const turn = nextTurn(state, text);
  if (!turn) return converse(state, text, retryQuestion(state, text), at);
  const asked = append(state, 'user', text, at, true);
  return {
    ...append(asked, 'assistant', turn.question, at, true),
    step: turn.step,
    answers: { ...state.answers, ...turn.answers },
  };
}

/** Where an answer in the current step leads, or null when the step must ask again. */
function nextTurn({ step, answers }: ChatState, text: string): Turn | null {
  // Only idle and category run before a category is known.
  const category = answers.category ?? 'bug';
  switch (step) {
    case 'idle': {
      // The first message describes the report; when it names its category, that is not asked.
      const named = detectCategory(text);
      return named
        ? { step: 'severity', answers: { category: named }, question: severityQuestionText(named) }
        : { step: 'category', question: CATEGORY_QUESTION_TEXT };
    }
    case 'category': {
      const named = detectCategory(text);
      if (!named) return null;
      return {
        step: 'severity',
        answers: { category: named },
        question: severityQuestionText(named),
      };
    }
    case 'severity': {
      const severity = readSeverity(text);
      if (!severity) return null;
      return {
        step: 'expected',
        answers: { severity },
        question: stepQuestionText('expected', category),
      };
    }
    case 'expected':
      return {
        step: 'actual',
        answers: { expectedBehavior: text },
        question: stepQuestionText('actual', category),
      };
    case 'actual':
      return {
        step: 'reproduction',
        answers: { actualBehavior: text },
        question: stepQuestionText('reproduction', category),
      };
    case 'reproduction':
      return {
        step: 'impact',
        answers: { reproductionSteps: text },
        question: stepQuestionText('impact', category),
      };
    case 'impact':
      return {
        step: 'attachments',
        answers: { impact: text },
        question: stepQuestionText('attachments', category),
      };
    case 'attachments': {
      const attachments = parseAttachments(text);
      if (!checkAttachments(attachments).ok) return null;
      return { step: 'ready', answers: { attachments }, question: READY_TEXT };
    }
    case 'ready':
      return null;
  }
}

/** What the chat says when the current step cannot use an answer. */
function retryQuestion({ step }: ChatState, text: string): string {
  switch (step) {
    case 'category':
      return CATEGORY_AGAIN_TEXT;
    case 'severity':
      return SEVERITY_AGAIN_TEXT;
    case 'attachments': {
      const check = checkAttachments(parseAttachments(text));
      if (!check.ok) return attachmentsAgainText(check);
      break;
    }
  }
  return ALREADY_HAVE_TEXT;
}
function submitted(state: ChatState, outcome: SubmitOutcome, at: string): ChatState {
  // Spec §4: success ends the session (the dialog closes too).
  if (outcome.kind === 'sent') return startChat(at);
  const status = outcome.kind === 'queued' ? 'queued' : 'open';
  return reply({ ...state, status }, outcomeText(outcome), at);
}

/** What the chat says about a submit's outcome. */
export function outcomeText(outcome: SubmitOutcome): string {
  switch (outcome.kind) {
    case 'sent':
      return SENT_TEXT;
    case 'queued':
      return QUEUED_TEXT;
    case 'failed':
      return submitFailedText(outcome.reason);
    case 'disabled':
      return DISABLED_TEXT;
    case 'not-signed-in':
      return NOT_SIGNED_IN_TEXT;
    case 'too-large':
      return TOO_LARGE_TEXT;
  }
}

/** The user's message and the chat's answer, both left out of the report. */
function converse(state: ChatState, text: string, answer: string, at: string): ChatState {
  return reply(append(state, 'user', text, at, false), answer, at);
}

function reply(state: ChatState, content: string, at: string): ChatState {
  return append(state, 'assistant', content, at, false);
}

function append(
  state: ChatState,
  role: ChatMessage['role'],
  content: string,
  timestamp: string,
  inReport: boolean,
): ChatState {
  const id = state.messages.length + 1;
  return { ...state, messages: [...state.messages, { id, role, content, timestamp, inReport }] };
}
