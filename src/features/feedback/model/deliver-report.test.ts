import { describe, expect, it, vi } from 'vitest';
import { chatAt } from '../test-support/chat-states';
import { deliverReport, NOWHERE_TO_KEEP_REASON, type DeliveryPorts } from './deliver-report';
import { buildFeedbackReport, type FeedbackReport } from './report-rules';

const report = buildFeedbackReport(chatAt('ready'), 'page: /planner')!;

function ports(overrides: Partial<DeliveryPorts> = {}) {
  const send = vi.fn<NonNullable<DeliveryPorts['send']>>(async () => ({ ok: true }));
  const queue = vi.fn<NonNullable<DeliveryPorts['queue']>>(async () => ({ ok: true }));
  return { enabled: true, signedIn: true, online: true, send, queue, ...overrides };
}

describe('deliverReport', () => {
  it('online, sends it and does not queue it', async () => {
    const p = ports();
    expect(await deliverReport(report, p)).toEqual({ kind: 'sent' });
    expect(p.send).toHaveBeenCalledExactlyOnceWith(report);
    expect(p.queue).not.toHaveBeenCalled();
  });

  it('offline, queues it without trying to send', async () => {
    const p = ports({ online: false });
    expect(await deliverReport(report, p)).toEqual({ kind: 'queued' });
    expect(p.send).not.toHaveBeenCalled();
    expect(p.queue).toHaveBeenCalledExactlyOnceWith(report);
  });

  it('queues it when the request got no answer, or its module did not load', async () => {
    const noAnswer = ports();
    noAnswer.send.mockResolvedValue({ ok: false, reason: 'no-answer', message: 'Failed to fetch' });
    expect(await deliverReport(report, noAnswer)).toEqual({ kind: 'queued' });
    expect(noAnswer.queue).toHaveBeenCalledOnce();

    const thrown = ports();
    thrown.send.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    expect(await deliverReport(report, thrown)).toEqual({ kind: 'queued' });
  });

  it('shows a refusal with the server’s message, and queues nothing', async () => {
    const p = ports();
    p.send.mockResolvedValue({
      ok: false,
      reason: 'refused',
      message: 'metadata.severity is required',
    });
    expect(await deliverReport(report, p)).toEqual({
      kind: 'failed',
      reason: 'metadata.severity is required',
    });
    expect(p.queue).not.toHaveBeenCalled();
  });

  it('says disabled when the flag is off or the server says so', async () => {
    const off = ports({ enabled: false });
    expect(await deliverReport(report, off)).toEqual({ kind: 'disabled' });
    expect(off.send).not.toHaveBeenCalled();
    expect(off.queue).not.toHaveBeenCalled();

    const server = ports();
    server.send.mockResolvedValue({ ok: false, reason: 'disabled', message: 'x' });
    expect(await deliverReport(report, server)).toEqual({ kind: 'disabled' });
  });

  it('says not signed in without a session, or when the server says so', async () => {
    const signedOut = ports({ signedIn: false, online: false });
    expect(await deliverReport(report, signedOut)).toEqual({ kind: 'not-signed-in' });
    expect(signedOut.queue).not.toHaveBeenCalled();

    const server = ports();
    server.send.mockResolvedValue({ ok: false, reason: 'not-signed-in', message: 'x' });
    expect(await deliverReport(report, server)).toEqual({ kind: 'not-signed-in' });
  });

  it('refuses a report over 16 KB before sending or queueing it', async () => {
    const p = ports();
    const huge: FeedbackReport = { ...report, context: '€'.repeat(6000) };
    expect(await deliverReport(huge, p)).toEqual({ kind: 'too-large' });
    expect(p.send).not.toHaveBeenCalled();
    expect(p.queue).not.toHaveBeenCalled();
  });

  it('says why when the report cannot be kept', async () => {
    expect(await deliverReport(report, ports({ online: false, queue: null }))).toEqual({
      kind: 'failed',
      reason: NOWHERE_TO_KEEP_REASON,
    });
    const full = ports({ online: false });
    full.queue.mockResolvedValue({ ok: false, message: 'this device could not keep it' });
    expect(await deliverReport(report, full)).toEqual({
      kind: 'failed',
      reason: 'this device could not keep it',
    });
  });

  it('with no server configured, queues it', async () => {
    expect(await deliverReport(report, ports({ send: null }))).toEqual({ kind: 'queued' });
  });
});
