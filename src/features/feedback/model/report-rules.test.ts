import { describe, expect, it } from 'vitest';
import {
  MAX_FEEDBACK_BODY_BYTES,
  parseFeedbackPayload,
} from '../../../../supabase/functions/submit-feedback/feedback-payload';
import { BUG_ANSWERS, chatAt, T0 } from '../test-support/chat-states';
import { chatReducer, FEEDBACK_MESSAGE_MAX_CHARS, startChat } from './chat-rules';
import { buildFeedbackReport, FEEDBACK_REPORT_MAX_BYTES, reportBytes } from './report-rules';

const CONTEXT = 'page: /planner\napp version: 0.1.0\ndevice: desktop\nonline: yes';

describe('buildFeedbackReport', () => {
  it('makes spec §3’s report from a ready chat, which submit-feedback accepts as it is', () => {
    const report = buildFeedbackReport(chatAt('ready'), CONTEXT);

    expect(report?.metadata).toEqual({
      category: 'bug',
      severity: 'high',
      expectedBehavior: BUG_ANSWERS[2],
      actualBehavior: BUG_ANSWERS[3],
      reproductionSteps: BUG_ANSWERS[4],
      impact: BUG_ANSWERS[5],
      attachments: [],
    });
    expect(report?.context).toBe(CONTEXT);
    // The greeting, then each answer and the question it led to, ending with the ready message.
    expect(report?.conversation).toHaveLength(1 + 2 * BUG_ANSWERS.length);
    expect(report?.conversation[1]).toEqual({
      role: 'user',
      content: BUG_ANSWERS[0],
      timestamp: T0,
    });
    const parsed = parseFeedbackPayload(report);
    expect(parsed).toEqual({ ok: true, payload: report });
  });

  it('leaves out what was said after the report was ready', () => {
    const ready = chatAt('ready');
    const more = chatReducer(ready, { type: 'said', text: 'and another thing', at: T0 });
    expect(buildFeedbackReport(more, CONTEXT)).toEqual(buildFeedbackReport(ready, CONTEXT));
  });

  it('makes none before ready, or once submitted', () => {
    expect(buildFeedbackReport(startChat(T0), CONTEXT)).toBeNull();
    expect(buildFeedbackReport(chatAt('attachments'), CONTEXT)).toBeNull();
    expect(buildFeedbackReport(chatAt('ready', { status: 'queued' }), CONTEXT)).toBeNull();
  });
});

describe('report size', () => {
  it('is the server’s cap', () => {
    expect(FEEDBACK_REPORT_MAX_BYTES).toBe(MAX_FEEDBACK_BODY_BYTES);
  });

  it('fits four answers of the longest message in plain letters', () => {
    let state = startChat(T0);
    const long = 'a'.repeat(FEEDBACK_MESSAGE_MAX_CHARS);
    for (const text of ['A bug', 'Critical', long, long, long, long, 'none']) {
      state = chatReducer(state, { type: 'said', text, at: T0 });
    }
    const report = buildFeedbackReport(state, CONTEXT)!;
    expect(reportBytes(report)).toBeLessThan(FEEDBACK_REPORT_MAX_BYTES);
    expect(parseFeedbackPayload(report).ok).toBe(true);
  });

  it('counts bytes, not characters', () => {
    const report = buildFeedbackReport(chatAt('ready'), 'é'.repeat(100))!;
    const ascii = buildFeedbackReport(chatAt('ready'), 'e'.repeat(100))!;
    expect(reportBytes(report) - reportBytes(ascii)).toBe(100);
  });
});
