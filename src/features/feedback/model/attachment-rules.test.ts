import { describe, expect, it } from 'vitest';
import {
  checkAttachments,
  FEEDBACK_ATTACHMENT_MAX_CHARS,
  FEEDBACK_ATTACHMENTS_MAX,
  parseAttachments,
} from './attachment-rules';

describe('parseAttachments (spec §4)', () => {
  it.each(['none', 'no', 'no attachments', 'None', 'NO', ' No attachments. ', 'none!'])(
    '"%s" gives an empty list',
    (answer) => expect(parseAttachments(answer)).toEqual([]),
  );

  it('splits anything else on commas and new lines, trimming and dropping blanks', () => {
    expect(parseAttachments('screenshot.png')).toEqual(['screenshot.png']);
    expect(parseAttachments('a.png, b.png,c.pdf')).toEqual(['a.png', 'b.png', 'c.pdf']);
    expect(parseAttachments('https://x.test/1\nhttps://x.test/2\r\n\n, ,last')).toEqual([
      'https://x.test/1',
      'https://x.test/2',
      'last',
    ]);
  });

  it('treats "no" inside a longer answer as an attachment name', () => {
    expect(parseAttachments('no screenshot, notes.txt')).toEqual(['no screenshot', 'notes.txt']);
  });
});

describe('checkAttachments (what submit-feedback takes)', () => {
  it('takes up to 20 of up to 500 characters', () => {
    const most = Array.from({ length: FEEDBACK_ATTACHMENTS_MAX }, () =>
      'x'.repeat(FEEDBACK_ATTACHMENT_MAX_CHARS),
    );
    expect(checkAttachments(most)).toEqual({ ok: true });
    expect(checkAttachments([])).toEqual({ ok: true });
  });

  it('refuses a 21st and a 501st character', () => {
    expect(checkAttachments(Array.from({ length: 21 }, () => 'a'))).toEqual({
      ok: false,
      reason: 'too-many',
      count: 21,
    });
    expect(checkAttachments(['x'.repeat(FEEDBACK_ATTACHMENT_MAX_CHARS + 1)])).toEqual({
      ok: false,
      reason: 'too-long',
    });
  });
});
