import { describe, expect, it } from 'vitest';
import { chatAt, T0 } from '../test-support/chat-states';
import {
  canSend,
  canSubmit,
  CHAT_STEPS,
  chatReducer,
  FEEDBACK_MESSAGE_MAX_CHARS,
  startChat,
  type ChatEvent,
  type ChatState,
  type ChatStatus,
  type ChatStep,
  type SubmitOutcome,
} from './chat-rules';
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
  SEVERITY_AGAIN_TEXT,
  severityQuestionText,
  stepQuestionText,
  TOO_LARGE_TEXT,
} from './chat-text';

const said = (text: string): ChatEvent => ({ type: 'said', text, at: T0 });
const submit: ChatEvent = { type: 'submit', at: T0 };
const submitted = (outcome: SubmitOutcome): ChatEvent => ({ type: 'submitted', outcome, at: T0 });

type Row = {
  from: ChatStep;
  status?: ChatStatus;
  category?: 'bug' | 'improvement';
  event: ChatEvent;
  /** Where it ends up; `unchanged`: the very same state object (nothing happened). */
  to: { step: ChatStep; status: ChatStatus; says: string; answers?: object } | 'unchanged';
};

const manyAttachments = Array.from({ length: 21 }, (_, i) => `shot-${i}.png`).join(', ');

/** Every transition of spec §4's chat: each step with an answer it takes, one it does not, a blank one and Submit; every submit outcome. */
const TABLE: Row[] = [
  // idle: the first message describes the report and may name its category.
  {
    from: 'idle',
    event: said('The export has a bug'),
    to: {
      step: 'severity',
      status: 'open',
      says: severityQuestionText('bug'),
      answers: { category: 'bug' },
    },
  },
  {
    from: 'idle',
    event: said('An IDEA for the week view'),
    to: {
      step: 'severity',
      status: 'open',
      says: severityQuestionText('improvement'),
      answers: { category: 'improvement' },
    },
  },
  {
    from: 'idle',
    event: said('The week view looks odd'),
    to: {
      step: 'category',
      status: 'open',
      says: CATEGORY_QUESTION_TEXT,
      answers: { category: null },
    },
  },
  {
    from: 'idle',
    event: said('This feature has a bug'),
    to: { step: 'category', status: 'open', says: CATEGORY_QUESTION_TEXT },
  },
  { from: 'idle', event: said('   \n '), to: 'unchanged' },
  { from: 'idle', event: submit, to: { step: 'idle', status: 'open', says: INCOMPLETE_TEXT } },
  // category: asked until the words name one.
  {
    from: 'category',
    event: said('bug'),
    to: {
      step: 'severity',
      status: 'open',
      says: severityQuestionText('bug'),
      answers: { category: 'bug' },
    },
  },
  {
    from: 'category',
    event: said('It is a problem'),
    to: {
      step: 'severity',
      status: 'open',
      says: severityQuestionText('bug'),
      answers: { category: 'bug' },
    },
  },
  {
    from: 'category',
    event: said('Improvement'),
    to: {
      step: 'severity',
      status: 'open',
      says: severityQuestionText('improvement'),
      answers: { category: 'improvement' },
    },
  },
  {
    from: 'category',
    event: said('enhancement'),
    to: {
      step: 'severity',
      status: 'open',
      says: severityQuestionText('improvement'),
      answers: { category: 'improvement' },
    },
  },
  {
    from: 'category',
    event: said('not sure'),
    to: {
      step: 'category',
      status: 'open',
      says: CATEGORY_AGAIN_TEXT,
      answers: { category: null },
    },
  },
  { from: 'category', event: said(''), to: 'unchanged' },
  {
    from: 'category',
    event: submit,
    to: { step: 'category', status: 'open', says: INCOMPLETE_TEXT },
  },
  // severity: a quick reply or a sentence naming one of the four.
  {
    from: 'severity',
    event: said('High'),
    to: {
      step: 'expected',
      status: 'open',
      says: stepQuestionText('expected', 'bug'),
      answers: { severity: 'high' },
    },
  },
  {
    from: 'severity',
    event: said("it's CRITICAL for me"),
    to: {
      step: 'expected',
      status: 'open',
      says: stepQuestionText('expected', 'bug'),
      answers: { severity: 'critical' },
    },
  },
  {
    from: 'severity',
    category: 'improvement',
    event: said('low'),
    to: {
      step: 'expected',
      status: 'open',
      says: stepQuestionText('expected', 'improvement'),
      answers: { severity: 'low' },
    },
  },
  {
    from: 'severity',
    event: said('pretty bad'),
    to: {
      step: 'severity',
      status: 'open',
      says: SEVERITY_AGAIN_TEXT,
      answers: { severity: null },
    },
  },
  { from: 'severity', event: said(' '), to: 'unchanged' },
  {
    from: 'severity',
    event: submit,
    to: { step: 'severity', status: 'open', says: INCOMPLETE_TEXT },
  },
  // expected → actual → reproduction → impact → attachments: any answer moves on.
  {
    from: 'expected',
    event: said(' A CSV file '),
    to: {
      step: 'actual',
      status: 'open',
      says: stepQuestionText('actual', 'bug'),
      answers: { expectedBehavior: 'A CSV file' },
    },
  },
  { from: 'expected', event: said(''), to: 'unchanged' },
  {
    from: 'expected',
    event: submit,
    to: { step: 'expected', status: 'open', says: INCOMPLETE_TEXT },
  },
  {
    from: 'actual',
    event: said('Nothing'),
    to: {
      step: 'reproduction',
      status: 'open',
      says: stepQuestionText('reproduction', 'bug'),
      answers: { actualBehavior: 'Nothing' },
    },
  },
  {
    from: 'actual',
    category: 'improvement',
    event: said('Nothing'),
    to: {
      step: 'reproduction',
      status: 'open',
      says: stepQuestionText('reproduction', 'improvement'),
    },
  },
  { from: 'actual', event: said(''), to: 'unchanged' },
  { from: 'actual', event: submit, to: { step: 'actual', status: 'open', says: INCOMPLETE_TEXT } },
  {
    from: 'reproduction',
    event: said('1. Open\n2. Export'),
    to: {
      step: 'impact',
      status: 'open',
      says: stepQuestionText('impact', 'bug'),
      answers: { reproductionSteps: '1. Open\n2. Export' },
    },
  },
  { from: 'reproduction', event: said(''), to: 'unchanged' },
  {
    from: 'reproduction',
    event: submit,
    to: { step: 'reproduction', status: 'open', says: INCOMPLETE_TEXT },
  },
  {
    from: 'impact',
    event: said('Blocks me'),
    to: {
      step: 'attachments',
      status: 'open',
      says: stepQuestionText('attachments', 'bug'),
      answers: { impact: 'Blocks me' },
    },
  },
  { from: 'impact', event: said(''), to: 'unchanged' },
  { from: 'impact', event: submit, to: { step: 'impact', status: 'open', says: INCOMPLETE_TEXT } },
  // attachments: none, no or no attachments, or a list split on commas and new lines.
  {
    from: 'attachments',
    event: said('No attachments'),
    to: { step: 'ready', status: 'open', says: READY_TEXT, answers: { attachments: [] } },
  },
  {
    from: 'attachments',
    event: said('a.png, https://x.test/b\nc.pdf'),
    to: {
      step: 'ready',
      status: 'open',
      says: READY_TEXT,
      answers: { attachments: ['a.png', 'https://x.test/b', 'c.pdf'] },
    },
  },
  {
    from: 'attachments',
    event: said(manyAttachments),
    to: {
      step: 'attachments',
      status: 'open',
      says: attachmentsAgainText({ ok: false, reason: 'too-many', count: 21 }),
      answers: { attachments: null },
    },
  },
  {
    from: 'attachments',
    event: said('x'.repeat(501)),
    to: {
      step: 'attachments',
      status: 'open',
      says: attachmentsAgainText({ ok: false, reason: 'too-long' }),
    },
  },
  { from: 'attachments', event: said(''), to: 'unchanged' },
  {
    from: 'attachments',
    event: submit,
    to: { step: 'attachments', status: 'open', says: INCOMPLETE_TEXT },
  },
  // ready: more messages get the spec's reply; Submit starts submitting.
  {
    from: 'ready',
    event: said('One more thing'),
    to: { step: 'ready', status: 'open', says: ALREADY_HAVE_TEXT },
  },
  { from: 'ready', event: said(''), to: 'unchanged' },
  { from: 'ready', event: submit, to: { step: 'ready', status: 'submitting', says: READY_TEXT } },
  // submitting: nothing more is taken until the outcome arrives.
  { from: 'ready', status: 'submitting', event: said('hello?'), to: 'unchanged' },
  { from: 'ready', status: 'submitting', event: submit, to: 'unchanged' },
  {
    from: 'ready',
    status: 'submitting',
    event: submitted({ kind: 'queued' }),
    to: { step: 'ready', status: 'queued', says: QUEUED_TEXT },
  },
  {
    from: 'ready',
    status: 'submitting',
    event: submitted({ kind: 'failed', reason: 'metadata.severity is required' }),
    to: {
      step: 'ready',
      status: 'open',
      says: "I wasn't able to submit that just yet: metadata.severity is required. Please try again in a moment.",
    },
  },
  {
    from: 'ready',
    status: 'submitting',
    event: submitted({ kind: 'failed', reason: 'Too many feedback reports.' }),
    to: {
      step: 'ready',
      status: 'open',
      says: "I wasn't able to submit that just yet: Too many feedback reports. Please try again in a moment.",
    },
  },
  {
    from: 'ready',
    status: 'submitting',
    event: submitted({ kind: 'disabled' }),
    to: { step: 'ready', status: 'open', says: DISABLED_TEXT },
  },
  {
    from: 'ready',
    status: 'submitting',
    event: submitted({ kind: 'not-signed-in' }),
    to: { step: 'ready', status: 'open', says: NOT_SIGNED_IN_TEXT },
  },
  {
    from: 'ready',
    status: 'submitting',
    event: submitted({ kind: 'too-large' }),
    to: { step: 'ready', status: 'open', says: TOO_LARGE_TEXT },
  },
  {
    from: 'ready',
    status: 'submitting',
    event: submitted({ kind: 'sent' }),
    to: {
      step: 'idle',
      status: 'open',
      says: GREETING_TEXT,
      answers: { category: null, severity: null },
    },
  },
  // queued: the report is kept for later; it is not submitted twice.
  {
    from: 'ready',
    status: 'queued',
    event: said('Thanks'),
    to: { step: 'ready', status: 'queued', says: ALREADY_QUEUED_TEXT },
  },
  {
    from: 'ready',
    status: 'queued',
    event: submit,
    to: { step: 'ready', status: 'queued', says: ALREADY_QUEUED_TEXT },
  },
];

const describeEvent = (event: ChatEvent) =>
  event.type === 'said'
    ? `says ${JSON.stringify(event.text.slice(0, 30))}`
    : event.type === 'submit'
      ? 'submits'
      : `hears ${event.outcome.kind}`;

describe('chatReducer (spec §4 feedback chat)', () => {
  it.each(
    TABLE.map(
      (row) =>
        [
          `${row.from}${row.status ? ` (${row.status})` : ''} ${describeEvent(row.event)}`,
          row,
        ] as const,
    ),
  )('%s', (_, row) => {
    const before = chatAt(row.from, { status: row.status, category: row.category });
    const after = chatReducer(before, row.event);
    if (row.to === 'unchanged') {
      expect(after).toBe(before);
      return;
    }
    expect(after.step).toBe(row.to.step);
    expect(after.status).toBe(row.to.status);
    expect(after.messages.at(-1)).toMatchObject({ role: 'assistant', content: row.to.says });
    if (row.to.answers) expect(after.answers).toMatchObject(row.to.answers);
  });

  it('the table has every step with an answer, a blank message and Submit, and every outcome', () => {
    for (const step of CHAT_STEPS) {
      const rows = TABLE.filter((row) => row.from === step && !row.status);
      expect(
        rows.some((row) => row.event.type === 'said' && row.to !== 'unchanged'),
        step,
      ).toBe(true);
      expect(
        rows.some((row) => row.event.type === 'said' && row.to === 'unchanged'),
        step,
      ).toBe(true);
      expect(
        rows.some((row) => row.event.type === 'submit'),
        step,
      ).toBe(true);
    }
    const outcomes = TABLE.flatMap((row) =>
      row.event.type === 'submitted' ? [row.event.outcome.kind] : [],
    );
    expect(new Set(outcomes)).toEqual(
      new Set(['sent', 'queued', 'failed', 'disabled', 'not-signed-in', 'too-large']),
    );
  });

  it('starts in idle with the greeting', () => {
    expect(startChat(T0)).toMatchObject({
      step: 'idle',
      status: 'open',
      messages: [{ role: 'assistant', content: GREETING_TEXT, inReport: true }],
    });
  });

  it('keeps what it could not use out of the report, and what it used in', () => {
    let state = startChat(T0);
    for (const text of ['Something looks odd', 'hmm', 'bug', 'bad', 'Low'])
      state = chatReducer(state, said(text));
    expect(state.messages.map((m) => [m.role, m.content.slice(0, 18), m.inReport])).toEqual([
      ['assistant', GREETING_TEXT.slice(0, 18), true],
      ['user', 'Something looks od', true],
      ['assistant', CATEGORY_QUESTION_TEXT.slice(0, 18), true],
      ['user', 'hmm', false],
      ['assistant', CATEGORY_AGAIN_TEXT.slice(0, 18), false],
      ['user', 'bug', true],
      ['assistant', severityQuestionText('bug').slice(0, 18), true],
      ['user', 'bad', false],
      ['assistant', SEVERITY_AGAIN_TEXT.slice(0, 18), false],
      ['user', 'Low', true],
      ['assistant', stepQuestionText('expected', 'bug').slice(0, 18), true],
    ]);
  });

  it('trims a message and keeps at most FEEDBACK_MESSAGE_MAX_CHARS of it', () => {
    const state = chatReducer(
      chatAt('expected'),
      said(`  ${'a'.repeat(FEEDBACK_MESSAGE_MAX_CHARS + 5)}  `),
    );
    expect(state.answers.expectedBehavior).toHaveLength(FEEDBACK_MESSAGE_MAX_CHARS);
  });

  it('gives every message its own id', () => {
    let state: ChatState = chatAt('ready');
    state = chatReducer(state, said('again'));
    const ids = state.messages.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('canSend and canSubmit (spec §5, §4)', () => {
  it('sends only a message with text, signed in, and not while submitting', () => {
    const state = chatAt('expected');
    expect(canSend(state, 'hello', true)).toBe(true);
    expect(canSend(state, '  \n', true)).toBe(false);
    expect(canSend(state, 'hello', false)).toBe(false);
    expect(canSend({ ...state, status: 'submitting' }, 'hello', true)).toBe(false);
  });

  it('submits only in ready, with a category and a severity, once', () => {
    expect(canSubmit(chatAt('ready'))).toBe(true);
    expect(
      CHAT_STEPS.filter((step) => step !== 'ready').some((step) => canSubmit(chatAt(step))),
    ).toBe(false);
    const ready = chatAt('ready');
    expect(canSubmit({ ...ready, answers: { ...ready.answers, severity: null } })).toBe(false);
    expect(canSubmit({ ...ready, answers: { ...ready.answers, category: null } })).toBe(false);
    expect(canSubmit({ ...ready, status: 'submitting' })).toBe(false);
    expect(canSubmit({ ...ready, status: 'queued' })).toBe(false);
  });
});
