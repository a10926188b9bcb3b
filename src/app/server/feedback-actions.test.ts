import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_DISABLED_MESSAGE,
  NOT_SIGNED_IN_MESSAGE,
} from '../../../supabase/functions/submit-feedback/handler';
import { createFeedbackActions, readSendOutcome } from './feedback-actions';

describe('readSendOutcome', () => {
  it('reads each answer of submit-feedback as the chat needs it', () => {
    expect(readSendOutcome({ ok: true })).toEqual({ ok: true });
    expect(readSendOutcome({ ok: false, status: null, message: 'Failed to fetch' })).toEqual({
      ok: false,
      reason: 'no-answer',
      message: 'Failed to fetch',
    });
    expect(
      readSendOutcome({ ok: false, status: 401, message: NOT_SIGNED_IN_MESSAGE }),
    ).toMatchObject({ reason: 'not-signed-in' });
    expect(
      readSendOutcome({ ok: false, status: 503, message: FEEDBACK_DISABLED_MESSAGE }),
    ).toMatchObject({ reason: 'disabled' });
    expect(
      readSendOutcome({ ok: false, status: 400, message: 'metadata.severity is required' }),
    ).toEqual({ ok: false, reason: 'refused', message: 'metadata.severity is required' });
    expect(
      readSendOutcome({ ok: false, status: 429, message: 'Too many', retryAfterMs: 1000 }),
    ).toMatchObject({ reason: 'refused', message: 'Too many' });
    expect(readSendOutcome({ ok: false, status: 502, message: 'Bad gateway' })).toMatchObject({
      reason: 'refused',
    });
  });
});

describe('createFeedbackActions', () => {
  it('posts the report to submit-feedback with the signed-in client', async () => {
    const calls: Array<[string, unknown]> = [];
    const client = {
      functions: {
        invoke: async (name: string, options: { body: unknown }) => {
          calls.push([name, options.body]);
          return { data: { id: 'r1' }, error: null };
        },
      },
    };
    const actions = createFeedbackActions(async () => client as never);
    const report = {
      conversation: [{ role: 'user' as const, content: 'x', timestamp: '2026-11-23T08:00:00Z' }],
      metadata: { category: 'bug' as const, severity: 'low' as const, attachments: [] },
      context: 'page: /planner',
    };
    expect(await actions.submit(report)).toEqual({ ok: true });
    expect(calls).toEqual([['submit-feedback', report]]);
  });
});
