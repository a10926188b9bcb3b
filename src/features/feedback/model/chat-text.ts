import {
  FEEDBACK_DISABLED_MESSAGE,
  FEEDBACK_INCOMPLETE_MESSAGE,
} from '@/shared/lib/errors/error-messages';
import {
  FEEDBACK_ATTACHMENT_MAX_CHARS,
  FEEDBACK_ATTACHMENTS_MAX,
  type AttachmentsCheck,
} from './attachment-rules';
import type { FeedbackCategory } from './category-rules';

/** Everything the chat says, in one place so the reducer, the tests and the e2e spec agree. */

/** Spec §6: feedback needs a signed-in user. */
export const NOT_SIGNED_IN_TEXT = 'You must be signed in to submit feedback.';
/** Spec §8, when the flag is off or the server says so. */
export const DISABLED_TEXT = FEEDBACK_DISABLED_MESSAGE;
/** Spec §8, should Submit be asked for before the report is ready. */
export const INCOMPLETE_TEXT = FEEDBACK_INCOMPLETE_MESSAGE;

export const GREETING_TEXT =
  "Hi! I'll pass your feedback on to the team. What happened, or what would you like to see?";
export const CATEGORY_QUESTION_TEXT =
  'Thanks. Is this a bug (something that went wrong) or an improvement (an idea for something better)?';
export const CATEGORY_AGAIN_TEXT = "Sorry, I couldn't tell. Please answer 'bug' or 'improvement'.";
export const SEVERITY_AGAIN_TEXT = 'Please choose one: low, medium, high or critical.';
export const READY_TEXT =
  "Thanks, that's everything I need. Press Submit to send your report, or close the chat to drop it.";
/** Spec §4: the reply to anything said once the report is ready (its words, then what to do). */
export const ALREADY_HAVE_TEXT =
  'I already have everything I need... Press Submit to send your report, or close the chat to start over.';
/** Said by a toast: the chat closes when the server took the report. */
export const SENT_TEXT = 'Thank you: your feedback was sent.';
export const QUEUED_TEXT =
  "I've kept your report on this device: it will be sent when the device is back online (Settings → Sync lists it until then).";
export const ALREADY_QUEUED_TEXT =
  'Your report is already saved on this device and will be sent when it is back online. Close the chat to start a new one.';

/** Spec §4: what a failed submit says, with the error body's `message` as the reason. */
export function submitFailedText(reason: string): string {
  return `I wasn't able to submit that just yet: ${reason.trim().replace(/\.+$/, '')}. Please try again in a moment.`;
}

export function severityQuestionText(category: FeedbackCategory): string {
  const what = category === 'bug' ? 'a bug' : 'an improvement';
  return `Got it, ${what}. How severe is it: low, medium, high or critical?`;
}

/** The follow-up question of each step after severity; an idea is asked in its own terms. */
export function stepQuestionText(
  step: 'expected' | 'actual' | 'reproduction' | 'impact' | 'attachments',
  category: FeedbackCategory,
): string {
  const bug = category === 'bug';
  switch (step) {
    case 'expected':
      return bug ? 'What did you expect to happen?' : 'What would you like the app to do?';
    case 'actual':
      return bug ? 'What happened instead?' : 'What does it do today?';
    case 'reproduction':
      return bug
        ? 'How can we make it happen again? List the steps, one after another.'
        : 'Where in the app would you use it, step by step?';
    case 'impact':
      return bug
        ? 'How does it affect your work or your classes?'
        : 'How would it help your work or your classes?';
    case 'attachments':
      return "Anything to attach, such as links or file names? Separate them with commas or new lines, or say 'none'.";
  }
}

export function attachmentsAgainText(problem: Exclude<AttachmentsCheck, { ok: true }>): string {
  return problem.reason === 'too-many'
    ? `That's ${problem.count} attachments; I can take at most ${FEEDBACK_ATTACHMENTS_MAX}. Please list the most useful ones, or say 'none'.`
    : `Each attachment can be at most ${FEEDBACK_ATTACHMENT_MAX_CHARS} characters. Please shorten them, or say 'none'.`;
}

/** A report that would not fit submit-feedback's 16 KB (answers in scripts with wide letters). */
export const TOO_LARGE_TEXT =
  'This report is too long to send. Please close the chat and start again with shorter answers.';
