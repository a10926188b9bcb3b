import { describe, expect, it, vi } from 'vitest';
import { chatAt } from '../test-support/chat-states';
import { deliverReport, NOWHERE_TO_KEEP_REASON, type DeliveryPorts } from './deliver-report';
import { buildFeedbackReport, type FeedbackReport } from './report-rules';

const report = buildFeedbackReport(chatAt('ready'), 'page: /planner')!;

/** Ports that send and queue successfully, as spies; `overrides` replaces any of them. */
function setUp(overrides: Partial<DeliveryPorts> = {}) {
  const send = vi.fn<NonNullable<DeliveryPorts['send']>>(async () => ({ ok: true }));
  const queue = vi.fn<NonNullable<DeliveryPorts['queue']>>(async () => ({ ok: true }));
  const ports: DeliveryPorts = {
    enabled: true,
    signedIn: true,
    online: true,
    send,
    queue,
    ...overrides,
  };
  return { send, queue, deliver: (sent: FeedbackReport = report) => deliverReport(sent, ports) };
}

describe('deliverReport', () => {
  it('online, sends it and does not queue it', async () => {
    const { send, queue, deliver } = setUp();
    expect(await deliver()).toEqual({ kind: 'sent' });
    expect(send).toHaveBeenCalledExactlyOnceWith(report);
    expect(queue).not.toHaveBeenCalled();
  });

  it('offline, queues it without trying to send', async () => {
    const { send, queue, deliver } = setUp({ online: false });
    expect(await deliver()).toEqual({ kind: 'queued' });
    expect(send).not.toHaveBeenCalled();
    expect(queue).toHaveBeenCalledExactlyOnceWith(report);
  });

  it('queues it when the request got no answer, or its module did not load', async () => {
    const noAnswer = setUp();
    noAnswer.send.mockResolvedValue({ ok: false, reason: 'no-answer', message: 'Failed to fetch' });
    expect(await noAnswer.deliver()).toEqual({ kind: 'queued' });
    expect(noAnswer.queue).toHaveBeenCalledOnce();

    const thrown = setUp();
    thrown.send.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    expect(await thrown.deliver()).toEqual({ kind: 'queued' });
  });

  it('shows a refusal with the server’s message, and queues nothing', async () => {
    const { send, queue, deliver } = setUp();
    send.mockResolvedValue({
      ok: false,
      reason: 'refused',
      message: 'metadata.severity is required',
    });
    expect(await deliver()).toEqual({ kind: 'failed', reason: 'metadata.severity is required' });
    expect(queue).not.toHaveBeenCalled();
  });

  it('says disabled when the flag is off or the server says so', async () => {
    const off = setUp({ enabled: false });
    expect(await off.deliver()).toEqual({ kind: 'disabled' });
    expect(off.send).not.toHaveBeenCalled();
    expect(off.queue).not.toHaveBeenCalled();

    const server = setUp();
    server.send.mockResolvedValue({ ok: false, reason: 'disabled', message: 'x' });
    expect(await server.deliver()).toEqual({ kind: 'disabled' });
  });

  it('says not signed in without a session, or when the server says so', async () => {
    const signedOut = setUp({ signedIn: false, online: false });
    expect(await signedOut.deliver()).toEqual({ kind: 'not-signed-in' });
    expect(signedOut.queue).not.toHaveBeenCalled();

    const server = setUp();
    server.send.mockResolvedValue({ ok: false, reason: 'not-signed-in', message: 'x' });
    expect(await server.deliver()).toEqual({ kind: 'not-signed-in' });
  });

  it('refuses a report over 16 KB before sending or queueing it', async () => {
    const { send, queue, deliver } = setUp();
    expect(await deliver({ ...report, context: '€'.repeat(6000) })).toEqual({ kind: 'too-large' });
    expect(send).not.toHaveBeenCalled();
    expect(queue).not.toHaveBeenCalled();
  });

  it('says why when the report cannot be kept', async () => {
    expect(await setUp({ online: false, queue: null }).deliver()).toEqual({
      kind: 'failed',
      reason: NOWHERE_TO_KEEP_REASON,
    });
    const full = setUp({ online: false });
    full.queue.mockResolvedValue({ ok: false, message: 'this device could not keep it' });
    expect(await full.deliver()).toEqual({
      kind: 'failed',
      reason: 'this device could not keep it',
    });
  });

  it('with no server configured, queues it', async () => {
    expect(await setUp({ send: null }).deliver()).toEqual({ kind: 'queued' });
  });
});
