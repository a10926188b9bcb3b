// First: Dexie's liveQuery runs only where a global indexedDB existed when Dexie loaded.
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestReplica } from '@/test-support/test-replica';
import {
  ALREADY_HAVE_TEXT,
  CATEGORY_QUESTION_TEXT,
  DISABLED_TEXT,
  GREETING_TEXT,
  NOT_SIGNED_IN_TEXT,
  QUEUED_TEXT,
  READY_TEXT,
  SENT_TEXT,
  severityQuestionText,
  stepQuestionText,
} from '../model/chat-text';
import { BUG_ANSWERS } from '../test-support/chat-states';
import { fakeFeedbackActions } from '../test-support/fake-feedback-actions';
import { queuedReports, startFeedbackSender } from '../test-support/queued-feedback';
import {
  renderFeedbackChat,
  resetOnline,
  setOnline,
  TEST_APP_VERSION,
} from '../test-support/render-feedback-chat';

afterEach(() => {
  resetOnline();
  act(() => {
    toast.dismiss();
  });
});

const dialog = () => screen.getByRole('dialog', { name: 'Feedback chat' });
const log = () => within(dialog()).getByRole('log', { name: 'Conversation' });
const input = () => within(dialog()).getByRole('textbox', { name: 'Message' });
const lastMessage = () => within(log()).getAllByRole('listitem').at(-1)?.textContent;

/** Types each answer and presses Enter, as a keyboard user does. */
async function answer(user: UserEvent, answers: readonly string[]) {
  for (const text of answers) {
    await user.keyboard(text.replace(/[{[]/g, '$&$&'));
    await user.keyboard('{Enter}');
  }
}

describe('FeedbackChatDialog', () => {
  it('goes from idle to ready by keyboard alone and submits; success closes it', async () => {
    const { actions, submitted } = fakeFeedbackActions();
    const { user } = renderFeedbackChat({ actions });

    expect(dialog()).toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(lastMessage()).toBe(`Lesson Planner: ${GREETING_TEXT}`);
    // Focus starts in the message box; a blank message is never sent.
    expect(input()).toHaveFocus();
    expect(within(dialog()).getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('   {Enter}');
    expect(within(log()).getAllByRole('listitem')).toHaveLength(1);
    await user.clear(input());

    await answer(user, BUG_ANSWERS.slice(0, 1));
    expect(within(log()).getByText(BUG_ANSWERS[0]!)).toBeInTheDocument();
    expect(lastMessage()).toBe(`Lesson Planner: ${severityQuestionText('bug')}`);
    expect(input()).toHaveFocus();
    expect(input()).toHaveValue('');
    expect(within(dialog()).getByRole('group', { name: 'Severity' })).toBeInTheDocument();

    await answer(user, BUG_ANSWERS.slice(1));
    expect(lastMessage()).toBe(`Lesson Planner: ${READY_TEXT}`);
    expect(input()).toHaveFocus();

    // Shift+Tab from the message box reaches Submit; Enter presses it.
    await user.tab({ shift: true });
    const submit = within(dialog()).getByRole('button', { name: 'Submit feedback' });
    expect(submit).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(SENT_TEXT)).toBeInTheDocument();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.metadata).toMatchObject({
      category: 'bug',
      severity: 'high',
      attachments: [],
    });
    expect(submitted[0]?.context).toBe(
      `page: /planner\napp version: ${TEST_APP_VERSION}\ndevice: desktop\nonline: yes`,
    );
  });

  it('offers severity as quick replies and keeps focus in the chat after one', async () => {
    const { user } = renderFeedbackChat({ actions: fakeFeedbackActions().actions });
    await answer(user, ['An idea for the planner']);

    const replies = within(dialog()).getByRole('group', { name: 'Severity' });
    expect(
      within(replies)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Low', 'Medium', 'High', 'Critical']);
    await user.click(within(replies).getByRole('button', { name: 'Medium' }));

    expect(within(log()).getAllByRole('listitem').at(-2)).toHaveTextContent('You: Medium');
    expect(lastMessage()).toBe(`Lesson Planner: ${stepQuestionText('expected', 'improvement')}`);
    expect(input()).toHaveFocus();
  });

  it('asks for the category when the first message names none, with quick replies', async () => {
    const { user } = renderFeedbackChat({ actions: fakeFeedbackActions().actions });
    await answer(user, ['The week view looks odd']);
    expect(lastMessage()).toBe(`Lesson Planner: ${CATEGORY_QUESTION_TEXT}`);

    const kinds = within(dialog()).getByRole('group', { name: 'Kind of feedback' });
    await user.click(within(kinds).getByRole('button', { name: 'Bug' }));
    expect(lastMessage()).toBe(`Lesson Planner: ${severityQuestionText('bug')}`);
  });

  it('answers further messages in ready, and Shift+Enter starts a new line', async () => {
    const { user } = renderFeedbackChat({ actions: fakeFeedbackActions().actions });
    await answer(user, BUG_ANSWERS);
    await user.keyboard('one more{Shift>}{Enter}{/Shift}thing');
    expect(input()).toHaveValue('one more\nthing');
    await user.keyboard('{Enter}');
    expect(lastMessage()).toBe(`Lesson Planner: ${ALREADY_HAVE_TEXT}`);
  });

  it("posts the server's message as the reason when a submit fails, and can try again", async () => {
    const { actions, submitted } = fakeFeedbackActions(
      {
        ok: false,
        reason: 'refused',
        message: 'Too many feedback reports. Please try again later.',
      },
      { ok: true },
    );
    const { user } = renderFeedbackChat({ actions });
    await answer(user, BUG_ANSWERS);

    await user.click(within(dialog()).getByRole('button', { name: 'Submit feedback' }));
    await waitFor(() =>
      expect(lastMessage()).toBe(
        "Lesson Planner: I wasn't able to submit that just yet: Too many feedback reports. Please try again later. Please try again in a moment.",
      ),
    );
    expect(dialog()).toBeInTheDocument();
    // The keyboard is still on Submit, to try again.
    expect(within(dialog()).getByRole('button', { name: 'Submit feedback' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submitted).toHaveLength(2);
  });

  it('says feedback is disabled when the flag is off, and sends nothing', async () => {
    const { actions, submitted } = fakeFeedbackActions();
    const { user } = renderFeedbackChat({ actions, enabled: false });
    await answer(user, BUG_ANSWERS);

    await user.click(within(dialog()).getByRole('button', { name: 'Submit feedback' }));
    await waitFor(() => expect(lastMessage()).toBe(`Lesson Planner: ${DISABLED_TEXT}`));
    expect(submitted).toEqual([]);
  });

  it('says feedback is disabled when the server says so', async () => {
    const { actions } = fakeFeedbackActions({
      ok: false,
      reason: 'disabled',
      message: DISABLED_TEXT,
    });
    const { user } = renderFeedbackChat({ actions });
    await answer(user, BUG_ANSWERS);
    await user.click(within(dialog()).getByRole('button', { name: 'Submit feedback' }));
    await waitFor(() => expect(lastMessage()).toBe(`Lesson Planner: ${DISABLED_TEXT}`));
  });

  it('disables Send without a session, and says Submit needs one', async () => {
    const { actions, submitted } = fakeFeedbackActions();
    const { user, setSession } = renderFeedbackChat({ actions });
    await answer(user, BUG_ANSWERS);

    setSession({ status: 'signed-out' });
    await user.click(input());
    await user.keyboard('hello');
    expect(within(dialog()).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(within(dialog()).getByText('Sign in to send feedback.')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(lastMessage()).toBe(`Lesson Planner: ${READY_TEXT}`);

    await user.click(within(dialog()).getByRole('button', { name: 'Submit feedback' }));
    await waitFor(() => expect(lastMessage()).toBe(`Lesson Planner: ${NOT_SIGNED_IN_TEXT}`));
    expect(submitted).toEqual([]);
  });

  it('offline, queues the report and says so; back online the sender posts it exactly once', async () => {
    const replica = await openTestReplica();
    const { actions, submitted } = fakeFeedbackActions();
    const { user } = renderFeedbackChat({ actions, replica: replica.handle });
    setOnline(false);
    await answer(user, BUG_ANSWERS);
    expect(within(dialog()).getByText(/You're offline/)).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Submit feedback' }));
    await waitFor(() => expect(lastMessage()).toBe(`Lesson Planner: ${QUEUED_TEXT}`));
    // Done: no second Submit, so the report cannot be queued twice; the keyboard stays in the chat.
    expect(within(dialog()).queryByRole('button', { name: 'Submit feedback' })).toBeNull();
    expect(input()).toHaveFocus();
    expect(submitted).toEqual([]);
    const queued = await queuedReports(replica.db);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      metadata: { category: 'bug', severity: 'high' },
      context: `page: /planner\napp version: ${TEST_APP_VERSION}\ndevice: desktop\nonline: no`,
    });

    // The sync leader's sender, as the app runs it: nothing while offline, then one POST.
    const { sender, posted } = startFeedbackSender(replica.db);
    await sender.drain();
    expect(posted).toEqual([]);
    setOnline(true);
    // drain() waits for the round the online event started, then runs one more: still one POST.
    await sender.drain();
    await sender.drain();
    expect(posted).toEqual(queued);
    expect(await queuedReports(replica.db)).toEqual([]);
    await sender.stop();
  });

  it('closing resets the conversation', async () => {
    const { user } = renderFeedbackChat({ actions: fakeFeedbackActions().actions });
    await answer(user, BUG_ANSWERS.slice(0, 3));
    expect(within(log()).getAllByRole('listitem')).toHaveLength(7);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open chat' }));

    expect(within(log()).getAllByRole('listitem')).toHaveLength(1);
    expect(lastMessage()).toBe(`Lesson Planner: ${GREETING_TEXT}`);
    expect(input()).toHaveFocus();
    expect(input()).toHaveValue('');
  });

  it('the Close button closes it too', async () => {
    const { user } = renderFeedbackChat();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
